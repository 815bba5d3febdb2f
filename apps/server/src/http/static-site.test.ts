import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

function writeBuild(root: string) {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><html lang="fr"><title>Jeux du Jour</title>${' '.repeat(600)}</html>`);
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Jeux du Jour"}');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('sends compressed files to browsers that accept them', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes transparently; read the raw header and size through a HEAD-less check instead.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('xxxx');
    const raw = await import('node:http').then(
      (http) =>
        new Promise<Buffer>((resolve) => {
          http.get(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve(Buffer.concat(chunks)));
          });
        }),
    );
    expect(raw.length).toBeLessThan(200);
    expect(gunzipSync(raw).toString()).toContain('console.log');
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
