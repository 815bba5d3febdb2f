import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAWLERS, crawl, expectCompletePreview, previewTags } from '../testing/crawler.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

function writeBuild(root: string) {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="fr">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="Un nouveau défi chaque jour." />',
      '    <title>Jeux du Jour</title>',
      '  </head>',
      `  <body><div id="root"></div>${' '.repeat(600)}</body>`,
      '</html>',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Jeux du Jour"}');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What `npm run build` adds: compressed copies of the larger text files, and the build manifest.
  for (const file of ['index.html', 'assets/index-abc123.js']) {
    const body = fs.readFileSync(path.join(root, file));
    fs.writeFileSync(path.join(root, `${file}.gz`), gzipSync(body));
    fs.writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(body));
  }
  fs.writeFileSync(path.join(root, 'build.json'), '{"version":"0.9.0","commit":null,"date":null,"dirty":false}');
}

/** The body exactly as sent, before any decoding. */
function rawBody(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('serving the built web app', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-web-'));
    writeBuild(webDist);
    server = await startTestServer({ name: 'sqlite' }, { webDist });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/about', '/login', '/sudoku/2026-11-21/end', '/profile/edit'])(
    'answers the app shell for the client route %s, never cached stale',
    async (route) => {
      const res = await fetch(server.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toMatch(/<title>(?:Jeux du Jour|Sudoku du samedi 21 novembre 2026)(?: – [^<]+)?<\/title>/);
    },
  );

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/);
  });

  it('sends the compressed copies the build wrote to browsers that accept them', async () => {
    const url = `${server.url}/assets/index-abc123.js`;
    const brotli = await rawBody(url, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.body.equals(fs.readFileSync(path.join(webDist, 'assets/index-abc123.js.br')))).toBe(true);
    const gzip = await rawBody(url, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.equals(fs.readFileSync(path.join(webDist, 'assets/index-abc123.js.gz')))).toBe(true);
    const plain = await rawBody(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('console.log');
    // Files the build did not compress go as they are.
    expect((await rawBody(`${server.url}/sw.js`, 'gzip, br')).encoding).toBeUndefined();
  });

  it('never serves the compressed copies or the build manifest as files of the site', async () => {
    for (const file of ['/assets/index-abc123.js.gz', '/assets/index-abc123.js.br', '/build.json']) {
      expect((await fetch(server.url + file)).status).toBe(404);
    }
  });

  it('answers 304 when the browser already holds the file', async () => {
    const first = await fetch(`${server.url}/favicon.svg`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/favicon.svg`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing file rather than the app shell', async () => {
    const res = await fetch(`${server.url}/assets/missing-123.js`);
    expect(res.status).toBe(404);
  });

  it('lets partners embed the portal in a frame', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  describe('link previews of the plain shell (issue 37)', () => {
    const portal = (urlPath: string, title: string, image = '/thumbnail.png') => ({
      title,
      // An invitation's token is after `#`: its page names no canonical address that would drop it.
      url: urlPath === '/ligues/rejoindre' ? null : `${server.url}${urlPath}`,
      image: `${server.url}${image}`,
      siteName: 'Jeux du Jour',
    });
    const routes = (): [string, ReturnType<typeof portal>][] => [
      ['/sudoku/2026-11-28', portal('/sudoku/2026-11-28', 'Sudoku du samedi 28 novembre 2026', '/sudoku/thumbnail.png')],
      ['/binero/2026-11-28/end', portal('/binero/2026-11-28/end', 'Binero du samedi 28 novembre 2026', '/binero/thumbnail.png')],
      ['/about', portal('/about', 'Jeux du Jour – À propos')],
      ['/ligues/rejoindre', portal('/ligues/rejoindre', 'Jeux du Jour – Rejoindre une ligue')],
      ['/mentions-legales', portal('/mentions-legales', 'Jeux du Jour – Mentions légales')],
      ['/confidentialite', portal('/confidentialite', 'Jeux du Jour – Politique de confidentialité')],
      ['/register', portal('/register', 'Jeux du Jour – Inscription')],
      ['/stats', portal('/stats', 'Jeux du Jour – Mes statistiques')],
    ];

    it.each(Object.entries(CRAWLERS))('gives the %s crawler every tag of each route, with no script run', async (_name, userAgent) => {
      for (const [urlPath, expected] of routes()) {
        const page = await crawl(server, urlPath, { userAgent });
        expect(page.status, urlPath).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expectCompletePreview(page.body, expected);
        // The rest of the shell is untouched: the app still starts from it.
        expect(page.body).toContain('<div id="root"></div>');
        // Its title is the page's (issue 38: the provider's name, never the portal's before the app starts).
        expect(page.body).toContain(`<title>${expected.title}</title>`);
      }
    });

    it("names a partner's pages at its own host name, whichever address the crawler came by", async () => {
      const expected = {
        title: 'Sudoku du samedi 28 novembre 2026',
        url: `http://partenaire.localhost:${server.port}/sudoku/2026-11-28`,
        image: `http://partenaire.localhost:${server.port}/sudoku/thumbnail.png`,
        siteName: 'Le Journal Partenaire',
      };
      expectCompletePreview((await crawl(server, '/sudoku/2026-11-28', { host: `partenaire.localhost:${server.port}` })).body, expected);
      expectCompletePreview((await crawl(server, '/sudoku/2026-11-28?provider=partenaire')).body, expected);
      const home = previewTags((await crawl(server, '/', { host: 'partenaire.localhost' })).body);
      // Its own five games, not the portal's eleven.
      expect(home.description).toBe(
        'Le Journal Partenaire : un nouveau défi chaque jour dans cinq jeux de lettres, de chiffres et de logique. Gratuit, sans compte.',
      );
      // A game the partner does not offer, or a malformed day: the partner's home preview.
      expect(previewTags((await crawl(server, '/numero', { host: 'partenaire.localhost' })).body)).toEqual(home);
      expect(previewTags((await crawl(server, '/sudoku/2026-13-01', { host: 'partenaire.localhost' })).body)).toEqual(home);
    });

    it("never takes an address from the request's Host: an unknown host gets the default provider at PUBLIC_URL", async () => {
      const tags = previewTags((await crawl(server, '/sudoku', { host: 'evil.example' })).body);
      expect(tags['og:url']).toBe(`${server.url}/sudoku`);
      expect(tags['og:image']).toBe(`${server.url}/sudoku/thumbnail.png`);
    });

    it("validates each route's shell by its own content: one route's copy never stands for another's", async () => {
      const sudoku = await fetch(`${server.url}/sudoku`);
      const binero = await fetch(`${server.url}/binero`);
      const etag = sudoku.headers.get('etag')!;
      expect(etag).toMatch(/^"sh-/);
      expect(binero.headers.get('etag')).not.toBe(etag);
      for (const res of [sudoku, binero]) {
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.headers.get('content-encoding')).toBeNull();
      }
      const again = await fetch(`${server.url}/sudoku`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      // The same validator on another route, or on another provider's host, gets that page whole.
      const other = await fetch(`${server.url}/binero`, { headers: { 'if-none-match': etag } });
      expect(other.status).toBe(200);
      expect(previewTags(await other.text())['og:title']).toBe('Binero');
      const partner = await crawl(server, '/sudoku', { host: 'partenaire.localhost', headers: { 'if-none-match': etag } });
      expect(partner.status).toBe(200);
      expect(previewTags(partner.body)['og:site_name']).toBe('Le Journal Partenaire');
      // HEAD answers the same headers, without the body.
      const head = await fetch(`${server.url}/sudoku`, { method: 'HEAD' });
      expect(head.headers.get('etag')).toBe(etag);
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(await sudoku.text())));
    });

    it('keeps ?provider= in the links of a partner that has no host name', async () => {
      await server.database.db.deleteFrom('provider_hostname').execute();
      const tags = previewTags((await crawl(server, '/motamo/2026-11-28/end?provider=partenaire')).body);
      expect(tags['og:url']).toBe(`${server.url}/motamo/2026-11-28/end?provider=partenaire`);
      expect(tags['og:image']).toBe(`${server.url}/motamo/thumbnail.png`);
      expect(tags['og:site_name']).toBe('Le Journal Partenaire');
    });

    it('serves the shell’s own file as the home of the host’s provider (the service worker’s offline page), other files as they are', async () => {
      const index = await (await fetch(`${server.url}/index.html`)).text();
      expect(index).toBe(await (await fetch(`${server.url}/`)).text());
      // (The test before removed the host names: the provider is named in the query.)
      const partner = await crawl(server, '/index.html?provider=partenaire');
      expect(partner.body).toContain('<title>Le Journal Partenaire</title>');
      expect(await (await fetch(`${server.url}/favicon.svg`)).text()).toBe(fs.readFileSync(path.join(webDist, 'favicon.svg'), 'utf8'));
    });
  });
});

describe('without a web build', () => {
  it('explains in French how to build it, and the API still works', async () => {
    const server = await startTestServer({ name: 'sqlite' });
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
