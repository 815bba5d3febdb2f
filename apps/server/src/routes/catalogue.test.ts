import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SLUGS } from '@jdj/puzzles';
import type { GameDto, ProviderDto } from '@jdj/api';
import { getWithHost } from '../testing/host-request.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

async function getJson<T>(server: TestServer, path: string): Promise<{ status: number; body: T; type: string }> {
  const res = await fetch(server.url + path);
  return { status: res.status, body: (await res.json()) as T, type: res.headers.get('content-type') ?? '' };
}

/** fetch() cannot set Host; a raw request can, as a browser on a partner's sub-domain does. */
describe.each(databaseTargets())('catalogue API on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    // A development install (debug answers on): the stock `demo` provider is there beside the two others.
    server = await startTestServer(target, { env: { DEBUG_ANSWERS: '1' } });
  });
  afterAll(() => server.stop());

  it('answers the health check with the version', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, data: { version: '0.9.0' } });
  });

  it('lists the eleven games with their accent colours and logos', async () => {
    const { status, body } = await getJson<{ data: GameDto[] }>(server, '/api/games');
    expect(status).toBe(200);
    expect(body.data.map((g) => g.slug)).toEqual([...GAME_SLUGS]);
    const colours = Object.fromEntries(body.data.map((g) => [g.slug, g.color]));
    expect(colours).toMatchObject({ motamo: '#005dce', synonymo: '#35b000', sudoku: '#f1c40f', proximo: '#9b59b6' });
    for (const game of body.data) {
      expect(game.description.length).toBeGreaterThan(20);
      expect(game.route).toBe(`/${game.slug}`);
      expect(game.logo).toBe(`/logos/${game.slug}.svg`);
      expect(game.is_active).toBe(true);
    }
    expect(body.data.find((g) => g.slug === 'sudoku')?.joker_penalty).toBe(30);
    expect(body.data.find((g) => g.slug === 'motamo')?.joker_penalty).toBe(10);
  });

  it('gives the default provider all eleven games and allow_theme_change', async () => {
    const { body } = await getJson<{ data: ProviderDto }>(server, '/api/providers/current');
    expect(body.data.slug).toBe('default');
    expect(body.data.features).toContain('allow_theme_change');
    expect(body.data.games.map((g) => g.slug)).toEqual([...GAME_SLUGS]);
    expect(body.data.timezone).toBe('Europe/Paris');
    expect(Object.keys(body.data).sort()).toEqual(
      ['brand', 'feedback_url', 'features', 'games', 'id', 'legal', 'name', 'share_url', 'slug', 'stream', 'timezone'].sort(),
    );
  });

  it('picks the provider named by the query, with its features and its own game order', async () => {
    const partner = await getJson<{ data: ProviderDto }>(server, '/api/providers/current?provider=partenaire');
    expect(partner.body.data.slug).toBe('partenaire');
    expect(partner.body.data.features).toEqual(expect.arrayContaining(['no_login', 'no_homepage']));
    expect(partner.body.data.features).not.toContain('allow_theme_change');
    expect(partner.body.data.games.map((g) => g.slug)).toEqual(['motamo', 'sudoku', 'binero', 'synonymo', 'anagrammo']);

    const demo = await getJson<{ data: ProviderDto }>(server, '/api/providers/current?provider=DEMO');
    expect(demo.body.data.slug).toBe('demo');
    expect(demo.body.data.features).toContain('debug_resolve');
  });

  it('falls back to the default provider for an unknown slug and logs a warning', async () => {
    const { status, body } = await getJson<{ data: ProviderDto }>(server, '/api/providers/current?provider=inconnu');
    expect(status).toBe(200);
    expect(body.data.slug).toBe('default');
    expect(server.logs).toContainEqual(expect.objectContaining({ level: 'warn', provider: 'inconnu' }));
  });

  it('maps a partner sub-domain to its provider, and the query still wins over it', async () => {
    const bySubdomain = await getWithHost(server, '/api/providers/current', 'partenaire.localhost:3000');
    expect((JSON.parse(bySubdomain.body) as { data: ProviderDto }).data.slug).toBe('partenaire');
    const byQuery = await getWithHost(server, '/api/providers/current?provider=demo', 'partenaire.localhost');
    expect((JSON.parse(byQuery.body) as { data: ProviderDto }).data.slug).toBe('demo');
    const other = await getWithHost(server, '/api/providers/current', 'www.example.org');
    expect((JSON.parse(other.body) as { data: ProviderDto }).data.slug).toBe('default');
  });

  it('hides inactive games from providers but keeps them in the catalogue', async () => {
    await server.database.db.updateTable('game').set({ is_active: 0 }).where('slug', '=', 'numero').execute();
    try {
      const provider = await getJson<{ data: ProviderDto }>(server, '/api/providers/current');
      expect(provider.body.data.games.map((g) => g.slug)).not.toContain('numero');
      const games = await getJson<{ data: GameDto[] }>(server, '/api/games');
      expect(games.body.data.find((g) => g.slug === 'numero')?.is_active).toBe(false);
    } finally {
      await server.database.db.updateTable('game').set({ is_active: 1 }).where('slug', '=', 'numero').execute();
    }
  });

  it('keeps allow_theme_change on the default provider even when an operator removed it', async () => {
    await server.database.db.updateTable('provider').set({ features: '[]' }).where('slug', '=', 'default').execute();
    try {
      const { body } = await getJson<{ data: ProviderDto }>(server, '/api/providers/current');
      expect(body.data.features).toEqual(['allow_theme_change']);
    } finally {
      await server.database.db.updateTable('provider').set({ features: '["allow_theme_change"]' }).where('slug', '=', 'default').execute();
    }
  });

  it('survives a provider row edited by hand into broken JSON', async () => {
    await server.database.db.updateTable('provider').set({ features: '{oops', games: '"x"' }).where('slug', '=', 'demo').execute();
    const { status, body } = await getJson<{ data: ProviderDto }>(server, '/api/providers/current?provider=demo');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ slug: 'demo', features: [], games: [] });
    expect(server.logs).toContainEqual(expect.objectContaining({ level: 'warn', msg: expect.stringContaining('malformed') }));
  });
});
