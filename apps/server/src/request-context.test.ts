import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { deferErrorLog, markDatabaseUnavailable, type RequestContext, runInRequest, settleDeferredLogs } from './request-context.ts';

/**
 * better-auth writes « Failed to query fallback join for model user » at error level, then throws the
 * error it is about: during a PostgreSQL restart the full scale test found such lines among the errors,
 * for requests answered 503. Its error lines wait for the end of the request.
 */
describe('error lines deferred to the end of a request', () => {
  const run = async (databaseAway: boolean) => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const context: RequestContext = { requestId: 'essai-1' };
    await runInRequest(context, async () => {
      deferErrorLog(() => logger.error('auth: Failed to query fallback join for model user:'));
      await Promise.resolve();
      if (databaseAway) markDatabaseUnavailable(new Error('Connection terminated unexpectedly'));
      expect(lines).toEqual([]);
      // What the request-id middleware does once the request is answered.
      settleDeferredLogs(context);
    });
    return lines;
  };

  it('are dropped when the database being away explains the failure (the outage is logged once)', async () => {
    expect(await run(true)).toEqual([]);
  });

  it('are written, with the request id, when it does not', async () => {
    expect(await run(false)).toEqual([
      expect.objectContaining({ level: 'error', requestId: 'essai-1', msg: 'auth: Failed to query fallback join for model user:' }),
    ]);
  });

  it('are written at once outside a request', () => {
    const lines: string[] = [];
    deferErrorLog(() => lines.push('écrite'));
    expect(lines).toEqual(['écrite']);
  });
});
