import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dateInTimeZone } from '@jdj/puzzles';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_AWAY_MESSAGE } from '../http/errors.ts';
import { CuttableProxy } from '../testing/cuttable-proxy.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

const postgres = databaseTargets().find((target) => target.name === 'postgres');

/** A web build reduced to what first paint reads: the shell, Vite's manifest, and a server entry naming the provider. */
function writeBuild(root: string): void {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(root, 'ssr'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="fr">',
      '<head><meta name="description" content="Un nouveau défi chaque jour." /><title>Jeux du Jour</title>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '</head>',
      '<body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(root, 'assets/index-abc.js'), 'console.log("app");');
  fs.writeFileSync(path.join(root, 'assets/index-abc.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'] } }));
  fs.writeFileSync(
    path.join(root, 'ssr/entry-server.js'),
    [
      "export const firstScreenModules = (path) => (path === '/' || path === '/sudoku' ? [] : null);",
      'export const render = async (path, provider) => ({ html: "<main>" + provider.name + " " + path + "</main>", data: "", title: provider.name });',
    ].join('\n'),
  );
}

/**
 * Issue 35: an outage longer than the catalogue's few seconds in memory answered 503 for every page and every
 * puzzle read, though docs/operations.md promises a day already loaded keeps being served. The database is
 * the shared test server behind a relay this suite cuts.
 */
describe.skipIf(!postgres)('a day already loaded, while the database is away', () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  let webDist: string;
  let today: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-outage-day-'));
    writeBuild(webDist);
    proxy = await CuttableProxy.start(postgres!.url!);
    server = await startTestServer({ name: 'postgres', url: proxy.urlFor(postgres!.url!) }, { webDist, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    today = dateInTimeZone(new Date(), 'Europe/Paris');
  });
  afterAll(async () => {
    await proxy?.restore();
    await server?.stop();
    await proxy?.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const reads = () => ['/', '/sudoku', `/api/games/sudoku/puzzles/${today}`, '/api/games/sudoku/last-playable-date'];
  const answer = async (url: string) => {
    const response = await fetch(`${server.url}${url}`);
    return { status: response.status, body: await response.text() };
  };

  it('keeps serving its pages and puzzles from memory, what was never read gets the French 503, and fresh reads return with the database', async () => {
    const loaded = await Promise.all(reads().map(answer));
    expect(loaded.map((read) => read.status)).toEqual([200, 200, 200, 200]);
    expect(loaded[0]!.body).toContain('<main>Jeux du Jour /</main>');

    await proxy.cut();
    // As many times as a player reloads: each read tries the database, and finds its day in memory.
    for (let round = 0; round < 3; round++) expect(await Promise.all(reads().map(answer))).toEqual(loaded);
    // A day never read by this process needs the database.
    const unread = await fetch(`${server.url}/api/games/binero/puzzles/${today}`);
    expect(unread.status).toBe(503);
    expect(((await unread.json()) as { message: string }).message).toBe(DATABASE_AWAY_MESSAGE);

    await proxy.restore();
    // The database back, an operator's edit is seen at once: memory stood in only while it was away.
    const admin = new pg.Client({ connectionString: postgres!.url });
    await admin.connect();
    try {
      await admin.query(`UPDATE ${server.schema}.provider SET name = 'Jeux du Soir' WHERE slug = 'default'`);
    } finally {
      await admin.end();
    }
    expect((await answer('/')).body).toContain('<main>Jeux du Soir /</main>');
  });
});
