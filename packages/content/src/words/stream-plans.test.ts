import { addDays, CONTENT_STREAMS, daysBetween, MAIN_STREAM, toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { checkWordGames, daysLeft } from './check.ts';
import { lastPlannedDate } from './schedule-file.ts';
import { committedWordContent } from './word-content.ts';
import { REUSE_GAP_DAYS, SCHEDULE_EPOCH, WORD_GAMES } from './word-games.ts';

/**
 * The committed plans of the other content streams (issue 34, data/schedule/<stream>/): what the players of
 * La Réunion, Nouméa or Tahiti will read, held to the main plans' publication checks, two years ahead, and
 * never the main stream's answer around the same day.
 */
const STREAMS_PLANNED_ON = '2026-12-02';
const main = committedWordContent();

describe.each(CONTENT_STREAMS.filter((stream) => stream.id !== MAIN_STREAM).map((stream) => ({ id: stream.id })))('the plans of the $id stream', ({ id }) => {
  const content = committedWordContent(id);

  it('read without a refused line and carry every word game two years past the day they were planned', () => {
    expect(content.loadErrors).toEqual([]);
    for (const game of WORD_GAMES) expect.soft(daysLeft(content, game, STREAMS_PLANNED_ON), game).toBeGreaterThanOrEqual(730);
  });

  it('pass the publication checks on every planned day', () => {
    for (const game of WORD_GAMES) {
      const last = lastPlannedDate(content.schedules.get(game) ?? new Map()) ?? SCHEDULE_EPOCH;
      for (let from = SCHEDULE_EPOCH; from <= last; from = addDays(from, REUSE_GAP_DAYS)) {
        const days = Math.min(REUSE_GAP_DAYS, daysBetween(from, last) + 1);
        expect.soft(checkWordGames(content, from, days, [game]).problems, `${game} depuis le ${from}`).toEqual([]);
      }
    }
  });

  it('keep every answer a year from its previous use, and away from the main stream’s answers of the same days', () => {
    for (const game of WORD_GAMES) {
      const lastUse = new Map<string, string>();
      const problems: string[] = [];
      for (const [date, words] of [...(content.schedules.get(game) ?? [])].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const near = new Set(
          [addDays(date, -1), date, addDays(date, 1)].flatMap((day) =>
            WORD_GAMES.flatMap((other) => (main.schedules.get(other)?.get(day) ?? []).map(toPlayableLetters)),
          ),
        );
        for (const word of words) {
          const key = toPlayableLetters(word);
          const previous = lastUse.get(key);
          if (previous && daysBetween(previous, date) < REUSE_GAP_DAYS) problems.push(`${word} ${previous} → ${date}`);
          if (near.has(key)) problems.push(`${word} ${date} : joué par ${MAIN_STREAM} ce jour-là ou la veille ou le lendemain`);
          lastUse.set(key, date);
        }
      }
      expect.soft(problems, game).toEqual([]);
    }
  });
});
