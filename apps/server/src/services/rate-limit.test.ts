import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { countRequest, countRequests, enforceRateLimits } from './rate-limit.ts';

describe.each(databaseTargets())('rate limits shared through the database on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  it('counts per key within a window and starts again in the next one', async () => {
    const db = server.database.db;
    const rule = { limit: 3, windowSeconds: 60 };
    const t0 = Date.UTC(2026, 10, 23, 10, 0, 5);
    expect(await countRequest(db, 'k:a', rule, t0)).toBe(1);
    expect(await countRequest(db, 'k:a', rule, t0 + 1000)).toBe(2);
    expect(await countRequest(db, 'k:b', rule, t0 + 1000)).toBe(1);
    expect(await countRequest(db, 'k:a', rule, t0 + 60_000)).toBe(1);
  });

  it('counts several keys of one request in one statement, each in its own window', async () => {
    const db = server.database.db;
    const minute = { limit: 5, windowSeconds: 60 };
    const day = { limit: 5, windowSeconds: 86_400 };
    const t0 = Date.UTC(2026, 10, 23, 12, 0, 5);
    const checks = [{ key: 'm:1', rule: minute }, { key: 'd:1', rule: day }];
    expect([...(await countRequests(db, checks, t0))].sort()).toEqual([['d:1', 1], ['m:1', 1]]);
    // A minute later the minute's count starts again, the day's goes on.
    expect([...(await countRequests(db, checks, t0 + 60_000))].sort()).toEqual([['d:1', 2], ['m:1', 1]]);
  });

  it('answers 429 in French past the limit of any key, with the wait', async () => {
    const db = server.database.db;
    const rule = { limit: 2, windowSeconds: 60 };
    const t0 = Date.UTC(2026, 10, 23, 11, 0, 50);
    await enforceRateLimits(db, [{ key: 'p:1', rule }], t0);
    await enforceRateLimits(db, [{ key: 'p:1', rule }], t0);
    await expect(enforceRateLimits(db, [{ key: 'p:1', rule }], t0)).rejects.toMatchObject({ status: 429, message: 'Trop de requêtes : réessayez dans 10 s' });
  });
});
