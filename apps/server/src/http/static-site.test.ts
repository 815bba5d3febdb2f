import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

function writeBuild(root: string) {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><html lang="fr"><title>Jeux du Jour</title>${' '.repeat(600)}</html>`);
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
      expect(await res.text()).toContain('<title>Jeux du Jour</title>');
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
