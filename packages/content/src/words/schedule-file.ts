import fs from 'node:fs';
import path from 'node:path';
import { type IsoDate, isIsoDate, MAIN_STREAM, type StreamId } from '@jdj/puzzles';
import { DATA_DIR } from '../lexicon/load.ts';
import type { WordGame } from './word-games.ts';

export const SCHEDULE_DIR = path.join(DATA_DIR, 'schedule');

/** Where a stream's plans are: the main stream's in `data/schedule/`, another's in `data/schedule/<stream>/`. */
export const scheduleDirOf = (stream: StreamId, base = SCHEDULE_DIR): string => (stream === MAIN_STREAM ? base : path.join(base, stream));

/**
 * A game's published plan: for each date, the words of the day as lemmas (Synonymo: the reference
 * first, then its three synonyms). Stored as `data/schedule/<game>.tsv`, one `date<TAB>w1,w2,…` line
 * per day, so a published day is a committed line that nothing rewrites.
 */
export type Schedule = Map<IsoDate, string[]>;

export function parseSchedule(text: string, file: string, errors: string[]): Schedule {
  const schedule: Schedule = new Map();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [date, words, extra] = line.split('\t');
    const where = `${file}:${index + 1}`;
    if (!isIsoDate(date) || !words || extra !== undefined) return errors.push(`${where}: ligne « date<TAB>mots » attendue`);
    if (schedule.has(date)) return errors.push(`${where}: le ${date} est planifié deux fois`);
    schedule.set(
      date,
      words.split(',').map((w) => w.trim()),
    );
  });
  return schedule;
}

export function formatSchedule(schedule: Schedule): string {
  const dates = [...schedule.keys()].sort();
  return `${dates.map((date) => `${date}\t${(schedule.get(date) ?? []).join(',')}`).join('\n')}\n`;
}

export function scheduleFile(game: WordGame, dir = SCHEDULE_DIR): string {
  return path.join(dir, `${game}.tsv`);
}

export function readSchedule(game: WordGame, errors: string[], dir = SCHEDULE_DIR): Schedule {
  const file = scheduleFile(game, dir);
  return fs.existsSync(file) ? parseSchedule(fs.readFileSync(file, 'utf8'), path.basename(file), errors) : new Map();
}

export function writeSchedule(game: WordGame, schedule: Schedule, dir = SCHEDULE_DIR): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(scheduleFile(game, dir), formatSchedule(schedule));
}

/** The last planned date, or undefined for an empty plan. */
export function lastPlannedDate(schedule: Schedule): IsoDate | undefined {
  let last: IsoDate | undefined;
  for (const date of schedule.keys()) if (!last || date > last) last = date;
  return last;
}
