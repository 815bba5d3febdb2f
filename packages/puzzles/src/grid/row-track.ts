/**
 * How a grid game's rows went, for its share picture (issue 40): the rows in the order they were solved
 * (every cell the solution's), and the rows a mistake or a joker touched. Kept across undo and reset: what
 * happened happened. Never a digit nor a symbol of the grid: the picture gives no answer away.
 */
export interface RowTrack {
  /** Row indices, in the order each became right; a row that stops being right leaves the list. */
  solved: number[];
  /** Rows where a mistake was counted. */
  faults: number[];
  /** Rows where a joker revealed a cell. */
  hints: number[];
}

export const NO_ROWS: RowTrack = { solved: [], faults: [], hints: [] };

const rowRight = (board: readonly (readonly unknown[])[], solution: readonly (readonly unknown[])[], row: number): boolean =>
  (board[row] ?? []).every((value, col) => value === solution[row]?.[col]);

const withRows = (list: number[], rows: readonly number[]): number[] => {
  const added = rows.filter((row) => !list.includes(row));
  return added.length === 0 ? list : [...list, ...added];
};

/**
 * The track after a move: `before` is the track kept so far, `board` the grid after the move; `faults` and
 * `hints` the rows the move made a mistake in or revealed a cell of.
 */
export function trackRows(
  before: RowTrack,
  board: readonly (readonly unknown[])[],
  solution: readonly (readonly unknown[])[],
  touched: { faults?: readonly number[]; hints?: readonly number[] } = {},
): RowTrack {
  const still = before.solved.filter((row) => rowRight(board, solution, row));
  const fresh = board.flatMap((_, row) => (!still.includes(row) && rowRight(board, solution, row) ? [row] : []));
  const solved = still.length === before.solved.length && fresh.length === 0 ? before.solved : [...still, ...fresh];
  const faults = withRows(before.faults, touched.faults ?? []);
  const hints = withRows(before.hints, touched.hints ?? []);
  return solved === before.solved && faults === before.faults && hints === before.hints ? before : { solved, faults, hints };
}

/** One square per row, in the order the rows were solved: 🟦 a joker revealed a cell, 🟨 a mistake, 🟩 neither. */
export function rowsPicture(track: RowTrack): string {
  return track.solved.map((row) => (track.hints.includes(row) ? '🟦' : track.faults.includes(row) ? '🟨' : '🟩')).join('');
}
