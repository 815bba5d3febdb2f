import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { DatabaseHandle } from './connection.ts';
import { DatabaseUnreachableError, type WaitClock, waitForDatabase } from './wait.ts';

/** A clock whose pauses pass at once, and a database that answers from a given time on (or never). */
function scene(answersFromMs = Number.POSITIVE_INFINITY) {
  let now = 0;
  const clock: WaitClock = {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
  const attemptsAt: number[] = [];
  const database = {
    location: '127.0.0.1:5432/jeux',
    ping: async () => {
      attemptsAt.push(now);
      if (now < answersFromMs) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    },
  } as unknown as DatabaseHandle;
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { clock, database, logger, lines, attemptsAt };
}

/** Issue 35: DATABASE_WAIT_SECONDS=12 gave up after 8 s; docs/operations.md promises the whole wait. */
describe('the wait for the database at start (DATABASE_WAIT_SECONDS)', () => {
  it('keeps trying for the whole wait, its last delay cut to end at the deadline, then gives up in French', async () => {
    const { clock, database, logger, lines, attemptsAt } = scene();
    const waiting = waitForDatabase(database, { waitMs: 12_000, logger, clock });
    await expect(waiting).rejects.toThrow(DatabaseUnreachableError);
    await expect(waiting).rejects.toThrow(
      'Base de données injoignable (127.0.0.1:5432/jeux : connexion refusée) après 12 s d’attente : vérifiez que PostgreSQL tourne et répond ; le processus s’arrête (code 75) pour être relancé',
    );
    // 0.5 s, 1 s, 2 s, then every 5 s — the last one shortened to end at 12 s, where one last attempt is made.
    expect(lines.map((line) => line.retryInMs)).toEqual([500, 1000, 2000, 5000, 3500]);
    expect(attemptsAt).toEqual([0, 500, 1500, 3500, 8500, 12_000]);
  });

  it('goes on when the database answers at the very end of the wait', async () => {
    const { clock, database, logger, lines } = scene(12_000);
    await waitForDatabase(database, { waitMs: 12_000, logger, clock });
    expect(lines.at(-1)).toMatchObject({ msg: 'database reachable', attempts: 6, waitedMs: 12_000 });
  });

  it('tries once with a wait of 0', async () => {
    const { clock, database, logger, attemptsAt } = scene();
    await expect(waitForDatabase(database, { waitMs: 0, logger, clock })).rejects.toThrow(DatabaseUnreachableError);
    expect(attemptsAt).toEqual([0]);
  });
});
