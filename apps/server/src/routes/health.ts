import { Hono } from 'hono';
import type { ApiSuccess, HealthDto, ReadinessDto } from '@jdj/api';
import { APP_VERSION } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { databaseAway } from '../http/errors.ts';

/** How long readiness waits for the database: a monitor's probe must not hang on a dead connection. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/api/health`): the process answers, nothing else is touched — cheap enough for a probe every
 * second, and never failing because of the database (restarting the process would not bring it back).
 * Readiness (`/api/health/ready`): the process can serve players, its database included; a 503 in French
 * otherwise, for nginx, systemd, deploy scripts and monitors.
 */
export function healthRoutes(database: DatabaseHandle): Hono {
  const body: ApiSuccess<HealthDto> = { code: 200, data: { version: APP_VERSION } };
  const ready: ApiSuccess<ReadinessDto> = { code: 200, data: { version: APP_VERSION, database: 'ok' } };
  return new Hono()
    .get('/', (c) => c.json(body))
    .get('/ready', async (c) => {
      c.header('cache-control', 'no-store');
      try {
        await database.ping(READY_TIMEOUT_MS);
      } catch (error) {
        // Whatever the cause (no connection, no answer in time), this process cannot serve players now.
        database.availability.failedRequest(error, { method: c.req.method, path: c.req.path });
        return databaseAway(c);
      }
      return c.json(ready);
    });
}
