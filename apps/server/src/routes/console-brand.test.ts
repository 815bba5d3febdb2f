import type { AuditPageDto, BrandSettingsDto, EmbedKitDto, ProviderDto, ProviderSettingsDto } from '@jdj/api';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findRepoRoot } from '../repo-root.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl } from '../testing/crawler.ts';
import { consoleMember, type Member, providerIdOf } from '../testing/console-kit.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/** A logo as a drawing program exports it: a title, a gradient, a shape and a word. */
const SVG_LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 80" width="200" height="80">
  <title>Le Journal</title>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffd9d9"/></linearGradient></defs>
  <rect width="200" height="80" rx="12" fill="url(#g)"/>
  <text x="100" y="52" text-anchor="middle" font-size="32" fill="#8a1020">Journal</text>
</svg>`;

const upload = (bytes: Buffer | string, name = 'logo') => ({ name, data: Buffer.from(bytes).toString('base64') });

/** A built web app as far as these pages need: the shell with the portal's own tags, and a game's preview picture. */
function writeBuild(root: string): void {
  fs.mkdirSync(path.join(root, 'sudoku'), { recursive: true });
  const head = [
    '<meta name="description" content="Statique" />',
    '<meta name="theme-color" content="#17306b" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<title>Jeux du Jour</title>',
    '<link rel="manifest" href="/manifest.webmanifest">',
  ];
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><html lang="fr"><head>${head.join('')}</head><body><div id="root"></div></body></html>`);
  fs.copyFileSync(path.join(findRepoRoot(import.meta.dirname), 'apps/web/public/sudoku/thumbnail.png'), path.join(root, 'sudoku/thumbnail.png'));
}

async function pngLogo(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: { r: 138, g: 16, b: 32, alpha: 1 } } })
    .png()
    .toBuffer();
}

describe.each(databaseTargets())('a partner’s brand on $name', (target) => {
  let server: TestServer;
  let admin: Member;
  let publisher: Member;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-brand-'));
    writeBuild(webDist);
    server = await startTestServer(target, { webDist, env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    admin = await consoleMember(server);
    publisher = await consoleMember(server, { role: 'publisher', providerId: await providerIdOf(server, 'partenaire') });
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const served = async (slug: string) => ((await (await fetch(`${server.url}/api/providers/current?provider=${slug}`)).json()) as { data: ProviderDto }).data;
  const brandOf = async (member: Member, slug: string) =>
    member.browser.call<{ data: BrandSettingsDto; message: string }>(`/api/console/providers/${slug}/brand`);
  const audit = async () => (await admin.browser.call<{ data: AuditPageDto }>('/api/console/audit')).body.data.entries;

  it('lets the provider’s publisher set colours that keep 4.5:1 in both themes, audited, and pages carry them', async () => {
    const colors = { primary: '#8A1020', accent: '#8a1020', accent_dark: '#ff9aa5' };
    const saved = await publisher.browser.call<{ data: BrandSettingsDto }>('/api/console/providers/partenaire/brand', { colors });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.colors).toEqual({ primary: '#8a1020', accent: '#8a1020', primary_dark: null, accent_dark: '#ff9aa5' });

    const brand = (await served('partenaire')).brand;
    expect(brand.variables).toMatchObject({ '--brand-primary': '#8a1020', '--brand-primary-text': '#ffffff', '--brand-accent-dark': '#ff9aa5' });
    const [line] = await audit();
    expect(line).toMatchObject({ actor_id: publisher.userId, action: 'provider.brand', target_id: 'partenaire' });
    expect(line!.after).toEqual({ colors: saved.body.data.colors });

    // The page itself: its colours in its <head>, allowed by the page's CSP, its theme colour the partner's.
    const page = await fetch(`${server.url}/?provider=partenaire`);
    const html = await page.text();
    const style = /<style>(html:root\{[^<]*)<\/style>/.exec(html)?.[1];
    expect(style).toContain('--brand-primary:#8a1020');
    const { createHash } = await import('node:crypto');
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(style!).digest('base64')}'`);
    expect(html).toContain('<meta name="theme-color" content="#8a1020" />');
    expect(html).toContain('<title>Le Journal Partenaire</title>');
    expect(html).not.toContain('Jeux du Jour</title>');
  });

  it('refuses in French a colour outside the format or without contrast, and keeps the stored one', async () => {
    const before = (await brandOf(admin, 'partenaire')).body.data.colors;
    const format = await admin.browser.call<{ message: string }>('/api/console/providers/partenaire/brand', {
      colors: { primary: 'rouge', accent: '#8a1020' },
    });
    expect(format.status).toBe(400);
    expect(format.body.message).toBe('Couleur principale : couleur au format #rrggbb attendue (ex. #17306b), reçu « rouge »');
    // A yellow top bar would carry dark text (fine); a pale accent on the light page is not.
    const pale = await admin.browser.call<{ message: string }>('/api/console/providers/partenaire/brand', {
      colors: { primary: '#f1c40f', accent: '#f1c40f' },
    });
    expect(pale.status).toBe(400);
    expect(pale.body.message).toMatch(/^La couleur d’accent #f1c40f n’atteint que 1,\d:1 sur les fonds du thème clair : il faut 4,5:1 au moins\./);
    // A dark accent that reads on white but not on the dark theme's surfaces, without its own dark colour.
    const dark = await admin.browser.call<{ message: string }>('/api/console/providers/partenaire/brand', {
      colors: { primary: '#8a1020', accent: '#8a1020' },
    });
    expect(dark.status).toBe(400);
    expect(dark.body.message).toContain(
      'sur les fonds du thème sombre : il faut 4,5:1 au moins. Donnez une couleur d’accent plus claire pour le thème sombre.',
    );
    const mid = await admin.browser.call<{ message: string }>('/api/console/providers/partenaire/brand', {
      colors: { primary: '#e0474c', accent: '#8a1020', accent_dark: '#ff9aa5' },
    });
    expect(mid.status).toBe(400);
    expect(mid.body.message).toMatch(/^La couleur principale #e0474c n’atteint que 4,0:1 avec son texte dans le thème clair : il faut 4,5:1 au moins\./);
    expect((await brandOf(admin, 'partenaire')).body.data.colors).toEqual(before);
  });

  it('takes a PNG or an SVG logo, makes the icons, serves them with their types and caches', async () => {
    const png = await admin.browser.call<{ data: BrandSettingsDto }>('/api/console/providers/partenaire/logo', upload(await pngLogo(256), 'logo.png'));
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect(png.body.data.logo).toMatchObject({
      type: 'image/png',
      icons: expect.arrayContaining([expect.objectContaining({ name: 'icon-512.png', size: '512x512' })]),
    });

    const svg = await publisher.browser.call<{ data: BrandSettingsDto }>('/api/console/providers/partenaire/logo', upload(SVG_LOGO, 'journal.svg'));
    expect(svg.status, JSON.stringify(svg.body)).toBe(200);
    const logo = svg.body.data.logo!;
    expect(logo.url).toMatch(/^\/brand\/partenaire\/logo\.svg\?v=[\w-]+$/);
    const [line] = await audit();
    expect(line).toMatchObject({ actor_id: publisher.userId, action: 'provider.logo', target_id: 'partenaire' });
    expect(line!.after).toMatchObject({ logo: { type: 'image/svg+xml', name: 'journal.svg' } });

    const file = await fetch(server.url + logo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(await file.text()).toBe(SVG_LOGO);
    // Without the current version, only briefly.
    expect((await fetch(`${server.url}/brand/partenaire/logo.svg`)).headers.get('cache-control')).toBe('public, max-age=300');
    // The old PNG's name serves nothing now.
    expect((await fetch(`${server.url}/brand/partenaire/logo.png`)).status).toBe(404);

    for (const icon of logo.icons) {
      const answer = await fetch(server.url + icon.url);
      expect(answer.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.size);
    }

    // The pages name them: favicon, home-screen icon, manifest with the partner's name and number of games.
    const html = await (await fetch(`${server.url}/sudoku?provider=partenaire`)).text();
    expect(html).toMatch(/<link rel="icon" href="\/brand\/partenaire\/favicon-48\.png\?v=[\w-]+" type="image\/png" sizes="48x48" \/>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/brand\/partenaire\/share\/sudoku\.png\?v=[\w-]+" \/>/);
    expect(html).not.toContain('href="/favicon.svg"');
    const manifest = (await (await fetch(`${server.url}/brand/partenaire/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Le Journal Partenaire',
      description: 'Le Journal Partenaire : un nouveau défi chaque jour dans cinq jeux de lettres, de chiffres et de logique. Gratuit, sans compte.',
      theme_color: '#8a1020',
      start_url: '/?provider=partenaire',
    });
    expect((manifest.icons as { src: string }[]).map((i) => i.src)).toEqual([
      expect.stringMatching(/^\/brand\/partenaire\/icon-192\.png\?v=/),
      expect.stringMatching(/^\/brand\/partenaire\/icon-512\.png\?v=/),
      expect.stringMatching(/^\/brand\/partenaire\/maskable-512\.png\?v=/),
    ]);
    // On its own host, it starts at its root.
    const onHost = await crawl(server, '/brand/partenaire/manifest.webmanifest', { host: 'partenaire.localhost' });
    expect((JSON.parse(onHost.body) as { start_url: string }).start_url).toBe('/');

    // Its link preview picture: the game's, 1200 × 630.
    const share = await fetch(`${server.url}/brand/partenaire/share/sudoku.png`);
    expect(share.status).toBe(200);
    expect(await sharp(Buffer.from(await share.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    expect((await fetch(`${server.url}/brand/partenaire/share/numero.png`)).status).toBe(404);
  });

  it('refuses in French an oversized, unreadable, too small or non-image logo, and an SVG that could run or load anything; nothing changes', async () => {
    const before = (await brandOf(admin, 'partenaire')).body.data.logo;
    const cases: [string, { name: string; data: string }, RegExp][] = [
      ['text', upload('Bonjour, ceci est un texte.'), /^Le logo doit être une image PNG ou SVG : ce fichier n’est ni l’un ni l’autre\.$/],
      ['oversized', upload(Buffer.concat([await pngLogo(256), Buffer.alloc(300 * 1024)])), /^Le logo pèse 3\d\d Ko : 256 Ko au plus\./],
      ['small', upload(await pngLogo(64)), /^Le logo PNG mesure 64 × 64 pixels : il faut 192 pixels au moins/],
      ['broken', upload((await pngLogo(256)).subarray(0, 60)), /^Ce fichier PNG est illisible/],
      ['script', upload(SVG_LOGO.replace('<title>', '<script>alert(1)</script><title>')), /^Ce SVG contient un script \(<script>\) : il est refusé\./],
      ['handler', upload(SVG_LOGO.replace('<rect ', '<rect onclick="alert(1)" ')), /^Ce SVG contient un attribut d’évènement \(onclick sur <rect>\)/],
      ['link', upload(SVG_LOGO.replace('fill="url(#g)"', 'fill="url(https://ailleurs.example/x.svg#g)"')), /^Ce SVG charge une ressource extérieure/],
      [
        'html',
        upload(SVG_LOGO.replace('<title>', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject><title>')),
        /élément non accepté \(<foreignObject>\)/,
      ],
      ['entity', upload(`<!DOCTYPE svg [<!ENTITY x "y">]>${SVG_LOGO.replace(/^<\?xml[^>]*>\n/, '')}`), /DOCTYPE, ENTITY ou CDATA/],
      ['base64', { name: 'x', data: '***' }, /^Fichier mal transmis : contenu base64 attendu\.$/],
    ];
    for (const [what, body, message] of cases) {
      const answer = await admin.browser.call<{ message: string }>('/api/console/providers/partenaire/logo', body);
      expect(answer.status, what).toBe(400);
      expect(answer.body.message, what).toMatch(message);
    }
    // Past the upload limit itself: refused before it is read.
    const huge = await admin.browser.call<{ message: string }>('/api/console/providers/partenaire/logo', { data: 'A'.repeat(600 * 1024) });
    expect(huge.status).toBe(413);
    expect((await brandOf(admin, 'partenaire')).body.data.logo).toEqual(before);
  });

  it('keeps a publisher to its own provider’s brand', async () => {
    const other = await publisher.browser.call<{ error: string }>('/api/console/providers/default/brand', { colors: null });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('OTHER_PROVIDER');
    expect((await publisher.browser.call('/api/console/providers/default/logo', upload(SVG_LOGO))).status).toBe(403);
    expect((await served('default')).brand.colors).toBeNull();
  });

  it('gives the embed kit: an address per game it offers and for the portal, on its own host, with its allowed origins', async () => {
    const kit = (await publisher.browser.call<{ data: EmbedKitDto }>('/api/console/providers/partenaire/embed')).body.data;
    const origin = new URL(server.url);
    const site = `http://partenaire.localhost:${origin.port}`;
    expect(kit).toMatchObject({
      site: `${site}/`,
      script_url: `${site}/embed.js`,
      portal: { url: `${site}/embed` },
      allowed_origins: ['https://www.journal-partenaire.fr'],
    });
    expect(kit.games.map((g) => g.url)).toEqual(['motamo', 'sudoku', 'binero', 'synonymo', 'anagrammo'].map((slug) => `${site}/embed/${slug}`));
  });

  it('serves embed pages only for the games offered, and says so to a site not on the list', async () => {
    const settings = (await admin.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers/partenaire')).body.data;
    expect(settings.frame_ancestors).toEqual(['https://www.journal-partenaire.fr']);
    const page = (path: string, headers: Record<string, string> = {}) => crawl(server, path, { host: 'partenaire.localhost', headers });

    const offered = await page('/embed/sudoku', { 'sec-fetch-dest': 'iframe', referer: 'https://www.journal-partenaire.fr/jeux' });
    expect(offered.status).toBe(200);
    expect(offered.headers['content-security-policy']).toContain("frame-ancestors 'self' https://www.journal-partenaire.fr");

    const missing = await page('/embed/numero');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Ce jeu n’est pas proposé par Le Journal Partenaire');

    const stranger = await page('/embed/sudoku', { 'sec-fetch-dest': 'iframe', referer: 'https://pirate.example/page' });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toContain('Le site https://pirate.example n’est pas autorisé à intégrer les jeux de Le Journal Partenaire.');
    expect(stranger.headers['content-security-policy']).toContain('frame-ancestors *');

    // A reload inside the frame names the frame's own page: always its own, whatever the proxy's address.
    const reload = await page('/embed/sudoku/2026-11-28', { 'sec-fetch-dest': 'iframe', referer: 'http://partenaire.localhost/embed/sudoku' });
    expect(reload.status).toBe(200);
    // No Referer (the partner's page withholds it): left to the browser's frame-ancestors.
    expect((await page('/embed/sudoku', { 'sec-fetch-dest': 'iframe' })).status).toBe(200);
  });
});
