import {
  alternativeDays,
  answersOf,
  buildWordDay,
  committedWordContent,
  type DailyRecord,
  daysLeft,
  type DayNeighbourhood,
  isWordGame,
  publicationProblems,
  replacementProblems,
  WORD_GAMES,
  type WordGame,
} from '@jdj/content';
import { addDays, getGameModule, type IsoDate, MAIN_STREAM, monthGrid, type StreamId, streamById, toPlayableLetters } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import type { CalendarDayDto, CalendarMonthDto, DayCheckDto, DayChoiceDto, DayDetailDto, DayStatus, DaySummaryDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { readRecords } from './daily-puzzles.ts';
import { mayReplaceDay, publishedThrough, refusalMessage, replaceDays, replacementVerdict } from './day-replacement.ts';
import { validateRecord } from './content-records.ts';

/** Fewer planned days of content left than this and the calendar warns (two months to write more words). */
export const DAYS_LEFT_WARNING = 60;

/** What an editor needs to read of a day, from its record (public and secret parts). */
export function daySummary(record: DailyRecord): DaySummaryDto {
  const data = { ...(record.publicData as Record<string, unknown>), ...(record.secretData as Record<string, unknown>) };
  const none: DaySummaryDto = { answers: [], clues: [], categories: [], target: null, level: record.difficulty };
  if (!isWordGame(record.game)) return none;
  const answers = answersOf(record);
  const words = Array.isArray(data.words) ? (data.words as Record<string, unknown>[]) : [];
  switch (record.game) {
    case 'motamo':
      return { ...none, answers: answers.map((a) => a.word), clues: words.map((w) => String(w.definition)), categories: words.map((w) => String(w.category)) };
    case 'prefixo':
      return { ...none, answers: answers.map((a) => a.word), clues: words.map((w) => String(w.definition)), level: `préfixe ${String(data.prefix)}` };
    case 'proximo':
      return { ...none, answers: answers.map((a) => a.word), target: String(data.target) };
    default:
      return { ...none, answers: answers.map((a) => a.word), clues: answers.flatMap((a) => a.clues) };
  }
}

function statusOf(date: IsoDate, latest: IsoDate): DayStatus {
  return date < latest ? 'past' : date === latest ? 'today' : 'future';
}

/**
 * Who reads the calendar: an administrator (the operator) sees every day of any stream; a publisher sees its
 * own provider's stream, and a day's answers only once that day has begun there (issue 34: no partner reads
 * an answer before its players may).
 */
export interface CalendarReader {
  stream: StreamId;
  answersOfFutureDays: boolean;
}

/** Whether a stored word day plays other answers than its committed plan (an editor replaced it). */
function differsFromPlan(record: DailyRecord): boolean {
  if (!isWordGame(record.game)) return false;
  const planned = committedWordContent(record.stream).schedules.get(record.game)?.get(record.date);
  if (!planned) return true;
  const key = (words: readonly string[]) => words.map(toPlayableLetters).join(',');
  return key(planned) !== key(answersOf(record).map((a) => a.word));
}

/** The record a day will be served with: the stored one, else what content builds (word games only: a grid is generated at top-up). */
function plannedRecord(stream: StreamId, game: string, date: IsoDate): DailyRecord | undefined {
  if (!isWordGame(game)) return undefined;
  const built = buildWordDay(game, date, committedWordContent(stream));
  return built.ok ? built.record : undefined;
}

function problemsOf(record: DailyRecord): string[] {
  if (isWordGame(record.game)) return publicationProblems(record, committedWordContent(record.stream));
  const error = validateRecord(record);
  return error ? [error] : [];
}

function calendarDay(reader: CalendarReader, game: string, date: IsoDate, latest: IsoDate, stored: DailyRecord | undefined, scored: boolean): CalendarDayDto {
  const record = stored ?? plannedRecord(reader.stream, game, date);
  const status = statusOf(date, latest);
  // A day to come keeps its answers from a publisher; its problems would name them too.
  const hidden = status === 'future' && !reader.answersOfFutureDays;
  return {
    date,
    status,
    source: stored ? 'stored' : record ? 'planned' : 'missing',
    replaced: stored ? differsFromPlan(stored) : false,
    replaceable: isWordGame(game) && replacementVerdict(date, latest, scored ? 1 : 0).allowed,
    summary: record && !hidden ? daySummary(record) : null,
    answers_hidden: hidden && record !== undefined,
    problems: record && !hidden ? problemsOf(record) : [],
  };
}

function assertGame(game: string): void {
  if (!getGameModule(game)) throw new HttpError(404, `Jeu inconnu : ${game}`);
}

/** A game's month of a stream as the editor's calendar shows it (the 42 days of its grid, Monday first). */
export async function calendarMonth(db: Kysely<Database>, reader: CalendarReader, game: string, month: string, now = new Date()): Promise<CalendarMonthDto> {
  assertGame(game);
  const { stream } = reader;
  const grid = monthGrid(`${month}-01`);
  const from = grid[0]!.date;
  const to = grid.at(-1)!.date;
  const latest = publishedThrough(stream, now);
  const stored = new Map((await readRecords(db, stream, game, from, to)).map((r) => [r.date, r]));
  const scoredRows = await db
    .selectFrom('score')
    .select('puzzle_date')
    .distinct()
    .where('stream', '=', stream)
    .where('game', '=', game)
    .where('puzzle_date', '>', latest)
    .where('puzzle_date', '<=', to)
    .execute();
  const scored = new Set(scoredRows.map((r) => r.puzzle_date));
  return {
    game,
    month,
    stream,
    stream_label: streamById(stream).label,
    today: latest,
    days_left: isWordGame(game) ? daysLeft(committedWordContent(stream), game, latest) : null,
    days_left_warning: DAYS_LEFT_WARNING,
    days: grid.filter((d) => d.inMonth).map(({ date }) => calendarDay(reader, game, date, latest, stored.get(date), scored.has(date))),
  };
}

export async function dayDetail(db: Kysely<Database>, reader: CalendarReader, game: string, date: IsoDate, now = new Date()): Promise<DayDetailDto> {
  assertGame(game);
  const { stream } = reader;
  const latest = publishedThrough(stream, now);
  const [stored] = await readRecords(db, stream, game, date, date);
  const verdict = await mayReplaceDay(db, stream, game, date, now);
  const day = calendarDay(reader, game, date, latest, stored, !verdict.allowed && date > latest);
  const record = day.answers_hidden ? undefined : (stored ?? plannedRecord(stream, game, date));
  const lockedReason = !isWordGame(game)
    ? 'Grille générée : elle se remplace par une autre graine, pas depuis la console.'
    : verdict.allowed
      ? null
      : verdict.reason;
  return { ...day, game, locked_reason: lockedReason, puzzle: record?.publicData ?? null };
}

/** The word days of a stream stored within a year of `date` (every word game): what a replacement must not repeat. */
async function neighbourhood(db: Kysely<Database>, stream: StreamId, game: WordGame, date: IsoDate): Promise<DayNeighbourhood> {
  const stored: DailyRecord[] = [];
  for (const other of WORD_GAMES) stored.push(...(await readRecords(db, stream, other, addDays(date, -365), addDays(date, 365))));
  return { game, date, stored };
}

async function replaceableWordDay(db: Kysely<Database>, stream: StreamId, game: string, date: IsoDate, now: Date): Promise<WordGame> {
  assertGame(game);
  if (!isWordGame(game)) throw new HttpError(409, 'Grille générée : elle ne se remplace pas depuis la console.');
  const verdict = await mayReplaceDay(db, stream, game, date, now);
  if (!verdict.allowed) throw new HttpError(409, verdict.reason);
  return game;
}

/** Other choices for a future word day of a stream, each passing the checks a replacement must pass. */
export async function dayChoices(db: Kysely<Database>, stream: StreamId, game: string, date: IsoDate, now = new Date()): Promise<DayChoiceDto[]> {
  const wordGame = await replaceableWordDay(db, stream, game, date, now);
  const around = await neighbourhood(db, stream, wordGame, date);
  const current = around.stored.find((r) => r.game === wordGame && r.date === date) ?? plannedRecord(stream, wordGame, date);
  const content = committedWordContent(stream);
  return alternativeDays(content, around, current ? answersOf(current).map((a) => a.word) : []).map((letters) => {
    // The pickers answer in the lexicon's A–Z letters; the editor reads (and sends back) the words themselves.
    const summary = daySummary(replacementProblems(content, around, letters).record!);
    return { words: summary.answers, summary };
  });
}

/**
 * A publisher reads no answer of a day to come (issue 34); the checks of its own words must not tell it one
 * either. A repeat says that a word is taken, never when nor which other game plays it: a word the
 * publisher typed can only be told « taken within a year or by another game that day ».
 */
function problemsForReader(reader: CalendarReader, problems: readonly string[]): string[] {
  if (reader.answersOfFutureDays) return [...problems];
  return problems.map((problem) =>
    problem
      .replace(/ \(le \d{4}-\d{2}-\d{2} au plus tard\)/, '')
      .replace(
        / est déjà joué dans ce jeu à moins d’un an$| est la réponse d’un autre jeu ce jour-là$/,
        ' est déjà pris (dans ce jeu à moins d’un an, ou par un autre jeu ce jour-là) : choisissez un autre mot',
      ),
  );
}

/** The checks a replacement must pass, run on the editor's own words for a future day; nothing is stored. */
export async function checkDay(
  db: Kysely<Database>,
  reader: CalendarReader,
  game: string,
  date: IsoDate,
  words: readonly string[],
  now = new Date(),
): Promise<DayCheckDto> {
  const wordGame = await replaceableWordDay(db, reader.stream, game, date, now);
  const around = await neighbourhood(db, reader.stream, wordGame, date);
  const { record, problems } = replacementProblems(committedWordContent(reader.stream), around, words);
  return { problems: problemsForReader(reader, problems), summary: record ? daySummary(record) : null };
}

/**
 * Replaces a future word day with the editor's words (a choice of …/choices, or typed), after the content
 * pipeline's checks (record, lexicon, leaks, families, repeats): refused with the problems in French,
 * otherwise stored (every process serves it within the parsed-day cache's 30 s) with an audit line.
 */
export async function replaceDay(
  db: Kysely<Database>,
  reader: CalendarReader,
  game: string,
  date: IsoDate,
  words: readonly string[],
  actorId: string,
  now = new Date(),
): Promise<DayDetailDto> {
  const { stream } = reader;
  const wordGame = await replaceableWordDay(db, stream, game, date, now);
  const around = await neighbourhood(db, stream, wordGame, date);
  const { record, problems } = replacementProblems(committedWordContent(stream), around, words);
  if (!record || problems.length > 0) {
    throw new HttpError(422, `Ce choix ne peut pas être publié : ${problemsForReader(reader, problems).join(' ; ')}`);
  }
  const before = around.stored.find((r) => r.game === wordGame && r.date === date) ?? plannedRecord(stream, wordGame, date);
  await db.transaction().execute(async (trx) => {
    // The rule is enforced again by the write: a score stored meanwhile refuses it, and nothing is written.
    const outcome = await replaceDays(trx, [record], { now });
    const refusal = outcome.refused[0];
    if (refusal) throw new HttpError(409, refusalMessage(refusal));
    await recordAudit(trx, {
      actorId,
      action: 'day.replace',
      targetType: 'day',
      // The main stream's days keep the form they had before streams; another's names its stream.
      targetId: stream === MAIN_STREAM ? `${game}/${date}` : `${stream}/${game}/${date}`,
      before: before ? { answers: answersOf(before).map((a) => a.word) } : null,
      after: { answers: answersOf(record).map((a) => a.word) },
      at: now,
    });
  });
  // The editor reads back the words it saved (a publisher too: they are its own).
  return dayDetail(db, { stream, answersOfFutureDays: true }, game, date, now);
}
