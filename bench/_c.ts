import { createRng } from '../packages/puzzles/src/core/rng.ts';
import { randomSolution } from '../packages/puzzles/src/binero/search.ts';
for (let w = 0; w < 2; w++) for (const size of [6, 8, 10]) { const t: number[] = [];
for (let i = 0; i < 1000; i++) { const s = performance.now(); randomSolution(size, createRng(w + 'r' + i)); t.push(performance.now() - s); }
const mi = t.indexOf(Math.max(...t));
t.sort((a, b) => a - b); console.log(size, t[500]!.toFixed(3), t[950]!.toFixed(3), t[990]!.toFixed(3), t[999]!.toFixed(3), 'max at', mi); }
