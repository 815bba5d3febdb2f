/**
 * Geometry of a sudoku grid (9x9 with 3x3 boxes, 6x6 with 2-row × 3-column boxes), precomputed
 * once into typed arrays so the solver, grader and generator never recompute an index.
 *
 * Cells are numbered row-major (0 … size²-1). Units are numbered rows first (0 … size-1),
 * then columns (size … 2·size-1), then boxes (2·size … 3·size-1). Digit d is bit d-1.
 */
export interface SudokuShape {
  /** Digits 1 … size; rows and columns both count `size` cells. */
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  readonly cellCount: number;
  /** Every digit's bit set. */
  readonly allDigits: number;
  readonly rowOf: Uint8Array;
  readonly colOf: Uint8Array;
  readonly boxOf: Uint8Array;
  readonly unitCount: number;
  /** `unitCount` × `size` cell indices. */
  readonly unitCells: Uint8Array;
  readonly peerCount: number;
  /** `cellCount` × `peerCount` cell indices: the other cells of a cell's row, column and box. */
  readonly peers: Uint8Array;
}

export function createShape(boxRows: number, boxCols: number): SudokuShape {
  const size = boxRows * boxCols;
  const cellCount = size * size;
  const rowOf = new Uint8Array(cellCount);
  const colOf = new Uint8Array(cellCount);
  const boxOf = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const row = Math.floor(cell / size);
    const col = cell % size;
    rowOf[cell] = row;
    colOf[cell] = col;
    // Boxes are numbered row-major too: `size / boxCols` boxes per band of `boxRows` rows.
    boxOf[cell] = Math.floor(row / boxRows) * (size / boxCols) + Math.floor(col / boxCols);
  }

  const unitCount = 3 * size;
  const unitCells = new Uint8Array(unitCount * size);
  const filled = new Uint8Array(unitCount);
  const addToUnit = (unit: number, cell: number) => {
    unitCells[unit * size + (filled[unit] as number)] = cell;
    filled[unit] = (filled[unit] as number) + 1;
  };
  for (let cell = 0; cell < cellCount; cell++) {
    addToUnit(rowOf[cell] as number, cell);
    addToUnit(size + (colOf[cell] as number), cell);
    addToUnit(2 * size + (boxOf[cell] as number), cell);
  }

  const peerCount = 2 * (size - 1) + (size - boxRows - boxCols + 1);
  const peers = new Uint8Array(cellCount * peerCount);
  for (let cell = 0; cell < cellCount; cell++) {
    let n = 0;
    for (let other = 0; other < cellCount; other++) {
      if (other === cell) continue;
      if (rowOf[other] === rowOf[cell] || colOf[other] === colOf[cell] || boxOf[other] === boxOf[cell]) {
        peers[cell * peerCount + n++] = other;
      }
    }
  }

  return {
    size,
    boxRows,
    boxCols,
    cellCount,
    allDigits: (1 << size) - 1,
    rowOf,
    colOf,
    boxOf,
    unitCount,
    unitCells,
    peerCount,
    peers,
  };
}

/** Sudoku: 9x9, boxes of 3 rows by 3 columns. */
export const SUDOKU_SHAPE = createShape(3, 3);
/** Sudolito: 6x6, boxes of 2 rows by 3 columns. */
export const SUDOLITO_SHAPE = createShape(2, 3);

/** The shape of a square grid of that many rows, if it is one we play. */
export function shapeOfSize(size: number): SudokuShape | null {
  if (size === 9) return SUDOKU_SHAPE;
  if (size === 6) return SUDOLITO_SHAPE;
  return null;
}
