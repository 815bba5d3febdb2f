import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { storedBytes, TRACKING_BYTES_PER_DAY, TRACKING_LIMIT } from './tracking.ts';

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

describe.each(databaseTargets())('tracking bytes per address on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server.stop());

  const track = (body: unknown, address: string) =>
    fetch(`${server.url}/api/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  /** The largest event the contract lets through, about 1.5 kB once kept. */
  const heavy = (session: string) => ({
    type: 'page_view',
    name: 'home',
    session_id: session,
    local_user_id: randomUUID(),
    source_url: `https://jeux.example/${'a'.repeat(2000)}`,
    referrer_url: `https://journal.example/${'b'.repeat(2000)}`,
    device_info: { user_agent: 'M'.repeat(512), language: 'fr-FR', screen_size: '390x844', timezone: 'Europe/Paris', pixel_ratio: 3 },
    props: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`propriete_${i}`, 'x'.repeat(64)])),
  });

  it('stores at most the daily byte budget of one address, answers the rest with the usual 429, and serves the next address', async () => {
    const session = `octets-${randomUUID()}`;
    const flooder = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    // The clock moves 10 minutes between bursts (the request limit's window starts afresh), all within one day.
    const dayStart = Date.UTC(2031, 0, 15);
    vi.useFakeTimers({ toFake: ['Date'], now: dayStart + 60_000 });
    const statuses: number[] = [];
    try {
      const burst = TRACKING_LIMIT.limit - 20;
      for (let step = 0; step < 6; step += 1) {
        vi.setSystemTime(dayStart + 60_000 + step * 600_000);
        for (let sent = 0; sent < burst; sent += 25) {
          const answers = await Promise.all(Array.from({ length: Math.min(25, burst - sent) }, () => track(heavy(session), flooder)));
          for (const answer of answers) {
            statuses.push(answer.status);
            if (answer.status === 429) {
              expect(await answer.json()).toMatchObject({
                code: 429,
                message: expect.stringMatching(/^Trop de requêtes : réessayez dans \d+\u00a0(s|min|h(\u00a0\d+\u00a0min)?)$/),
              });
            } else {
              await answer.body?.cancel();
            }
          }
        }
      }
      const rows = await server.database.db.selectFrom('analytics_event').selectAll().where('session_id', '=', session).execute();
      const bytes = rows.reduce((sum, row) => sum + storedBytes(row as unknown as Record<string, string | null>), 0);
      const oneEvent = storedBytes(rows[0] as unknown as Record<string, string | null>);
      expect(statuses.filter((status) => status === 201)).toHaveLength(rows.length);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
      // The budget is used, never passed: what was kept lies within one event of it.
      expect(bytes).toBeLessThanOrEqual(TRACKING_BYTES_PER_DAY.limit);
      expect(bytes).toBeGreaterThan(TRACKING_BYTES_PER_DAY.limit - oneEvent);
      // Past the budget the address stays refused for the rest of its day: the last burst stores nothing.
      expect(statuses.slice(-(TRACKING_LIMIT.limit - 20)).every((status) => status === 429)).toBe(true);

      const neighbour = await track(heavy(session), `203.0.113.${(Number(flooder.split('.')[3]) % 250) + 2}`);
      expect(neighbour.status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });
});
