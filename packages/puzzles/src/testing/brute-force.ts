/**
 * Solution counters for the tests, written apart from the generators' solvers (no bitmasks, no human
 * techniques, no shared code): exhaustive searches that check each rule as document 2 §5 states it. Slow
 * and obvious on purpose, so that a bug in a generator's solver cannot hide behind the same bug here.
 */

/** Completions of a sudoku-like grid (0 = empty) with boxes of `boxRows` × `boxCols`, up to `limit`, cell by cell. */
export function bruteForceSudokuCount(grid: readonly (readonly number[])[], boxRows: number, boxCols: number, limit = 2): number {
  const size = grid.length;
  const cells = grid.map((row) => row.slice());
  const fits = (row: number, col: number, value: number): boolean => {
    for (let i = 0; i < size; i++) {
      if (i !== col && cells[row]![i] === value) return false;
      if (i !== row && cells[i]![col] === value) return false;
    }
    const top = row - (row % boxRows);
    const left = col - (col % boxCols);
    for (let r = top; r < top + boxRows; r++) {
      for (let c = left; c < left + boxCols; c++) if ((r !== row || c !== col) && cells[r]![c] === value) return false;
    }
    return true;
  };
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const value = cells[row]![col]!;
      if (value !== 0 && !fits(row, col, value)) return 0;
    }
  }
  let found = 0;
  const fill = (index: number): void => {
    if (found >= limit) return;
    if (index === size * size) {
      found++;
      return;
    }
    const row = Math.floor(index / size);
    const col = index % size;
    if (cells[row]![col] !== 0) {
      fill(index + 1);
      return;
    }
    for (let value = 1; value <= size; value++) {
      if (!fits(row, col, value)) continue;
      cells[row]![col] = value;
      fill(index + 1);
      cells[row]![col] = 0;
    }
  };
  fill(0);
  return found;
}

type BinaryCell = 0 | 1 | null;

const linesBySize = new Map<number, number[][]>();

/** Every line of `size` cells the first two rules allow: as many 0 as 1, never three identical in a row. */
function allowedLines(size: number): number[][] {
  let lines = linesBySize.get(size);
  if (!lines) {
    lines = [];
    for (let pattern = 0; pattern < 2 ** size; pattern++) {
      const cells = Array.from({ length: size }, (_, i) => Math.floor(pattern / 2 ** i) % 2);
      if (cells.filter((v) => v === 1).length !== size / 2) continue;
      if (cells.some((v, i) => i >= 2 && v === cells[i - 1] && v === cells[i - 2])) continue;
      lines.push(cells);
    }
    linesBySize.set(size, lines);
  }
  return lines;
}

/**
 * Completions of a binero grid (null = empty) under its three rules, up to `limit`: no three identical
 * values in a row or column, as many 0 as 1 in each line, no two identical rows or columns.
 *
 * Each row and each column may only be one of the allowed lines that agree with its givens. Rows are
 * chosen one at a time (the one with fewest lines left first, all different); each choice keeps only the
 * column lines that agree with it. A grid whose every row is chosen is a solution when its columns differ.
 */
export function bruteForceBineroCount(grid: readonly (readonly BinaryCell[])[], limit = 2): number {
  const size = grid.length;
  const agrees = (line: number[], givens: readonly BinaryCell[]) => line.every((v, i) => givens[i] === null || givens[i] === v);
  const rowLines = grid.map((row) => allowedLines(size).filter((line) => agrees(line, row)));
  const columnLines = Array.from({ length: size }, (_, c) =>
    allowedLines(size).filter((line) =>
      agrees(
        line,
        grid.map((row) => row[c] ?? null),
      ),
    ),
  );
  const chosen: (number[] | null)[] = new Array(size).fill(null);
  let found = 0;

  const walk = (columns: number[][][]): void => {
    if (found >= limit) return;
    let best = -1;
    let bestLines: number[][] = [];
    for (let r = 0; r < size; r++) {
      if (chosen[r] !== null) continue;
      const allowed = columns.map((lines) => new Set(lines.map((line) => line[r])));
      const lines = rowLines[r]!.filter((line) => !chosen.includes(line) && line.every((v, c) => allowed[c]!.has(v)));
      if (lines.length === 0) return;
      if (best < 0 || lines.length < bestLines.length) {
        best = r;
        bestLines = lines;
      }
    }
    if (best < 0) {
      const distinctColumns = new Set(Array.from({ length: size }, (_, c) => chosen.map((row) => row![c]).join('')));
      if (distinctColumns.size === size) found++;
      return;
    }
    for (const line of bestLines) {
      const next = columns.map((lines, c) => lines.filter((column) => column[best] === line[c]));
      if (next.some((lines) => lines.length === 0)) continue;
      chosen[best] = line;
      walk(next);
      chosen[best] = null;
    }
  };
  walk(columnLines);
  return found;
}
