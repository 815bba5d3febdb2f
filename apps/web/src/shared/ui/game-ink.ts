import { relativeLuminance } from './accent-color.ts';

/** The least contrast of a game's ink against the lightest page surface (white): WCAG 1.4.11 for icons, and a margin. */
const LEAST = 3.2;

const hex = (channels: number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * A game's accent as ink on the light page (icons, borders, the player's bars): the accent itself when it
 * stands out enough, else the accent darkened just enough (Numero's mint #55efc4 measured 1.34:1).
 */
export function inkOn(accent: string): string {
  const value = Number.parseInt(accent.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  for (let shade = 1; shade > 0; shade -= 0.02) {
    const ink = hex(channels.map((c) => c * shade));
    if (1.05 / (relativeLuminance(ink) + 0.05) >= LEAST) return ink;
  }
  return '#000000';
}
