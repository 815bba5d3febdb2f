import { GAME_SLUGS, tiersFor, typographyProblems } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';

// Every French catalogue of the app (i18n/fr*.ts), read whole, and the tiers' texts from @jdj/puzzles.
const catalogues = import.meta.glob<Record<string, unknown>>('./fr*.ts', { eager: true });

function textsOf(module: Record<string, unknown>): [string, string][] {
  return Object.values(module).flatMap((value) =>
    typeof value === 'object' && value !== null ? Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [],
  );
}

describe('French catalogues (issue 40)', () => {
  it('are all read', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(24);
  });

  it.each(Object.keys(catalogues))('%s: curly apostrophes, « … », no-break spaces', (file) => {
    const faults = textsOf(catalogues[file]!).flatMap(([key, text]) => typographyProblems(text).map((problem) => `${key}: ${problem} (${text})`));
    expect(faults).toEqual([]);
  });

  it('the tiers’ titles and messages too', () => {
    const texts = GAME_SLUGS.flatMap((slug) => tiersFor(slug).flatMap((tier) => [tier.title, tier.message]));
    expect(texts.flatMap((text) => typographyProblems(text).map((problem) => `${problem} (${text})`))).toEqual([]);
  });
});
