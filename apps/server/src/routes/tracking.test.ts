import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

describe.each(databaseTargets())('game tracking on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const track = (body: unknown) =>
    fetch(`${server.url}/api/tracking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const event = {
    type: 'start',
    name: 'sudoku',
    local_user_id: randomUUID(),
    session_id: 'tab-1',
    provider: 'partenaire',
    source_url: 'https://jeux.example/sudoku/2026-11-21',
    referrer_url: 'https://journal.example/',
    device_info: { user_agent: 'Mozilla/5.0', language: 'fr-FR', screen_size: '390x844', timezone: 'Europe/Paris', pixel_ratio: 3 },
    category: 'gameplay',
    props: { date: '2026-11-21' },
  };

  it('records start and end events with the analytics fields and the provider', async () => {
    expect((await track(event)).status).toBe(201);
    expect((await track({ ...event, type: 'end' })).status).toBe(201);
    const rows = await server.database.db
      .selectFrom('analytics_event')
      .selectAll()
      .where('local_user_id', '=', event.local_user_id)
      .orderBy('type', 'desc')
      .execute();
    expect(rows.map((r) => r.type)).toEqual(['start', 'end']);
    const partner = await server.database.db.selectFrom('provider').select('id').where('slug', '=', 'partenaire').executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ name: 'sudoku', session_id: 'tab-1', provider_id: partner.id, category: 'gameplay' });
    expect(JSON.parse(rows[0]!.device_info)).toMatchObject({ screen_size: '390x844', pixel_ratio: 3 });
  });

  it('rejects any other type with a clear message', async () => {
    const res = await track({ ...event, type: 'pause' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/start.*end/);
  });

  it('rejects oversized or malformed events', async () => {
    expect((await track({ ...event, props: { blob: 'x'.repeat(5000) } })).status).toBe(400);
    expect((await track({ ...event, session_id: '' })).status).toBe(400);
    expect((await track({ ...event, device_info: { pixel_ratio: 'high' } })).status).toBe(400);
  });
});
