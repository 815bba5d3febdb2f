import { contentKeyOf, decryptoCode } from '@jdj/content';
import { addDays, dateInTimeZone, decrypto, MAIN_STREAM, streamById } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { topUpPuzzles } from './puzzle-window.ts';

/**
 * Issue 22, item 1: Decrypto's code is drawn from the deployment's secret, and the days stored before
 * (drawn from the public seed) are drawn again where no player can have seen them yet.
 */
describe.each(databaseTargets())('secret content on $name', (target) => {
  const SECRET = 'le-secret-de-ce-deploiement-de-test-pas-un-autre';
  const WINDOW = { pastDays: 2, futureDays: 4 };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { AUTH_SECRET: SECRET }, puzzleWindow: WINDOW });
  });
  afterAll(() => server.stop());

  const stored = async () =>
    server.database.db
      .selectFrom('daily_puzzle')
      .select(['date_to_play', 'secret_data', 'generator_version'])
      .where('game', '=', 'decrypto')
      .where('stream', '=', MAIN_STREAM)
      .orderBy('date_to_play')
      .execute();

  it('stores codes drawn from the content key of the server’s secret, which every process of the deployment derives alike', async () => {
    const rows = await stored();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(JSON.parse(row.secret_data)).toEqual({ code: decryptoCode(row.date_to_play, { contentKey: contentKeyOf(SECRET) }) });
    expect(server.contentKey).toBe(contentKeyOf(SECRET));
  });

  it('draws again the stored days no provider has reached, never today nor a past day, and only once', async () => {
    const db = server.database.db;
    // As an installation before issue 22 stored them: version 1, a code anyone could compute.
    await db.updateTable('daily_puzzle').set({ generator_version: 1, secret_data: '{"code":"12345"}' }).where('game', '=', 'decrypto').execute();
    // Each stream renews after its own today (issue 37): the main stream's is Paris's, whatever the hour.
    const lastSeen = dateInTimeZone(new Date(), streamById(MAIN_STREAM).zone);
    await topUpPuzzles(db, WINDOW, server.logger, { contentKey: server.contentKey });
    const rows = await stored();
    const future = rows.filter((row) => row.date_to_play > lastSeen);
    const seen = rows.filter((row) => row.date_to_play <= lastSeen);
    expect(future.length).toBeGreaterThanOrEqual(2);
    expect(seen.map((row) => row.date_to_play)).toContain(dateInTimeZone(new Date(), 'Europe/Paris'));
    for (const row of future) {
      expect(row.generator_version).toBe(decrypto.generatorVersion);
      expect(JSON.parse(row.secret_data).code).toBe(decryptoCode(row.date_to_play, { contentKey: server.contentKey }));
    }
    for (const row of seen) expect([row.generator_version, row.secret_data]).toEqual([1, '{"code":"12345"}']);

    const before = server.logs.length;
    await topUpPuzzles(db, WINDOW, server.logger, { contentKey: server.contentKey });
    expect(server.logs.slice(before).some((line) => line.msg === 'future daily puzzles renewed')).toBe(false);
    expect(addDays(lastSeen, 1) <= future[0]!.date_to_play).toBe(true);
  });
});
