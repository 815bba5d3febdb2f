import { describe, expect, it } from 'vitest';

/**
 * Every colour of the site is a token of styles/tokens.css, defined for the light and the dark theme
 * (docs/adding-a-game.md): no stylesheet writes a colour of its own (Binero's entries once measured 2.2:1 in
 * the dark theme from such a colour), and the pairs a player reads keep their contrast in both themes.
 */
/** The few file-system calls this test needs (the web project's types leave Node out on purpose). */
interface Files {
  readFileSync(path: string, encoding: 'utf8'): string;
  readdirSync(path: string, options: { recursive: true }): string[];
}
const files = (await import(/* @vite-ignore */ 'node:fs' as string)) as Files;
const SRC = `${(import.meta as ImportMeta & { dirname: string }).dirname}/../`;
/** Every stylesheet of the app, by path from src/. */
const STYLESHEETS = Object.fromEntries(
  files
    .readdirSync(SRC, { recursive: true })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, files.readFileSync(SRC + file, 'utf8')]),
);
const TOKENS = 'styles/tokens.css';

/** The custom properties of the first rule whose selector is exactly `selector`. */
function tokensOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));
}

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const css = STYLESHEETS[TOKENS] as string;
const light = tokensOf(css, ':root');
const dark = new Map([...light, ...tokensOf(css, ":root[data-theme='dark']")]);

describe('colour tokens', () => {
  it('no stylesheet but tokens.css writes a colour', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(\s*[\d.]/i;
    const files = Object.entries(STYLESHEETS).filter(([file]) => file !== TOKENS);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap(([file, text]) => text.split('\n').flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
  });

  // [foreground, background, least ratio]: text 4.5:1, symbols and marks (non-text) 3:1 (WCAG 1.4.3, 1.4.11).
  const PAIRS: [string, string, number][] = [
    ['--color-text', '--color-bg', 4.5],
    ['--color-text', '--color-surface', 4.5],
    ['--color-text-muted', '--color-surface', 4.5],
    ['--color-entry', '--color-cell-bg', 4.5],
    ['--color-error', '--color-cell-bg', 4.5],
    ['--color-text', '--color-error-bg', 4.5],
    ['--color-sun', '--color-cell-bg', 3],
    ['--color-sun', '--color-cell-muted-bg', 3],
    ['--color-moon', '--color-cell-bg', 3],
    ['--color-moon', '--color-cell-muted-bg', 3],
    ['--color-sun', '--color-error-bg', 3],
    ['--color-moon', '--color-error-bg', 3],
    ['--color-lost', '--color-surface', 3],
    ['--color-flame', '--color-surface', 3],
    ['--color-facebook', '--color-surface', 3],
    ['--color-whatsapp', '--color-surface', 3],
    ['--color-linkedin', '--color-surface', 3],
    ['--color-telegram', '--color-surface', 3],
  ];

  it.each(['light', 'dark'] as const)('keeps the contrast a player needs in the %s theme', (theme) => {
    const tokens = theme === 'light' ? light : dark;
    const weak = PAIRS.flatMap(([fg, bg, least]) => {
      const ratio = contrast(tokens.get(fg)!, tokens.get(bg)!);
      return ratio >= least ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)}:1 < ${least}:1`];
    });
    expect(weak).toEqual([]);
  });
});
