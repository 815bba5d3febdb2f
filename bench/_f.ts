import { createRng, binero } from '@jdj/puzzles';
type C = 0 | 1 | null;
let nodes = 0;
function count(grid: readonly (readonly C[])[], limit = 2): number {
  const n = grid.length, half = n / 2;
  const patterns: number[][] = [];
  for (let m = 0; m < 1 << n; m++) {
    const cells = Array.from({ length: n }, (_, i) => (m >> i) & 1);
    if (cells.filter((v) => v === 1).length !== half) continue;
    if (cells.some((v, i) => i >= 2 && v === cells[i - 1] && v === cells[i - 2])) continue;
    patterns.push(cells);
  }
  const agrees = (p: number[], line: C[]) => p.every((v, i) => line[i] === null || line[i] === v);
  const rowOptions = grid.map((row) => patterns.filter((p) => agrees(p, row as C[])));
  const initialColumns = Array.from({ length: n }, (_, c) => patterns.filter((p) => agrees(p, grid.map((row) => row[c]!))));
  const rows: number[][] = [];
  let found = 0;
  const walk = (columns: number[][][]) => {
    if (found >= limit) return;
    const r = rows.length;
    if (r === n) {
      const cols = new Set(Array.from({ length: n }, (_, c) => rows.map((row) => row[c]).join('')));
      if (cols.size === n) found++;
      return;
    }
    for (const option of rowOptions[r]!) {
      if (rows.includes(option)) continue;
      nodes++;
      const next = columns.map((domain, c) => domain.filter((p) => p[r] === option[c]));
      if (next.some((domain) => domain.length === 0)) continue;
      rows.push(option);
      walk(next);
      rows.pop();
    }
  };
  walk(initialColumns);
  return found;
}
for (const size of [6, 8, 10] as const) for (const d of ['simple', 'easy', 'intermediate', 'expert'] as const) {
  const s = performance.now(); let n = 0; nodes = 0;
  for (let i = 0; i < 20; i++) { const p = binero.generate!(createRng(`${size}${d}${i}`), { size, difficulty: d }); n += count(p.board); }
  console.log(nodes / 20, size, d, ((performance.now() - s) / 20).toFixed(2), 'ms each', n);
}
