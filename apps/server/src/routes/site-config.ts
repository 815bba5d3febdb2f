import { Hono } from 'hono';
import type { SiteConfigDto } from '@jdj/api';
import type { ApiSuccess } from '@jdj/api';

/**
 * Where the third-party measurement (Google Analytics 4) loads its script from and sends its hits: what
 * the pages' CSP adds when ANALYTICS_MEASUREMENT_ID is set. Browsers still load nothing before consent.
 */
export const MEASUREMENT_SOURCES = {
  extraScriptSources: ['https://www.googletagmanager.com'],
  extraConnectSources: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

/** GET /api/site-config — settings of this installation that browsers need (audience measurement). */
export function siteConfigRoutes(measurementId: string | undefined): Hono {
  const body: ApiSuccess<SiteConfigDto> = { code: 200, data: { measurement_id: measurementId ?? null } };
  return new Hono().get('/', (c) => c.json(body));
}
