import { randomUUID } from 'node:crypto';
import { dateInTimeZone } from '@jdj/puzzles';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../auth/test-kit.ts';
import { DATABASE_AWAY_MESSAGE } from '../http/errors.ts';
import { createLogger } from '../logger.ts';
import { signUpVerified } from '../testing/accounts.ts';
import { CuttableProxy } from '../testing/cuttable-proxy.ts';
import { winningPlay } from '../testing/winning-play.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { openDatabase } from './connection.ts';
import { waitForDatabase } from './wait.ts';

const postgres = databaseTargets().find((target) => target.name === 'postgres');

/**
 * Issue 23, finding 1: a PostgreSQL restart, a failover or one pg_terminate_backend ended every process
 * (an 'error' event of the pool nobody listened to). The database here is the shared test server behind a
 * relay this suite cuts, and only this suite's own connections are terminated: other suites keep theirs.
 * Before the fix, the terminations below ended the test process itself ("Unhandled error").
 */
describe.skipIf(!postgres)('a process whose PostgreSQL goes away', () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  let admin: pg.Client;

  beforeAll(async () => {
    proxy = await CuttableProxy.start(postgres!.url!);
    server = await startTestServer({ name: 'postgres', url: proxy.urlFor(postgres!.url!) }, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
    admin = new pg.Client({ connectionString: postgres!.url });
    await admin.connect();
  });
  afterAll(async () => {
    await proxy.restore();
    await server?.stop();
    await proxy.stop();
    await admin?.end();
  });
  afterEach(() => proxy.restore());

  /** Terminates the backends of this suite's server (those reached through the relay), idle or not. */
  async function terminateOurBackends(): Promise<number> {
    const ports = proxy.upstreamPorts();
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE client_addr = '127.0.0.1' AND client_port = ANY($1::int[])`,
      [ports],
    );
    return rows.filter((row) => row.ended).length;
  }

  /**
   * Every terminated connection seen closed by the pool: until then a request can still draw one from the
   * pool and fail (a 503, which the browser sends again), which is not what these tests are about.
   */
  async function terminatedConnectionsClosed(): Promise<void> {
    await until(() => proxy.upstreamPorts().length === 0);
    await new Promise((resolve) => setImmediate(resolve));
  }

  const logged = (msg: string, fields: Record<string, unknown> = {}) =>
    server.logs.some((line) => line.msg === msg && Object.entries(fields).every(([key, value]) => line[key] === value));
  const scoresOf = () => fetch(`${server.url}/api/scores?local_user_id=${randomUUID()}`);

  async function busyPool(): Promise<void> {
    // Several requests at once leave several idle connections in the pool.
    const answers = await Promise.all(Array.from({ length: 6 }, scoresOf));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
  }

  it('survives its idle connections being terminated, and serves the next request on a new one', async () => {
    await busyPool();
    expect(await terminateOurBackends()).toBeGreaterThan(0);
    await until(() => logged('database unavailable'));
    await terminatedConnectionsClosed();

    expect((await scoresOf()).status).toBe(200);
    expect(logged('database reachable again')).toBe(true);
    expect(server.logs.filter((line) => line.level === 'error')).toEqual([]);
    // The connections were opened by earlier requests; their loss and the return are about none of them.
    const outageLines = server.logs.filter((line) => line.msg === 'database unavailable' || line.msg === 'database reachable again');
    expect(outageLines.filter((line) => 'requestId' in line)).toEqual([]);
  });

  it('survives a connection lost while a transaction holds it between two statements', async () => {
    const transaction = server.database.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await terminateOurBackends();
      await until(() => logged('database unavailable', { where: 'connection lost' }));
      await sql`SELECT 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    // The termination ended the pool's idle connections too.
    await terminatedConnectionsClosed();
    expect((await scoresOf()).status).toBe(200);
  });

  it('answers 503, not « already played », to a score the database failed to store: sent again, it is stored once', async () => {
    // The INSERT fails for the database's own reason (here a full disk, raised by a trigger; a failover to
    // a read-only server, a cancelled statement are the same) while the connection stays usable. Answered
    // 409 « déjà joué », as before, the app would have dropped the score from its outbox: lost for good.
    await sql`CREATE FUNCTION disk_full_at_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = 'disk_full'; END $$`.execute(
      server.database.db,
    );
    await sql`CREATE TRIGGER disk_full_at_insert BEFORE INSERT ON score FOR EACH ROW EXECUTE FUNCTION disk_full_at_insert()`.execute(server.database.db);
    const date = dateInTimeZone(new Date(), 'Europe/Paris');
    const play = winningPlay('sudoku', date, { contentKey: server.contentKey })!;
    const body = JSON.stringify({
      game: 'sudoku',
      date,
      local_user_id: randomUUID(),
      score: play.score,
      played_at: new Date().toISOString(),
      moves: play.moves,
      client_play_id: randomUUID(),
    });
    const send = () => fetch(`${server.url}/api/scores`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    try {
      const refused = await send();
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toBe(DATABASE_AWAY_MESSAGE);
    } finally {
      await sql`DROP TRIGGER disk_full_at_insert ON score`.execute(server.database.db);
      await sql`DROP FUNCTION disk_full_at_insert()`.execute(server.database.db);
    }
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(200);
  });

  it('answers 503 in French while the database is away (API, accounts, pages, readiness), stays alive, and recovers alone', async () => {
    const player = new Browser(server.url);
    const who = {
      email: `panne-${randomUUID().slice(0, 8)}@exemple.fr`,
      password: 'Grille-du-jour-42',
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: `panne_${randomUUID().slice(0, 8)}`,
    };
    // An account opens with its mailed link (which signs the player in).
    await signUpVerified(server, player, who);
    await busyPool();
    await proxy.cut();

    const api = await scoresOf();
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ code: 503, message: DATABASE_AWAY_MESSAGE });

    const score = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'sudoku',
        date: '2026-01-01',
        local_user_id: randomUUID(),
        score: 100,
        played_at: new Date().toISOString(),
        moves: [],
        client_play_id: randomUUID(),
      }),
    });
    expect(score.status).toBe(503);

    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'personne@exemple.fr', password: 'un mot de passe' }),
    });
    expect(signIn.status).toBe(503);
    expect(((await signIn.json()) as { message: string }).message).toBe(DATABASE_AWAY_MESSAGE);

    // A signed-in player's session is read from the database at each page load.
    const session = await player.call<{ message: string }>('/api/auth/get-session');
    expect(session.status).toBe(503);
    expect(session.body.message).toBe(DATABASE_AWAY_MESSAGE);

    // Pages need only the catalogue, read before the outage: they keep being served (outage-day.test.ts).
    // (This test server has no web build: the page is its « not built » answer, not the outage's.)
    const page = await fetch(`${server.url}/calendrier`);
    expect(await page.text()).toContain('L’application web n’est pas construite');

    // Liveness stays cheap and green (restarting the process would not bring the database back); readiness says it.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toBe(DATABASE_AWAY_MESSAGE);

    await proxy.restore();
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    expect((await scoresOf()).status).toBe(200);
    expect((await player.call<{ user: { email: string } }>('/api/auth/get-session')).body.user.email).toBe(who.email);
    // (This test server has no web build: the page is its « not built » answer, not the outage's.)
    expect(await (await fetch(`${server.url}/calendrier`)).text()).not.toContain('Service momentanément indisponible');

    // What the operator reads: the outage once, the failed requests (at most 30 lines a minute), the return.
    expect(logged('database reachable again')).toBe(true);
    expect(server.logs.filter((line) => line.msg === 'request failed: database unavailable').length).toBeGreaterThanOrEqual(5);
    expect(server.logs.filter((line) => line.level === 'error')).toEqual([]);
  });
});

describe.skipIf(!postgres)('a process starting while its PostgreSQL is away', () => {
  it('waits for it, trying again with a growing delay, and goes on as soon as it answers', async () => {
    const proxy = await CuttableProxy.start(postgres!.url!);
    await proxy.cut();
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const database = openDatabase({ databaseUrl: proxy.urlFor(postgres!.url!), logger });
    try {
      const waiting = waitForDatabase(database, { waitMs: 60_000, logger });
      await until(() => lines.filter((line) => line.msg === 'database unreachable at start, trying again').length >= 2);
      await proxy.restore();
      await waiting;
      const retries = lines.filter((line) => line.msg === 'database unreachable at start, trying again');
      expect(retries.map((line) => line.retryInMs).slice(0, 2)).toEqual([500, 1000]);
      expect(lines.at(-1)).toMatchObject({ msg: 'database reachable', attempts: retries.length + 1 });
    } finally {
      await database.close();
      await proxy.stop();
    }
  });
});

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
