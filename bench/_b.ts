import { createRng } from '../packages/puzzles/src/core/rng.ts';
import { generateBineroCells } from '../packages/puzzles/src/binero/generate.ts';
import { BINERO_DIFFICULTIES, gradeCells } from '../packages/puzzles/src/binero/logic.ts';
for (const size of [6, 8, 10]) for (const d of BINERO_DIFFICULTIES) {
  const t: number[] = []; let att = 0; let givens = 0; const hard: Record<string, number> = {}; let fails = 0;
  const N = size === 10 ? 40 : 100;
  for (let i = 0; i < N; i++) {
    const s = performance.now();
    const g = generateBineroCells(size, d, createRng(`b:${size}:${d}:${i}`), 300);
    t.push(performance.now() - s);
    if (!g) { fails++; continue; }
    att += g.attempts; givens += g.puzzle.filter((x) => x !== -1).length;
    const gr = gradeCells(size, g.puzzle)!; hard[gr.hardest] = (hard[gr.hardest] ?? 0) + 1;
  }
  t.sort((a, b) => a - b);
  console.log(size, d.padEnd(12), 'median', t[N >> 1]!.toFixed(2), 'p95', t[Math.floor(N * 0.95)]!.toFixed(2), 'att', (att / (N - fails)).toFixed(1), 'givens', (givens / (N - fails)).toFixed(1), 'fails', fails, JSON.stringify(hard));
}
