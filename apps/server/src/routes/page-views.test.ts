import { loadConfig } from '../config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/** First-party page views on the tracking route, and the measurement id browsers get (platform §9). */
describe.each(databaseTargets())('page views and site settings on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 }, env: { ANALYTICS_MEASUREMENT_ID: 'G-TEST1234' } });
  });
  afterAll(() => server.stop());

  const track = (body: unknown) =>
    fetch(`${server.url}/api/tracking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('records a page view named after its route, without a player id', async () => {
    const view = { type: 'page_view', name: 'sudoku-end', session_id: 'tab-pv', source_url: 'https://jeux.example/sudoku/2026-11-21/end', category: 'system' };
    const res = await track(view);
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toBeNull();
    const row = await server.database.db.selectFrom('analytics_event').selectAll().where('session_id', '=', 'tab-pv').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'page_view', name: 'sudoku-end', local_user_id: null, category: 'system' });
  });

  it('refuses a page name that is not a route name', async () => {
    const res = await track({ type: 'page_view', name: '../admin', session_id: 'tab-pv' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('nom de jeu ou de page invalide');
  });

  it('gives browsers the measurement id of the environment, and lets its script through the pages’ CSP', async () => {
    const res = await fetch(`${server.url}/api/site-config`);
    expect(await res.json()).toEqual({ code: 200, data: { measurement_id: 'G-TEST1234' } });
    const csp = (await fetch(`${server.url}/about`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toContain('https://*.google-analytics.com');
  });
});

describe('the measurement id setting', () => {
  it('accepts only a measurement id, never a script address', () => {
    expect(loadConfig({ ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF' }).measurementId).toBe('G-AB12CD34EF');
    expect(loadConfig({}).measurementId).toBeUndefined();
    expect(() => loadConfig({ ANALYTICS_MEASUREMENT_ID: '"><script src=//x>' })).toThrow(/ANALYTICS_MEASUREMENT_ID/);
  });
});
