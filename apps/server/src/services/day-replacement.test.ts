import { randomUUID } from 'node:crypto';
import { contentKeyOf, type DailyRecord, dailyBuilder } from '@jdj/content';
import { addDays, dateInTimeZone, type IsoDate, MAIN_STREAM } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';
import { findPuzzle, storeRecords } from './daily-puzzles.ts';
import { publishedThrough, replaceDays, replacementRefusal, replacementRefusals, replacementVerdict } from './day-replacement.ts';
import { topUpPuzzles } from './puzzle-window.ts';

// Sudoku's grids draw nothing secret: any content key builds the same day.
const sudoku = (date: IsoDate): DailyRecord => dailyBuilder('sudoku')!.build(date, { contentKey: contentKeyOf('day-replacement test') })!;
/** Another valid Sudoku stored under `date`: what an editor's replacement looks like. */
const otherSudoku = (date: IsoDate, from: IsoDate): DailyRecord => ({ ...sudoku(from), date });

/**
 * Issue 23, finding 3: `content generate --replace` rewrote today and past days, and a score for today's
 * old puzzle was then refused. The rule every replacing tool now goes through.
 */
describe.each(databaseTargets())('replacing a stored day on $name', (target) => {
  let server: TestServer;
  let today: IsoDate;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
    today = publishedThrough(MAIN_STREAM);
  });
  afterAll(() => server.stop());

  const seedOf = async (date: IsoDate) =>
    (await server.database.db.selectFrom('daily_puzzle').select('seed').where('game', '=', 'sudoku').where('date_to_play', '=', date).executeTakeFirst())?.seed;

  it('refuses a published day unless the operator names it, and a played day even then; a future day may be replaced', async () => {
    const db = server.database.db;
    const [yesterday, later] = [addDays(today, -1), addDays(today, 3)];
    await storeRecords(db, [sudoku(yesterday), sudoku(today), sudoku(later)]);
    const days = [yesterday, today, later].map((date) => ({ game: 'sudoku', date }));

    expect(await replacementRefusals(db, MAIN_STREAM, days)).toEqual([
      { game: 'sudoku', date: yesterday, reason: 'published' },
      { game: 'sudoku', date: today, reason: 'published' },
    ]);
    expect(await replacementRefusals(db, MAIN_STREAM, days, { publishedDaysAllowed: new Set([yesterday]) })).toEqual([
      { game: 'sudoku', date: today, reason: 'published' },
    ]);
    // A day nothing is stored for is not a replacement.
    expect(await replacementRefusal(db, MAIN_STREAM, 'sudoku', addDays(today, -40))).toBeUndefined();

    // A player's score on yesterday's grid: no flag makes that day change any more.
    const play = winningPlay('sudoku', yesterday, { contentKey: server.contentKey })!;
    const sent = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'sudoku',
        date: yesterday,
        local_user_id: randomUUID(),
        score: play.score,
        played_at: new Date().toISOString(),
        moves: play.moves,
        client_play_id: randomUUID(),
      }),
    });
    expect(sent.status).toBe(201);
    expect(await replacementRefusal(db, MAIN_STREAM, 'sudoku', yesterday, { publishedDaysAllowed: new Set([yesterday]) })).toEqual({
      game: 'sudoku',
      date: yesterday,
      reason: 'scored',
      scores: 1,
    });

    const replaced = await replaceDays(db, [otherSudoku(later, addDays(today, 9))]);
    expect(replaced).toEqual({ storedByGame: { sudoku: 1 }, refused: [] });
    expect(await seedOf(later)).toBe(sudoku(addDays(today, 9)).seed);
  });

  it('replaces all or nothing: one refused day leaves every other day of the batch as it was', async () => {
    const db = server.database.db;
    const later = addDays(today, 4);
    await storeRecords(db, [sudoku(later), sudoku(today)]);
    const outcome = await replaceDays(db, [otherSudoku(later, addDays(today, 11)), otherSudoku(today, addDays(today, 12))]);
    expect(outcome).toEqual({ storedByGame: {}, refused: [{ game: 'sudoku', date: today, reason: 'published' }] });
    expect(await seedOf(later)).toBe(sudoku(later).seed);
    expect(await seedOf(today)).toBe(sudoku(today).seed);
  });

  it("counts a day of a stream as published once the stream's today reaches it, whatever another stream's providers see", async () => {
    const db = server.database.db;
    await db.updateTable('provider').set({ timezone: 'Pacific/Kiritimati' }).where('slug', '=', 'partenaire').execute();
    try {
      // UTC+14 has a stream of its own: its today is the latest on Earth, and the main stream's stays Paris's.
      expect(publishedThrough('ligne')).toBe(dateInTimeZone(new Date(), 'Pacific/Kiritimati'));
      expect(publishedThrough(MAIN_STREAM)).toBe(dateInTimeZone(new Date(), 'Europe/Paris'));
    } finally {
      await db.updateTable('provider').set({ timezone: 'Europe/Paris' }).where('slug', '=', 'partenaire').execute();
    }
  });

  it("never lets the server's own top-up replace a stored day, whatever content would build now", async () => {
    const db = server.database.db;
    await replaceDays(db, [otherSudoku(today, addDays(today, 20))], { publishedDaysAllowed: new Set([today]) });
    await topUpPuzzles(db, { pastDays: 0, futureDays: 0 }, server.logger, { contentKey: server.contentKey });
    expect((await findPuzzle(db, MAIN_STREAM, 'sudoku', today))?.publicData).toEqual(sudoku(addDays(today, 20)).publicData);
  });
});

describe('the console’s verdict on a day', () => {
  it('refuses today and past days, and a future day that already has scores; allows any other future day', () => {
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    expect(replacementVerdict(addDays(today, -1), today, 0)).toEqual({ allowed: false, reason: expect.stringContaining('passé') });
    expect(replacementVerdict(today, today, 0)).toEqual({ allowed: false, reason: expect.stringContaining('aujourd’hui') });
    expect(replacementVerdict(addDays(today, 1), today, 2)).toEqual({ allowed: false, reason: expect.stringContaining('scores') });
    expect(replacementVerdict(addDays(today, 1), today, 0)).toEqual({ allowed: true });
    expect(replacementVerdict(addDays(today, 400), today, 0)).toEqual({ allowed: true });
  });
});
