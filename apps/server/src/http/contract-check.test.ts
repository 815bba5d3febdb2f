import { allRoutes, route } from '@jdj/api';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createLogger } from '../logger.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { contractCheck } from './contract-check.ts';

const silent = createLogger('silent');
const counter = route('GET', '/api/counter/:id', { answer: z.object({ id: z.string(), count: z.number() }) });

/** A small app whose one route answers what the test says, behind the contract check. */
function appAnswering(body: unknown, status = 200) {
  return new Hono()
    .use('/api/*', contractCheck(silent, [counter]))
    .get('/api/counter/:id', (c) => c.json(body as object, status as 200))
    .get('/api/elsewhere', (c) => c.json({ code: 200, data: {} }))
    .post('/api/counter/:id', (c) => c.json({ code: 404, message: 'Route inconnue' }, 404));
}

async function call(app: Hono, path = '/api/counter/7', method = 'GET') {
  const res = await app.request(path, { method });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

describe('the contract check', () => {
  it('lets an answer of the contract’s shape through unchanged', async () => {
    const answer = { code: 200, data: { id: '7', count: 3 } };
    expect(await call(appAnswering(answer))).toEqual({ status: 200, body: answer });
  });

  it('turns an answer outside its schema into a 500 naming the route and the field', async () => {
    const { status, body } = await call(appAnswering({ code: 200, data: { id: '7', count: 'trois' } }));
    expect(status).toBe(500);
    expect(body.message).toMatch(/^Réponse hors contrat : GET \/api\/counter\/:id \(200\) : data\.count/);
  });

  it('counts a field the schema does not name as outside it (the browser would drop it)', async () => {
    const { status, body } = await call(appAnswering({ code: 200, data: { id: '7', count: 3, secret: 'x' } }));
    expect(status).toBe(500);
    expect(body.message).toContain('champ absent du contrat');
  });

  it('wants every refusal as { code, message }', async () => {
    expect((await call(appAnswering({ code: 409, message: 'Déjà compté' }, 409))).status).toBe(409);
    expect((await call(appAnswering({ error: 'conflict' }, 409))).status).toBe(500);
    // A method the API does not serve on that path still refuses in the API's shape.
    expect((await call(appAnswering({}), '/api/counter/7', 'POST')).status).toBe(404);
  });

  it('refuses a success from a route the contract does not name', async () => {
    const { status, body } = await call(appAnswering({}), '/api/elsewhere');
    expect(status).toBe(500);
    expect(body.message).toContain('route absente du contrat');
  });
});

describe.each(databaseTargets())('the contract and the server ($name)', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server?.stop());

  // Middleware is registered for every method (ALL) or for the writes on every path (/api/*): not routes.
  const served = () =>
    new Set(server.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/*').map((r) => `${r.method} ${r.path}`));

  it('names every route the server serves', () => {
    const named = new Set(allRoutes().map((r) => `${r.method} ${r.path}`));
    expect([...served()].filter((r) => !named.has(r))).toEqual([]);
  });

  it('has no route the server does not serve (better-auth serves /api/auth/* itself)', () => {
    const routes = served();
    const missing = allRoutes().filter((r) => !r.path.startsWith('/api/auth/') && !routes.has(`${r.method} ${r.path}`));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
