import { describe, expect, it } from 'vitest';
import { createRng } from './rng.ts';

describe('seeded random numbers', () => {
  it('gives the same sequence for the same seed, so a puzzle can be rebuilt from its seed', () => {
    const a = createRng('sudoku:2026-11-21');
    const b = createRng('sudoku:2026-11-21');
    const draws = (r: typeof a) => Array.from({ length: 50 }, () => r.int(0, 1000));
    expect(draws(a)).toEqual(draws(b));
  });

  it('gives different sequences for neighbouring seeds', () => {
    const a = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.next()
      )(createRng('2026-11-21')),
    );
    const b = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.next()
      )(createRng('2026-11-22')),
    );
    expect(a).not.toEqual(b);
  });

  it('stays within the asked bounds and covers them all', () => {
    const rng = createRng('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(1, 9);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(9);
      seen.add(v);
    }
    expect(seen.size).toBe(9);
  });

  it('is roughly uniform (no digit drawn twice as often as another)', () => {
    const rng = createRng('uniform');
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) counts[rng.int(0, 9)]! += 1;
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThan(1.15);
  });

  it('shuffles without losing or duplicating items and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const shuffled = createRng('shuffle').shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('refuses an empty pick and an inverted range with a clear error', () => {
    const rng = createRng('errors');
    expect(() => rng.pick([])).toThrow(/empty/);
    expect(() => rng.int(5, 1)).toThrow(/range/);
  });
});
