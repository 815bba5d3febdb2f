import { Hono } from 'hono';
import type { SiteConfigDto } from '../api/player-types.ts';
import type { ApiSuccess } from '../api/types.ts';

/** GET /api/site-config — settings of this installation that browsers need (audience measurement). */
export function siteConfigRoutes(measurementId: string | undefined): Hono {
  const body: ApiSuccess<SiteConfigDto> = { code: 200, data: { measurement_id: measurementId ?? null } };
  return new Hono().get('/', (c) => c.json(body));
}
