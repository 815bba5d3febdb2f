import { describe, expect, it } from 'vitest';
import { binOf, fasterThanPercent, histogram, MAX_BINS, type TimeCounts, withTime } from './day-histogram.ts';

/** Distinct ascending times with their counts, from a plain list of times. */
function countsOf(list: number[]): TimeCounts {
  const map = new Map<number, number>();
  for (const t of list) map.set(t, (map.get(t) ?? 0) + 1);
  const times = [...map.keys()].sort((a, b) => a - b);
  return { times, counts: times.map((t) => map.get(t) as number) };
}

describe('a day’s percentile and histogram', () => {
  it('counts the other players strictly slower, rounded down', () => {
    const day = countsOf([40, 55, 55, 70, 95, 100, 130, 180, 200, 260, 900]);
    // 6 of the 10 others took longer than 95 s.
    expect(fasterThanPercent(day, 95)).toBe(60);
    // A tie is not a win: one other player also took 55 s.
    expect(fasterThanPercent(day, 55)).toBe(80);
    expect(fasterThanPercent(day, 40)).toBe(100);
    expect(fasterThanPercent(day, 900)).toBe(0);
  });

  it('adds one player without losing the others', () => {
    const day = countsOf([60, 80, 80]);
    expect(withTime(day, 80)).toEqual(countsOf([60, 80, 80, 80]));
    expect(withTime(day, 70)).toEqual(countsOf([60, 70, 80, 80]));
    expect(withTime(day, 10)).toEqual(countsOf([10, 60, 80, 80]));
  });

  it('cuts readable bins from the fastest time to the 95th percentile, the slowest in one open bin', () => {
    const times = [40, 55, 55, 70, 95, 100, 130, 180, 200, 210, 220, 230, 240, 250, 255, 260, 270, 280, 290, 2000];
    const bins = histogram(countsOf(times));
    // 95 % of 20 players took ≤ 290 s: 30 s bins from 30 s to 300 s are 9 bins, 60 s bins fit in 5.
    expect(bins).toEqual([
      { from: 0, to: 60, count: 3 },
      { from: 60, to: 120, count: 3 },
      { from: 120, to: 180, count: 1 },
      { from: 180, to: 240, count: 5 },
      { from: 240, to: 300, count: 7 },
      { from: 300, to: null, count: 1 },
    ]);
    expect(binOf(bins, 95)).toBe(1);
    expect(binOf(bins, 2000)).toBe(5);
  });

  it('never gives more than the maximum of bins, whatever the spread', () => {
    for (const spread of [3, 50, 700, 9000, 200_000, 9_000_000]) {
      const times = Array.from({ length: 40 }, (_, i) => 30 + Math.round((spread * i) / 39));
      const bins = histogram(countsOf(times));
      expect(bins.filter((b) => b.to !== null).length).toBeLessThanOrEqual(MAX_BINS);
      expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(40);
      for (const t of times) expect(binOf(bins, t)).toBeGreaterThanOrEqual(0);
    }
  });

  it('has no bins for an empty day', () => {
    expect(histogram({ times: [], counts: [] })).toEqual([]);
  });
});
