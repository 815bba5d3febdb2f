import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseAvailability } from './db/availability.ts';
import { guardedLog } from './log-guard.ts';
import { createLogger } from './logger.ts';
import { runInRequest } from './request-context.ts';

/**
 * Issue 35: the lines of an outage carried the id of a request that had ended 12 s before (the one that
 * opened the connection whose loss they tell), and the count of suppressed lines came 68 s later under
 * another request's id. Each line now carries the id of the request it is about, or none.
 */
describe('the lines of an outage, each under the request it is about', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function logged() {
    const lines: Record<string, unknown>[] = [];
    return { lines, logger: createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) };
  }
  const lost = new Error('Connection terminated unexpectedly');

  it('a connection lost long after the request that opened it is told under no request id', async () => {
    const { lines, logger } = logged();
    const availability = new DatabaseAvailability(logger, true);
    // A connection's events run in the context of the request that opened it: a timer set there stands for them.
    runInRequest({ requestId: 'ouverture' }, () => setTimeout(() => availability.lost(lost, 'connection lost'), 12_000));
    await vi.advanceTimersByTimeAsync(12_000);
    runInRequest({ requestId: 'retour' }, () => availability.reachable());
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'database unavailable', where: 'connection lost' }),
      expect.objectContaining({ msg: 'database reachable again' }),
    ]);
    for (const line of lines) expect(line).not.toHaveProperty('requestId');
  });

  it('a request refused is told under its own id', () => {
    const { lines, logger } = logged();
    const availability = new DatabaseAvailability(logger, true);
    runInRequest({ requestId: 'refusee' }, () => availability.failedRequest(lost, { method: 'GET', path: '/api/scores' }));
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['database unavailable', 'refusee'],
      ['request failed: database unavailable', 'refusee'],
    ]);
  });

  it('the count of suppressed lines is written when the minute ends, under no request id', async () => {
    const { lines, logger } = logged();
    const warn = guardedLog(logger, 'warn', 'request failed: database unavailable', 2);
    for (const id of ['r1', 'r2', 'r3', 'r4']) runInRequest({ requestId: id }, () => warn({ path: '/api/scores' }));
    expect(lines.map((line) => line.requestId)).toEqual(['r1', 'r2']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines.slice(2)).toEqual([expect.objectContaining({ msg: 'request failed: database unavailable (lignes supprimées)', suppressed: 2 })]);
    expect(lines[2]).not.toHaveProperty('requestId');
    // A new minute: lines written again, under their requests' ids.
    runInRequest({ requestId: 'r5' }, () => warn({ path: '/api/scores' }));
    expect(lines.slice(3).map((line) => line.requestId)).toEqual(['r5']);
  });
});
