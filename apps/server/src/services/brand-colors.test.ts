import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repo-root.ts';
import { BRAND_SURFACES, brandStyle, brandVariables, contrastProblems, contrastRatio, textOn } from './brand-colors.ts';

const colors = (primary: string, accent: string, accent_dark: string | null = null, primary_dark: string | null = null) => ({
  primary,
  accent,
  primary_dark,
  accent_dark,
});

describe('a partner’s colours (issue 38)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(textOn('#17306b')).toBe('#ffffff');
    expect(textOn('#f1c40f')).toBe('#1b2333');
  });

  it('takes the portal’s own colours, and a bright primary whose text is dark', () => {
    expect(contrastProblems(colors('#17306b', '#17306b', '#a4bfff'))).toEqual([]);
    expect(contrastProblems(colors('#f1c40f', '#8a1020', '#ff9aa5'))).toEqual([]);
  });

  it('refuses, saying the ratio and the theme, text that would read under 4.5:1', () => {
    expect(contrastProblems(colors('#e0474c', '#8a1020', '#ff9aa5'))).toEqual([
      'La couleur principale #e0474c n’atteint que 4,0:1 avec son texte dans le thème clair : il faut 4,5:1 au moins. Choisissez-la plus foncée ou plus claire.',
    ]);
    const [problem] = contrastProblems(colors('#17306b', '#17306b'));
    expect(problem).toBe(
      'La couleur d’accent #17306b n’atteint que 1,1:1 sur les fonds du thème sombre : il faut 4,5:1 au moins. Donnez une couleur d’accent plus claire pour le thème sombre.',
    );
    expect(contrastProblems(colors('#17306b', '#a4bfff', '#a4bfff'))[0]).toMatch(
      /^La couleur d’accent #a4bfff n’atteint que 1,\d:1 sur les fonds du thème clair/,
    );
    expect(contrastProblems(colors('#17306b', '#17306b', '#3a4a6a'))[0]).toMatch(/^La couleur d’accent du thème sombre #3a4a6a n’atteint que/);
    expect(contrastProblems(colors('#17306b', '#17306b', '#a4bfff', '#e0474c'))[0]).toMatch(/^La couleur principale du thème sombre #e0474c/);
  });

  it('rounds down: a ratio just under 4.5 is not 4.5', () => {
    // #707070 on the lightest blue surface: 4.485:1; #6f6f6f: 4.55:1.
    expect(contrastProblems(colors('#17306b', '#707070', '#a4bfff'))[0]).toContain('n’atteint que 4,4:1');
    expect(contrastProblems(colors('#17306b', '#6f6f6f', '#a4bfff'))).toEqual([]);
  });

  it('gives the stylesheets their properties, whose hover shade keeps or raises the contrast', () => {
    const variables = brandVariables(colors('#8a1020', '#8a1020', '#ff9aa5'));
    expect(variables).toMatchObject({
      '--brand-primary': '#8a1020',
      '--brand-primary-text': '#ffffff',
      '--brand-primary-text-border': 'rgb(255 255 255 / 0.5)',
      '--brand-accent': '#8a1020',
      '--brand-primary-dark': '#8a1020',
      '--brand-accent-dark': '#ff9aa5',
    });
    expect(contrastRatio(variables['--brand-primary-strong']!, '#ffffff')).toBeGreaterThan(contrastRatio('#8a1020', '#ffffff'));
    const bright = brandVariables(colors('#f1c40f', '#8a1020', '#ff9aa5'));
    expect(contrastRatio(bright['--brand-primary-strong']!, '#1b2333')).toBeGreaterThan(contrastRatio('#f1c40f', '#1b2333'));
    expect(brandStyle(variables)).toMatch(/^html:root\{--brand-primary:#8a1020;.*--brand-accent-dark:#ff9aa5\}$/);
    expect(brandVariables(null)).toEqual({});
    expect(brandStyle({})).toBe('');
  });

  it('checks against the surfaces the stylesheets really have, and every property they read exists', () => {
    const tokens = fs.readFileSync(path.join(findRepoRoot(import.meta.dirname), 'apps/web/src/styles/tokens.css'), 'utf8');
    const block = (selector: string) => tokens.slice(tokens.indexOf(`${selector} {`), tokens.indexOf('}', tokens.indexOf(`${selector} {`)));
    const value = (css: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    const light = block(':root');
    const dark = block(':root[data-theme="dark"]');
    expect(BRAND_SURFACES.light).toEqual(['--color-surface', '--color-bg', '--color-notice-bg'].map((name) => value(light, name)));
    expect(BRAND_SURFACES.dark).toEqual(['--color-surface', '--color-bg', '--color-notice-bg'].map((name) => value(dark, name)));
    const read = new Set([...tokens.matchAll(/var\((--brand-[a-z-]+)/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(Object.keys(brandVariables(colors('#17306b', '#17306b', '#a4bfff'))).sort());
  });
});
