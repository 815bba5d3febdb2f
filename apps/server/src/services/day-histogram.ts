import type { HistogramBinDto } from '@jdj/api';

/**
 * A day's times as distinct values (ascending) with how many players took each: the compact form the
 * day's aggregate is cached in. Pure functions only: the percentile and the histogram of a day.
 * Counts are weights (see weighByNetwork): a player of a crowded network counts as a share of one.
 */
export interface TimeCounts {
  times: readonly number[];
  counts: readonly number[];
}

/**
 * What one network (an IPv4 /24 or IPv6 /48) weighs in a day's comparison at most: two players. A
 * household or a pair of colleagues count in full; the players of a crowded network (a mobile operator's
 * shared addresses, an office, or one machine inventing players) share two players' weight, so their times
 * keep their shape and none of them can outweigh the rest of the day (docs/decisions.md, issue 34).
 */
export const NETWORK_WEIGHT = 2;
/** Sums of shares are not exact in binary: weights closer than this are equal. */
const EPSILON = 1e-9;

/** One group of a day's won times: how many players of `network` took `time` (null: network unknown). */
export interface NetworkTime {
  network: string | null;
  time: number;
  players: number;
}

/**
 * The day's times with each player weighted: a network with n players gives each min(1, NETWORK_WEIGHT / n).
 * Scores whose network is unknown (stored before networks were kept) count one each.
 */
export function weighByNetwork(rows: readonly NetworkTime[]): TimeCounts {
  const perNetwork = new Map<string, number>();
  for (const row of rows) if (row.network !== null) perNetwork.set(row.network, (perNetwork.get(row.network) ?? 0) + row.players);
  const weightAt = new Map<number, number>();
  for (const row of rows) {
    const crowd = row.network === null ? 1 : (perNetwork.get(row.network) as number);
    const share = Math.min(1, NETWORK_WEIGHT / crowd);
    weightAt.set(row.time, (weightAt.get(row.time) ?? 0) + row.players * share);
  }
  const times = [...weightAt.keys()].sort((a, b) => a - b);
  return { times, counts: times.map((time) => weightAt.get(time) as number) };
}

/** A weighted count as players read it. */
export const wholePlayers = (weight: number): number => Math.round(weight + EPSILON);

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
  return others > EPSILON ? Math.min(100, Math.floor((100 * slowerThan(distribution, time)) / others + EPSILON)) : 0;
}

/** The time at or below which `share` of the players are. */
function quantile({ times, counts }: TimeCounts, share: number, total: number): number {
  const wanted = share * total;
  let seen = 0;
  for (let i = 0; i < times.length; i++) {
    seen += counts[i] as number;
    if (seen + EPSILON >= wanted) return times[i] as number;
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
  // Players read whole players: the shares of a crowded network are summed first, then rounded.
  for (const bin of bins) bin.count = wholePlayers(bin.count);
  return bins;
}

/** The bin holding `time`. */
export function binOf(bins: readonly HistogramBinDto[], time: number): number {
  return bins.findIndex((bin) => time >= bin.from && (bin.to === null || time < bin.to));
}
