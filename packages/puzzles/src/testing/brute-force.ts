/**
 * Solution counters for the tests, written apart from the generators' solvers (no bitmasks, no
 * techniques, no shared code): plain cell-by-cell backtracking that checks each rule as stated in
 * document 2 §5. Slow and obvious on purpose, so that a bug in a generator's solver cannot hide behind
 * the same bug here.
 */

/** Completions of a sudoku-like grid (0 = empty) with boxes of `boxRows` × `boxCols`, up to `limit`. */
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
    if (cells[row]![col] !== 0) return fill(index + 1);
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

/**
 * Completions of a binero grid (null = empty) under its three rules, up to `limit`: no three identical
 * values in a row or column, as many 0 as 1 in each line, no two identical rows or columns.
 */
export function bruteForceBineroCount(grid: readonly (readonly BinaryCell[])[], limit = 2): number {
  const size = grid.length;
  const cells: BinaryCell[][] = grid.map((row) => row.slice());
  const line = (index: number, isRow: boolean): BinaryCell[] =>
    Array.from({ length: size }, (_, i) => (isRow ? cells[index]![i]! : cells[i]![index]!) ?? null);
  const lineOk = (values: BinaryCell[]): boolean => {
    let zeros = 0;
    let ones = 0;
    for (let i = 0; i < values.length; i++) {
      if (values[i] === 0) zeros++;
      if (values[i] === 1) ones++;
      if (i >= 2 && values[i] !== null && values[i] === values[i - 1] && values[i] === values[i - 2]) return false;
    }
    return zeros <= size / 2 && ones <= size / 2;
  };
  const sameAsAnother = (index: number, isRow: boolean): boolean => {
    const mine = line(index, isRow).join(',');
    for (let other = 0; other < size; other++) {
      if (other === index) continue;
      const theirs = line(other, isRow);
      if (!theirs.includes(null) && theirs.join(',') === mine) return true;
    }
    return false;
  };
  const allOk = (): boolean => {
    for (let i = 0; i < size; i++) {
      for (const isRow of [true, false]) {
        const values = line(i, isRow);
        if (!lineOk(values)) return false;
        if (!values.includes(null) && sameAsAnother(i, isRow)) return false;
      }
    }
    return true;
  };
  if (!allOk()) return 0;
  let found = 0;
  const fill = (index: number): void => {
    if (found >= limit) return;
    if (index === size * size) {
      found++;
      return;
    }
    const row = Math.floor(index / size);
    const col = index % size;
    if (cells[row]![col] !== null) return fill(index + 1);
    for (const value of [0, 1] as const) {
      cells[row]![col] = value;
      const rowValues = line(row, true);
      const colValues = line(col, false);
      const ok =
        lineOk(rowValues) &&
        lineOk(colValues) &&
        (rowValues.includes(null) || !sameAsAnother(row, true)) &&
        (colValues.includes(null) || !sameAsAnother(col, false));
      if (ok) fill(index + 1);
      cells[row]![col] = null;
    }
  };
  fill(0);
  return found;
}
