import type { HistogramBinDto } from '../api/player-types.ts';

/**
 * A day's times as distinct values (ascending) with how many players took each: the compact form the
 * day's aggregate is cached in. Pure functions only: the percentile and the histogram of a day.
 */
export interface TimeCounts {
  times: readonly number[];
  counts: readonly number[];
}

export const MAX_BINS = 8;
/** Bin widths a player reads at a glance (seconds). */
const WIDTHS = [5, 10, 15, 20, 30, 60, 90, 120, 180, 300, 600, 900, 1800, 3600, 7200, 14_400, 43_200, 86_400];
/** The bins cover the fastest time up to this share of players; slower ones share one open-ended bin. */
const COVERED_SHARE = 0.95;

export function totalOf({ counts }: TimeCounts): number {
  let total = 0;
  for (const n of counts) total += n;
  return total;
}

/** The same counts with one more player at `time`. */
export function withTime({ times, counts }: TimeCounts, time: number): TimeCounts {
  const at = lowerBound(times, time);
  if (times[at] === time) return { times, counts: counts.map((n, i) => (i === at ? n + 1 : n)) };
  return { times: [...times.slice(0, at), time, ...times.slice(at)], counts: [...counts.slice(0, at), 1, ...counts.slice(at)] };
}

/** First index whose time is ≥ `time`. */
function lowerBound(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many players took strictly longer than `time`. */
export function slowerThan(distribution: TimeCounts, time: number): number {
  const { times, counts } = distribution;
  let slower = 0;
  for (let i = lowerBound(times, time + 1); i < times.length; i++) slower += counts[i] as number;
  return slower;
}

/** How many players took exactly `time`. */
export function countAt({ times, counts }: TimeCounts, time: number): number {
  const at = lowerBound(times, time);
  return times[at] === time ? (counts[at] as number) : 0;
}

/**
 * Whole percentage of the other players (all but one player at `time`) who took strictly longer. Rounded
 * down, so « 100 % » means every other player was slower.
 */
export function fasterThanPercent(distribution: TimeCounts, time: number): number {
  const others = totalOf(distribution) - 1;
  return others > 0 ? Math.floor((100 * slowerThan(distribution, time)) / others) : 0;
}

/** The time at or below which `share` of the players are. */
function quantile({ times, counts }: TimeCounts, share: number, total: number): number {
  const wanted = Math.ceil(share * total);
  let seen = 0;
  for (let i = 0; i < times.length; i++) {
    seen += counts[i] as number;
    if (seen >= wanted) return times[i] as number;
  }
  return times[times.length - 1] as number;
}

/**
 * Equal bins of a readable width from the fastest time to the 95th percentile (at most MAX_BINS), then
 * one open-ended bin for the slowest players if any are left.
 */
export function histogram(distribution: TimeCounts): HistogramBinDto[] {
  const total = totalOf(distribution);
  if (total === 0) return [];
  const { times, counts } = distribution;
  const fastest = times[0] as number;
  const slowest = times[times.length - 1] as number;
  const covered = quantile(distribution, COVERED_SHARE, total);
  const fits = (width: number) => Math.floor(covered / width) - Math.floor(fastest / width) + 1 <= MAX_BINS;
  const width = WIDTHS.find(fits) ?? Math.ceil((covered - fastest + 1) / MAX_BINS / 86_400) * 86_400;
  const from = Math.floor(fastest / width) * width;
  const to = (Math.floor(covered / width) + 1) * width;
  const bins: HistogramBinDto[] = [];
  for (let start = from; start < to; start += width) bins.push({ from: start, to: start + width, count: 0 });
  if (slowest >= to) bins.push({ from: to, to: null, count: 0 });
  for (let i = 0; i < times.length; i++) {
    const time = times[i] as number;
    const bin = bins[Math.min(Math.floor((time - from) / width), bins.length - 1)] as HistogramBinDto;
    bin.count += counts[i] as number;
  }
  return bins;
}

/** The bin holding `time`. */
export function binOf(bins: readonly HistogramBinDto[], time: number): number {
  return bins.findIndex((bin) => time >= bin.from && (bin.to === null || time < bin.to));
}
