import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { countRequest, currentCount, enforceRateLimits, enforceRateStages } from './rate-limit.ts';

/** The start of the hour before now: windows of the tests start on their boundaries, and stay recent. */
const lastHour = () => Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;

describe.each(databaseTargets())('rate limits shared through the database on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  it('counts per key, and lets the previous window weigh what is left of it', async () => {
    const db = server.database.db;
    const rule = { limit: 10, windowSeconds: 60 };
    const t0 = lastHour();
    expect(await countRequest(db, 'k:a', rule, t0 + 5_000)).toBeCloseTo(1);
    expect(await countRequest(db, 'k:a', rule, t0 + 6_000)).toBeCloseTo(2);
    expect(await countRequest(db, 'k:b', rule, t0 + 6_000)).toBeCloseTo(1);
    // A quarter into the next window: three quarters of the previous count still weigh.
    expect(await countRequest(db, 'k:a', rule, t0 + 75_000)).toBeCloseTo(1 + 2 * 0.75);
    expect(await currentCount(db, 'k:a', rule, t0 + 75_000)).toBeCloseTo(1 + 2 * 0.75);
    // Two windows later, nothing is left.
    expect(await countRequest(db, 'k:a', rule, t0 + 190_000)).toBeCloseTo(1);
    expect(await currentCount(db, 'k:nobody', rule, t0)).toBe(0);
  });

  it('counts every key of a request, even past the limit of one of them', async () => {
    const db = server.database.db;
    const tight = { limit: 1, windowSeconds: 60 };
    const loose = { limit: 100, windowSeconds: 86_400 };
    const t0 = lastHour() + 5_000;
    const checks = [
      { key: 'm:1', rule: tight },
      { key: 'd:1', rule: loose },
    ];
    await enforceRateLimits(db, checks, t0);
    await expect(enforceRateLimits(db, checks, t0)).rejects.toMatchObject({ status: 429 });
    expect(await currentCount(db, 'm:1', tight, t0)).toBeCloseTo(2);
    expect(await currentCount(db, 'd:1', loose, t0)).toBeCloseTo(2);
  });

  it('writes a later stage only while the stage before it is within its limit, the previous window weighing in', async () => {
    const db = server.database.db;
    const rule = { limit: 2, windowSeconds: 60 };
    // Half way into a window: the previous window's two requests weigh one.
    const t0 = lastHour() + 30_000;
    for (const at of [t0 - 50_000, t0 - 40_000]) await enforceRateStages(db, [[{ key: 'a:addr', rule }]], at);
    const stages = (player: string) => [[{ key: 'a:addr', rule }], [{ key: `p:${player}`, rule }]];
    await enforceRateStages(db, stages('one'), t0);
    expect(await currentCount(db, 'a:addr', rule, t0)).toBeCloseTo(2);
    expect(await currentCount(db, 'p:one', rule, t0)).toBeCloseTo(1);
    await expect(enforceRateStages(db, stages('two'), t0)).rejects.toMatchObject({ status: 429 });
    // Refused at the address: counted there, and no row at all for the player it named.
    expect(await currentCount(db, 'a:addr', rule, t0)).toBeCloseTo(3);
    expect(await db.selectFrom('api_rate_limit').select('key').where('key', '=', 'p:two').executeTakeFirst()).toBeUndefined();
    // A player past its own limit is refused even when the address passes.
    const roomy = { limit: 100, windowSeconds: 60 };
    for (let i = 0; i < 2; i++) await enforceRateStages(db, [[{ key: `a:${i}`, rule: roomy }], [{ key: 'p:busy', rule }]], t0);
    await expect(enforceRateStages(db, [[{ key: 'a:9', rule: roomy }], [{ key: 'p:busy', rule }]], t0)).rejects.toMatchObject({ status: 429 });
  });

  it('answers 429 in French past the limit of any key, with the wait, even across a window boundary', async () => {
    const db = server.database.db;
    const rule = { limit: 2, windowSeconds: 60 };
    const t0 = lastHour() + 50_000;
    await enforceRateLimits(db, [{ key: 'p:1', rule }], t0);
    await enforceRateLimits(db, [{ key: 'p:1', rule }], t0);
    await expect(enforceRateLimits(db, [{ key: 'p:1', rule }], t0)).rejects.toMatchObject({
      status: 429,
      message: 'Trop de requêtes : réessayez dans 10\u00a0s',
    });
    // Just after the boundary, the burst of the previous window still counts.
    await expect(enforceRateLimits(db, [{ key: 'p:1', rule }], t0 + 11_000)).rejects.toMatchObject({ status: 429 });
  });
});
