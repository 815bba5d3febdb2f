/** Order statistics for bench figures (never asserted anywhere). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);
export const p95 = (values: readonly number[]): number => quantile(values, 0.95);

/** Times `run` `count` times (after `warmUp` untimed runs), in milliseconds each. */
export function timeRuns(count: number, run: (i: number) => void, warmUp = Math.min(20, count)): number[] {
  for (let i = 0; i < warmUp; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  return times;
}

export const ms = (value: number, digits = 3): string => `${value.toFixed(digits)} ms`;
