import { expect, test } from '@playwright/test';
import { playableDate } from './game-kit.ts';

/** The Open Graph, X and description tags of a page, decoded. */
function previewTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:name|property)="((?:og|twitter):[^"]+|description)" content="([^"]*)" \/>/g)) {
    tags[key as string] = (value as string)
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return tags;
}

/** « samedi 28 novembre 2026 », « dimanche 1er novembre 2026 ». */
const frenchDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(/^(\S+) 1 /, '$1 1er ');

const CRAWLERS = ['facebookexternalhit/1.1', 'Twitterbot/1.0', 'WhatsApp/2.23.20.0'];

test('every public page shows a preview to a crawler, with no script run, and each picture is a 1200 × 630 PNG', async ({ request, baseURL }) => {
  const date = await playableDate(request, 'sudoku');
  const games = ((await (await request.get('/api/providers/current')).json()) as { data: { games: { slug: string; name: string }[] } }).data.games;
  // [path, title, picture]: the portal's pages, every game's landing, a day and its end.
  const pages: [string, string, string][] = [
    ['/', 'Jeux du Jour', '/thumbnail.png'],
    ['/about', 'Jeux du Jour – À propos', '/thumbnail.png'],
    ['/ligues/rejoindre', 'Jeux du Jour – Rejoindre une ligue', '/thumbnail.png'],
    ['/mentions-legales', 'Jeux du Jour – Mentions légales', '/thumbnail.png'],
    ['/confidentialite', 'Jeux du Jour – Politique de confidentialité', '/thumbnail.png'],
    ...games.map((game): [string, string, string] => [`/${game.slug}`, game.name, `/${game.slug}/thumbnail.png`]),
    [`/sudoku/${date}`, `Sudoku du ${frenchDay(date)}`, '/sudoku/thumbnail.png'],
    [`/sudoku/${date}/end`, `Sudoku du ${frenchDay(date)}`, '/sudoku/thumbnail.png'],
  ];
  const checked = new Set<string>();
  for (const [index, [path, title, picture]] of pages.entries()) {
    const page = await request.get(path, { headers: { 'user-agent': CRAWLERS[index % CRAWLERS.length]! } });
    expect(page.status(), path).toBe(200);
    const tags = previewTags(await page.text());
    expect(tags, path).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Jeux du Jour',
      'og:locale': 'fr_FR',
      'og:title': title,
      'og:image': `${baseURL}${picture}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    // An invitation's token is after `#`: its page names no canonical address that would drop it.
    expect(tags['og:url'], path).toBe(path === '/ligues/rejoindre' ? undefined : `${baseURL}${path}`);
    expect(tags['og:description'], path).toBe(tags.description);
    expect(tags['og:description'], path).toBeTruthy();
    expect(tags['og:image:alt'], path).toBeTruthy();

    if (checked.has(picture)) continue;
    checked.add(picture);
    const image = await request.get(tags['og:image'] as string);
    expect(image.status(), path).toBe(200);
    expect(image.headers()['content-type'], path).toBe('image/png');
    const png = await image.body();
    // A PNG's signature, then its IHDR chunk: width and height at bytes 16 and 20.
    expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG');
    expect(png.subarray(12, 16).toString('latin1'), path).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
  }
});
