import { createRng, binero } from '@jdj/puzzles';
type C = 0 | 1 | null;
function count(grid: readonly (readonly C[])[], limit = 2): number {
  const n = grid.length, half = n / 2;
  const patterns: number[][] = [];
  for (let m = 0; m < 1 << n; m++) {
    const cells = Array.from({ length: n }, (_, i) => (m >> i) & 1);
    if (cells.filter((v) => v === 1).length !== half) continue;
    if (cells.some((v, i) => i >= 2 && v === cells[i - 1] && v === cells[i - 2])) continue;
    patterns.push(cells);
  }
  const options = grid.map((row) => patterns.filter((p) => p.every((v, i) => row[i] === null || row[i] === v)));
  const prefixes = Array.from({ length: n }, (_, c) => {
    const set = new Set<string>();
    for (const p of patterns) if (p.every((v, r) => grid[r]![c] === null || grid[r]![c] === v)) for (let k = 0; k <= n; k++) set.add(p.slice(0, k).join(''));
    return set;
  });
  const rows: number[][] = [];
  let found = 0; (globalThis as any).nodes ??= 0;
  const columnsOk = () => {
    const k = rows.length;
    for (let c = 0; c < n; c++) if (!prefixes[c]!.has(rows.map((r) => r[c]).join(''))) return false;
    return true;
  };
  const walk = () => {
    if (found >= limit) return;
    if (rows.length === n) {
      const cols = new Set(Array.from({ length: n }, (_, c) => rows.map((r) => r[c]).join('')));
      if (cols.size === n) found++;
      return;
    }
    for (const option of options[rows.length]!) {
      if (rows.includes(option)) continue;
      rows.push(option); (globalThis as any).nodes++;
      if (columnsOk()) walk();
      rows.pop();
    }
  };
  walk();
  return found;
}
for (const size of [6, 8, 10] as const) for (const d of ['simple', 'easy', 'intermediate', 'expert'] as const) {
  const s = performance.now(); let n = 0; (globalThis as any).nodes = 0;
  for (let i = 0; i < 20; i++) { const p = binero.generate!(createRng(`${size}${d}${i}`), { size, difficulty: d }); n += count(p.board); }
  console.log((globalThis as any).nodes / 20, size, d, ((performance.now() - s) / 20).toFixed(2), 'ms each', n);
}
