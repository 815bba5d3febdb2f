import { describe, expect, it } from 'vitest';
import { binOf, fasterThanPercent, histogram, MAX_BINS, NETWORK_WEIGHT, type TimeCounts, weighByNetwork, withTime } from './day-histogram.ts';

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

describe('a day weighed by network', () => {
  /** `count` players of `network`, each at `time`. */
  const group = (network: string | null, time: number, players = 1) => ({ network, time, players });

  it('counts the players of a household in full, and a crowded network as two players whatever its size', () => {
    const day = weighByNetwork([
      group('maison', 90),
      group('maison', 120),
      group('bureau', 60, 30),
      group('bureau', 300, 10),
      group(null, 45),
      group(null, 45),
    ]);
    expect(day.times).toEqual([45, 60, 90, 120, 300]);
    // The office's 40 players share two players' weight, in the proportions of their times.
    expect(day.counts).toEqual([2, 1.5, 1, 1, 0.5]);
    expect(NETWORK_WEIGHT).toBe(2);
  });

  it('keeps a flood from one network from moving an honest player by more than its two players', () => {
    const honest = Array.from({ length: 20 }, (_, i) => group(`foyer-${i}`, 60 + 10 * i));
    const before = fasterThanPercent(weighByNetwork(honest), 150);
    const flooded = weighByNetwork([...honest, group('serveur', 20, 500)]);
    // 10 of the 19 others were slower; with the flood weighing 2, 10 of 21.
    expect(before).toBe(52);
    expect(fasterThanPercent(flooded, 150)).toBe(47);
    // Unweighed, the 500 would have sent the same player to 1 %.
    expect(fasterThanPercent({ times: [20, ...honest.map((h) => h.time)], counts: [500, ...honest.map(() => 1)] }, 150)).toBe(1);
  });

  it('shows the shares of a crowded network as whole players in the histogram', () => {
    const day = weighByNetwork([...Array.from({ length: 10 }, (_, i) => group(`foyer-${i}`, 100 + i)), group('bureau', 100, 3)]);
    const bins = histogram(day);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(12);
    expect(bins.every((bin) => Number.isInteger(bin.count))).toBe(true);
  });
});
