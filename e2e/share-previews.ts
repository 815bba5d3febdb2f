/**
 * `npm run share-previews -w e2e`: the share preview of every game (document 1 §2: /{game}/thumbnail.png,
 * 1200 × 630), in the game's colours, and the portal's own (/thumbnail.png: the link preview of every page
 * that is no game's, issue 37). Each is written as an SVG source (apps/web/icon-src/share/{game}.svg,
 * portal.svg) and drawn to PNG by the same Chromium as the end-to-end tests (apps/web/public/{game}/thumbnail.png,
 * apps/web/public/thumbnail.png). The PNGs are committed: building the app never runs this.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { GAME_SLUGS, type GameSlug } from '@jdj/puzzles';
import { GAME_SEEDS } from '@jdj/server';

const WEB = path.resolve(import.meta.dirname, '../apps/web');
const WIDTH = 1200;
const HEIGHT = 630;
const BRAND = '#17306b';
const INK = '#1b2333';
const LINE = '#c7cedb';
const ENTRY = '#1d4fb8';
const GREEN = '#2b8a3e';
const GREEN_BG = '#e6f6ea';
const MUTED_BG = '#f1f3f8';

/** What the right-hand side says under the game's name: two short lines. */
const TAGLINES: Record<GameSlug, [string, string]> = {
  anagrammo: ['Remettez les lettres', 'dans le bon ordre.'],
  decrypto: ['Percez le code secret', 'de 5 chiffres.'],
  melimelo: ['Cinq mots mélangés,', 'de plus en plus longs.'],
  motamo: ['Cinq mots enchaînés,', 'définition après définition.'],
  numero: ['Videz la grille,', 'paire après paire.'],
  prefixo: ['Cinq mots,', 'un seul préfixe.'],
  sudoku: ['Une grille par jour,', 'contre la montre.'],
  sudolito: ['Un sudoku express', 'en 6 × 6.'],
  synonymo: ['Trois synonymes', 'du mot du jour.'],
  proximo: ['Trouvez le mot secret,', 'au plus près du sens.'],
  binero: ['Soleils et lunes :', 'la logique binaire.'],
};

/** White or the page's dark text on the accent, whichever reads better (the site's rule, accent-color.ts). */
function inkOnAccent(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = [16, 8, 0].map((shift) => ((value >> shift) & 255) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * (linear[0] as number) + 0.7152 * (linear[1] as number) + 0.0722 * (linear[2] as number);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0667 ? '#ffffff' : INK;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The accent mixed with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  return `#${[(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

const text = (x: number, y: number, content: string, size: number, fill: string, weight = 700, anchor = 'middle') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;

const box = (x: number, y: number, size: number, fill: string, stroke: string, strokeWidth = 4, radius = 10, dash = '') =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${radius}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

/** A row of letter boxes: letters in their boxes; `style(i)` colours each. */
function letterRow(x: number, y: number, letters: string, size: number, style: (i: number) => { fill: string; stroke: string; ink: string }) {
  return [...letters]
    .map((letter, i) => {
      const { fill, stroke, ink } = style(i);
      const left = x + i * (size + 10);
      return box(left, y, size, fill, stroke) + (letter === '_' ? '' : text(left + size / 2, y + size * 0.7, letter, size * 0.55, ink, 800));
    })
    .join('');
}

const plain = () => ({ fill: '#ffffff', stroke: INK, ink: INK });
const found = () => ({ fill: GREEN_BG, stroke: GREEN, ink: GREEN });
const empty = () => ({ fill: '#ffffff', stroke: LINE, ink: INK });

/**
 * A grid of `n` columns and `rows` rows (square by default) 477 px wide, centred in the picture's space,
 * thick lines every `boxRows` × `boxCols`; `cell(r, c)` draws inside.
 */
function grid(n: number, boxRows: number, boxCols: number, cell: (r: number, c: number, x: number, y: number, size: number) => string, rows = n) {
  const width = 477;
  const size = width / n;
  const height = size * rows;
  const x0 = 80;
  const y0 = 75 + (width - height) / 2;
  const parts = [`<rect x="${x0}" y="${y0}" width="${width}" height="${height}" rx="10" fill="#ffffff"/>`];
  for (let r = 0; r < rows; r++) for (let c = 0; c < n; c++) parts.push(cell(r, c, x0 + c * size, y0 + r * size, size));
  for (let i = 1; i < n; i++) {
    const thick = i % boxCols === 0;
    parts.push(
      `<line x1="${x0 + i * size}" y1="${y0}" x2="${x0 + i * size}" y2="${y0 + height}" stroke="${thick ? INK : LINE}" stroke-width="${thick ? 5 : 1.5}"/>`,
    );
  }
  for (let i = 1; i < rows; i++) {
    const thick = i % boxRows === 0;
    parts.push(
      `<line x1="${x0}" y1="${y0 + i * size}" x2="${x0 + width}" y2="${y0 + i * size}" stroke="${thick ? INK : LINE}" stroke-width="${thick ? 5 : 1.5}"/>`,
    );
  }
  parts.push(`<rect x="${x0}" y="${y0}" width="${width}" height="${height}" rx="10" fill="none" stroke="${INK}" stroke-width="6"/>`);
  return parts.join('');
}

const digitsGrid = (n: number, boxRows: number, boxCols: number, givens: string, entry: [number, number, number]) =>
  grid(n, boxRows, boxCols, (r, c, x, y, size) => {
    const given = givens[r * n + c];
    if (r === entry[0] && c === entry[1])
      return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#fbe183"/>${text(x + size / 2, y + size * 0.72, String(entry[2]), size * 0.62, ENTRY)}`;
    return given && given !== '.' ? text(x + size / 2, y + size * 0.72, given, size * 0.62, INK) : '';
  });

/** The board's sun and moon (games/binero/BineroSymbols.tsx, drawn on 24 units), centred on (cx, cy). */
const symbol = (cx: number, cy: number, size: number, body: string) =>
  `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 24})">${body}</g>`;
const SUN = (cx: number, cy: number, size: number) =>
  symbol(
    cx,
    cy,
    size,
    '<g fill="#c2410c" stroke="#c2410c" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="5" stroke="none"/><path d="M12 2.5v2.6M12 18.9v2.6M2.5 12h2.6M18.9 12h2.6M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"/></g>',
  );
const MOON = (cx: number, cy: number, size: number) => symbol(cx, cy, size, '<path fill="#1d4fb8" d="M19.5 14.6A8 8 0 0 1 9.4 4.5a8 8 0 1 0 10.1 10.1Z"/>');

/** Letters to place (the anagram games): white tiles in the game's ink. */
const tiles = (accent: string) => () => ({ fill: '#ffffff', stroke: '#ffffff', ink: shade(accent, -0.35) });

/** Each game's picture on the left (x 80–557, y 75–552); `ink` is the colour of text on the accent. */
const PICTURES: Record<GameSlug, (ink: string) => string> = {
  sudoku: () => digitsGrid(9, 3, 3, '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', [4, 2, 2]),
  sudolito: () => digitsGrid(6, 2, 3, '..3...25.......1..6....2.12..4....3.', [0, 0, 1]),
  binero: () => {
    const givens = '.11..0.1..000...0.0....1..10...00..1';
    const solution = '011010110100001101010011101010100101';
    return grid(6, 6, 6, (r, c, x, y, size) => {
      const i = r * 6 + c;
      const shown = givens[i] !== '.' || (r < 2 && c > 1);
      if (!shown) return '';
      const bg = givens[i] !== '.' ? `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${MUTED_BG}"/>` : '';
      return bg + (solution[i] === '0' ? SUN(x + size / 2, y + size / 2, size * 0.7) : MOON(x + size / 2, y + size / 2, size * 0.7));
    });
  },
  numero: () => {
    const rows = ['193527855', '3.7.4..6.', '8..1.9.28', '456789123', '987.4321.', '2846.5791'];
    return grid(
      9,
      99,
      99,
      (r, c, x, y, size) => {
        const digit = rows[r]?.[c];
        const pair = (r === 3 && c === 3) || (r === 4 && c === 3);
        const bg = digit === '.' ? MUTED_BG : pair ? '#fbe183' : '#ffffff';
        return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${bg}"/>${digit && digit !== '.' ? text(x + size / 2, y + size * 0.72, digit, size * 0.6, INK) : ''}`;
      },
      rows.length,
    );
  },
  decrypto: () => {
    const marks: [string, string][] = [
      ['44194', 'cmmnd'],
      ['47012', 'ccmcn'],
      ['4741?', 'xxxx?'],
    ];
    const style: Record<string, { fill: string; stroke: string; ink: string; dash?: string }> = {
      c: { fill: GREEN_BG, stroke: GREEN, ink: GREEN },
      m: { fill: '#fdf0b5', stroke: '#e8590c', ink: INK, dash: '8 5' },
      d: { fill: MUTED_BG, stroke: '#4f5a6d', ink: INK, dash: '3 5' },
      n: { fill: MUTED_BG, stroke: LINE, ink: '#4f5a6d' },
      x: { fill: '#ffffff', stroke: INK, ink: INK },
      '?': { fill: '#ffffff', stroke: INK, ink: INK },
    };
    return marks
      .map(([digits, mark], row) =>
        [...digits]
          .map((digit, i) => {
            const s = style[mark[i] as string] as (typeof style)[string];
            const x = 80 + i * 106;
            const y = 110 + row * 110;
            return box(x, y, 92, s.fill, s.stroke, 5, 12, s.dash ?? '') + text(x + 46, y + 64, digit, 52, s.ink, 800);
          })
          .join(''),
      )
      .join('');
  },
  anagrammo: (ink) =>
    text(80, 200, 'Indice : petit d’une chatte', 30, ink, 600, 'start') +
    letterRow(80, 240, 'CHA___', 70, (i) => (i < 3 ? plain() : empty())) +
    letterRow(80, 380, 'TNO', 70, tiles('#00479e')),
  melimelo: (ink) =>
    text(80, 120, '3 / 5', 34, ink, 800, 'start') +
    letterRow(80, 150, 'RUE', 64, found) +
    letterRow(80, 240, 'LUNE', 64, found) +
    letterRow(80, 330, 'AS___', 64, (i) => (i < 2 ? plain() : empty())) +
    letterRow(80, 430, 'ETR', 64, tiles('#64aaff')),
  motamo: () =>
    `<rect x="80" y="100" width="470" height="120" rx="16" fill="#ffffff"/>` +
    text(315, 150, 'INSTRUMENT', 26, ENTRY, 800) +
    text(315, 195, 'Cuivre grave de la fanfare', 28, INK, 600) +
    letterRow(80, 260, 'TUBA', 78, found) +
    letterRow(80, 370, 'A____', 78, (i) => (i === 0 ? { fill: MUTED_BG, stroke: INK, ink: INK } : empty())),
  prefixo: () =>
    [0, 1, 2, 3]
      .map((row) =>
        letterRow(80, 100 + row * 110, ['DRÔLE', 'DR_____', 'DRUIDE', 'DR___'][row] as string, 56, (i) =>
          i < 2 ? { fill: MUTED_BG, stroke: INK, ink: INK } : row === 0 || row === 2 ? found() : empty(),
        ),
      )
      .join(''),
  synonymo: (ink) =>
    text(80, 150, 'initial', 64, ink, 800, 'start') +
    letterRow(80, 190, 'PREMIER', 56, found) +
    letterRow(80, 290, 'O_______', 52, (i) => (i === 0 ? { fill: MUTED_BG, stroke: INK, ink: INK } : empty())) +
    letterRow(80, 390, 'O_______', 52, (i) => (i === 0 ? { fill: MUTED_BG, stroke: INK, ink: INK } : empty())),
  proximo: () => {
    const guesses: [string, string, number][] = [
      ['plage', '#12', 0.82],
      ['mer', '#40', 0.62],
      ['sable', '#87', 0.5],
      ['été', '#403', 0.2],
      ['valise', 'hors top', 0],
    ];
    return guesses
      .map(([word, rank, warmth], i) => {
        const y = 100 + i * 92;
        return (
          `<rect x="80" y="${y}" width="470" height="74" rx="14" fill="#ffffff"/>` +
          text(104, y + 48, word, 32, INK, 700, 'start') +
          text(526, y + 48, rank, 28, '#4f5a6d', 700, 'end') +
          `<rect x="104" y="${y + 58}" width="${Math.max(8, warmth * 400)}" height="8" rx="4" fill="${warmth > 0.6 ? '#e8590c' : warmth > 0.3 ? '#f59f00' : '#1d5fd1'}"/>`
        );
      })
      .join('');
  },
};

function previewSvg(slug: GameSlug): string {
  const game = GAME_SEEDS.find((g) => g.slug === slug);
  if (!game) throw new Error(`no catalogue entry for ${slug}`);
  const accent = game.color.toLowerCase();
  const ink = inkOnAccent(accent);
  const [first, second] = TAGLINES[slug];
  // DejaVu Sans Bold runs about 0.8 em a letter: the longest names (Anagrammo, Synonymo) shrink to fit.
  const nameSize = Math.min(104, Math.floor(520 / (game.name.length * 0.8)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
  <!-- Share preview of ${escapeXml(game.name)} (${WIDTH}x${HEIGHT}), written by e2e/share-previews.ts. -->
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${accent}"/>
  <circle cx="1120" cy="80" r="190" fill="${shade(accent, 0.22)}"/>
  <circle cx="1010" cy="610" r="150" fill="${shade(accent, -0.08)}"/>
  ${PICTURES[slug](ink)}
  ${text(640, 250, game.name, nameSize, ink, 800, 'start')}
  ${text(644, 325, first, 36, ink, 600, 'start')}
  ${text(644, 372, second, 36, ink, 600, 'start')}
  <rect x="644" y="430" width="300" height="74" rx="37" fill="${BRAND}"/>
  ${text(794, 479, 'Jeux du Jour', 34, '#ffffff', 700)}
</svg>
`;
}

/** A game's logo (apps/web/public/logos/{game}.svg, drawn on 64 units) as a square of `size` at (x, y). */
function logo(slug: GameSlug, x: number, y: number, size: number): string {
  const source = fs.readFileSync(path.join(WEB, 'public/logos', `${slug}.svg`), 'utf8');
  const inner = source.slice(source.indexOf('>') + 1, source.lastIndexOf('</svg>')).trim();
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 64 64">${inner}</svg>`;
}

/**
 * The portal's picture: the games' logos on the left (x 80–557, as a game's picture), the site's name and what
 * it offers on the right. It names no number of games: a partner offering five shares it too.
 */
function portalSvg(): string {
  const gap = 22;
  const size = (477 - 3 * gap) / 4;
  const rows = [GAME_SLUGS.slice(0, 4), GAME_SLUGS.slice(4, 8), GAME_SLUGS.slice(8)];
  const top = 75 + (477 - (3 * size + 2 * gap)) / 2;
  const logos = rows
    .flatMap((row, r) => {
      const left = 80 + ((4 - row.length) * (size + gap)) / 2;
      return row.map((slug, c) => logo(slug, left + c * (size + gap), top + r * (size + gap), size));
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
  <!-- Share preview of the portal (${WIDTH}x${HEIGHT}), written by e2e/share-previews.ts. -->
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${BRAND}"/>
  <circle cx="1120" cy="80" r="190" fill="${shade(BRAND, 0.12)}"/>
  <circle cx="1010" cy="610" r="150" fill="${shade(BRAND, -0.25)}"/>
  ${logos}
  ${text(640, 235, 'Jeux', 100, '#ffffff', 800, 'start')}
  ${text(640, 345, 'du Jour', 100, '#ffffff', 800, 'start')}
  ${text(644, 420, 'Un nouveau défi chaque jour,', 30, '#ffffff', 600, 'start')}
  ${text(644, 462, 'lettres, chiffres et logique.', 30, '#ffffff', 600, 'start')}
</svg>
`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
fs.mkdirSync(path.join(WEB, 'icon-src/share'), { recursive: true });

/** Writes the SVG source, then draws it to the PNG (`png` under apps/web/public/). */
async function draw(name: string, svg: string, png: string): Promise<void> {
  fs.writeFileSync(path.join(WEB, 'icon-src/share', `${name}.svg`), svg);
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  fs.mkdirSync(path.dirname(path.join(WEB, 'public', png)), { recursive: true });
  await page
    .locator('svg')
    .first()
    .screenshot({ path: path.join(WEB, 'public', png) });
  console.log(`${name}: public/${png}`);
}

for (const slug of GAME_SLUGS) await draw(slug, previewSvg(slug), `${slug}/thumbnail.png`);
await draw('portal', portalSvg(), 'thumbnail.png');
await browser.close();
