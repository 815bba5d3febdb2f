import { Hono } from 'hono';
import type { ApiSuccess, HealthDto } from '../api/types.ts';
import { APP_VERSION } from '../config.ts';

export function healthRoutes(): Hono {
  const body: ApiSuccess<HealthDto> = { code: 200, data: { version: APP_VERSION } };
  return new Hono().get('/', (c) => c.json(body));
}
