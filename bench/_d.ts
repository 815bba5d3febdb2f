import { createRng, binero, BINERO_DIFFICULTIES } from '@jdj/puzzles';
import { bruteForceBineroCount } from '../packages/puzzles/src/testing/brute-force.ts';
for (const size of [6, 8, 10] as const) for (const d of BINERO_DIFFICULTIES) {
  const s = performance.now(); let n = 0;
  for (let i = 0; i < 20; i++) { const p = binero.generate!(createRng(`${size}${d}${i}`), { size, difficulty: d }); n += bruteForceBineroCount(p.board); }
  console.log(size, d, ((performance.now() - s) / 20).toFixed(2), 'ms each', n);
}
