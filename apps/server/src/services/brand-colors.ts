import type { BrandColorsDto } from '@jdj/api';

/**
 * A partner's colours (issue 38): the format they are given in, the contrast text keeps against them in both
 * themes (WCAG 1.4.3: 4.5:1), and the custom properties the stylesheets read (apps/web/src/styles/tokens.css:
 * `--color-brand: var(--brand-primary, …)`). Pure: the console's refusals and the pages' CSS come from here.
 */

export const HEX_COLOR = /^#[0-9a-f]{6}$/;
export const LEAST_CONTRAST = 4.5;

/** The surfaces a link or a focus ring sits on, per theme (tokens.css: --color-surface, --color-bg, --color-notice-bg). */
export const BRAND_SURFACES = {
  light: ['#ffffff', '#f5f6fa', '#eef4ff'],
  dark: ['#1a202b', '#10141c', '#1b2640'],
} as const;

/** The two texts a primary colour can carry (tokens.css: white, and --color-text of the light theme). */
const WHITE = '#ffffff';
const DARK_TEXT = '#1b2333';

function channels(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The text a primary colour carries: white or the dark text, whichever contrasts more. */
export function textOn(primary: string): string {
  return contrastRatio(WHITE, primary) >= contrastRatio(DARK_TEXT, primary) ? WHITE : DARK_TEXT;
}

/** « 3,2:1 », as the console says it (rounded down: 4.49 is not 4.5). */
const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toLocaleString('fr-FR', { minimumFractionDigits: 1 })}:1`;

/** The colours with the dark theme's own filled in. */
export function effectiveColors(colors: BrandColorsDto): { primary: string; accent: string; primaryDark: string; accentDark: string } {
  return {
    primary: colors.primary,
    accent: colors.accent,
    primaryDark: colors.primary_dark ?? colors.primary,
    accentDark: colors.accent_dark ?? colors.accent,
  };
}

/**
 * Why these colours cannot be the brand, in French, or [] when text keeps 4.5:1 everywhere they are used: the
 * primary with its text (the top bar, buttons) and the accent on every surface of its theme (links), in the
 * light theme and in the dark one (where the dark colours, or else the light ones, are used).
 */
export function contrastProblems(colors: BrandColorsDto): string[] {
  const { primary, accent, primaryDark, accentDark } = effectiveColors(colors);
  const problems: string[] = [];
  const checkPrimary = (color: string, field: string, theme: string) => {
    const ratio = contrastRatio(color, textOn(color));
    if (ratio < LEAST_CONTRAST)
      problems.push(
        `${field} ${color} n’atteint que ${ratioText(ratio)} avec son texte dans le thème ${theme} : il faut 4,5:1 au moins. Choisissez-la plus foncée ou plus claire.`,
      );
  };
  const checkAccent = (color: string, field: string, theme: 'light' | 'dark', advice: string) => {
    const ratio = Math.min(...BRAND_SURFACES[theme].map((surface) => contrastRatio(color, surface)));
    if (ratio < LEAST_CONTRAST)
      problems.push(
        `${field} ${color} n’atteint que ${ratioText(ratio)} sur les fonds du thème ${theme === 'light' ? 'clair' : 'sombre'} : il faut 4,5:1 au moins. ${advice}`,
      );
  };
  checkPrimary(primary, 'La couleur principale', 'clair');
  checkAccent(accent, 'La couleur d’accent', 'light', 'Choisissez-la plus foncée.');
  if (colors.primary_dark) checkPrimary(primaryDark, 'La couleur principale du thème sombre', 'sombre');
  checkAccent(
    accentDark,
    colors.accent_dark ? 'La couleur d’accent du thème sombre' : 'La couleur d’accent',
    'dark',
    colors.accent_dark ? 'Choisissez-la plus claire.' : 'Donnez une couleur d’accent plus claire pour le thème sombre.',
  );
  return problems;
}

/** `color` moved towards `target` by `share` (0–1), as #rrggbb. */
function mix(color: string, target: string, share: number): string {
  const from = channels(color);
  const to = channels(target);
  return `#${from
    .map((c, i) =>
      Math.round(c + (to[i]! - c) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A veil of the primary's text colour (borders and hovers of the top bar's buttons). */
const veil = (text: string, alpha: number) => `rgb(${channels(text).join(' ')} / ${alpha})`;

/** The primary's companions: its hover shade (away from its text: more contrast, never less), text and veils. */
function primaryVariables(prefix: string, primary: string, borderAlpha: number, hoverAlpha: number): Record<string, string> {
  const text = textOn(primary);
  return {
    [prefix]: primary,
    [`${prefix}-strong`]: mix(primary, text === WHITE ? '#000000' : WHITE, 0.18),
    [`${prefix}-text`]: text,
    [`${prefix}-text-border`]: veil(text, borderAlpha),
    [`${prefix}-text-hover`]: veil(text, hoverAlpha),
  };
}

/** The custom properties of styles/tokens.css that carry a brand (empty without colours: the portal's apply). */
export function brandVariables(colors: BrandColorsDto | null): Record<string, string> {
  if (!colors) return {};
  const { primary, accent, primaryDark, accentDark } = effectiveColors(colors);
  return {
    ...primaryVariables('--brand-primary', primary, 0.5, 0.12),
    '--brand-accent': accent,
    ...primaryVariables('--brand-primary-dark', primaryDark, 0.55, 0.14),
    '--brand-accent-dark': accentDark,
  };
}

/**
 * The rule a page's <head> carries (page-head.ts): `html:root` outranks tokens.css's `:root`, wherever it sits in
 * the page. Only checked values reach it (HEX_COLOR, and the veils built here).
 */
export function brandStyle(variables: Record<string, string>): string {
  const entries = Object.entries(variables);
  if (entries.length === 0) return '';
  return `html:root{${entries.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}
