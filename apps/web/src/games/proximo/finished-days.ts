import { isIsoDate, PROXIMO_LIST_SIZE, type ProximoGuess } from '@jdj/puzzles';
import { readStorage, removeStorage, writeStorage } from '../../shared/storage/safe-storage.ts';

/**
 * What this device remembers of a finished Proximo day, for its end screen: the guesses of the play, the
 * guesses made exploring afterwards (they change no score, so they live only here), and the nearest
 * words once revealed. The score itself (time, attempts, best rank) is the shell's, from the server.
 */
export interface FinishedDay {
  played: ProximoGuess[];
  explored: ProximoGuess[];
  nearest: string[] | null;
}

const PREFIX = 'jdj.proximo.day.';
/** The server's window goes 60 days back; older days are forgotten first past this many. */
const MAX_DAYS = 90;

export const finishedDayKey = (date: string): string => `${PREFIX}${date}`;

function parseGuess(raw: unknown): ProximoGuess | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { word, status, rank } = raw as Record<string, unknown>;
  if (typeof word !== 'string' || word === '') return null;
  if (status === 'ranked') {
    return typeof rank === 'number' && Number.isInteger(rank) && rank >= 1 && rank <= PROXIMO_LIST_SIZE ? { word, status, rank } : null;
  }
  return status === 'found' || status === 'not_ranked' ? { word, status, rank: null } : null;
}

const guesses = (raw: unknown): ProximoGuess[] => (Array.isArray(raw) ? raw.map(parseGuess).filter((g): g is ProximoGuess => g !== null) : []);

/** The day as stored, or null; anything malformed in it is dropped rather than trusted. */
export function readFinishedDay(date: string): FinishedDay | null {
  const raw = readStorage('local', finishedDayKey(date));
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const nearest = Array.isArray(value.nearest) && value.nearest.every((w) => typeof w === 'string') ? (value.nearest as string[]) : null;
    return { played: guesses(value.played), explored: guesses(value.explored), nearest };
  } catch {
    return null;
  }
}

function forgetOldDays(keep: string): void {
  if (typeof localStorage === 'undefined') return;
  const dates: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    const date = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : null;
    if (date && isIsoDate(date) && date !== keep) dates.push(date);
  }
  dates.sort();
  for (const date of dates.slice(0, Math.max(0, dates.length + 1 - MAX_DAYS))) removeStorage('local', finishedDayKey(date));
}

export function writeFinishedDay(date: string, day: FinishedDay): void {
  forgetOldDays(date);
  writeStorage('local', finishedDayKey(date), JSON.stringify(day));
}

/** Keeps the guesses of a won play (the end screen shows them); what was explored or revealed stays. */
export function rememberPlay(date: string, played: ProximoGuess[]): void {
  const day = readFinishedDay(date);
  writeFinishedDay(date, { played, explored: day?.explored ?? [], nearest: day?.nearest ?? null });
}
