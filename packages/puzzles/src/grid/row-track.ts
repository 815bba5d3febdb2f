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

type Grid = readonly (readonly unknown[])[];

function rowRight(board: Grid, solution: Grid, row: number): boolean {
  const line = board[row];
  const answer = solution[row];
  if (!line || !answer) return false;
  for (let col = 0; col < line.length; col++) if (line[col] !== answer[col]) return false;
  return true;
}

const withRows = (list: number[], rows: readonly number[]): number[] => {
  const added = rows.filter((row) => !list.includes(row));
  return added.length === 0 ? list : [...list, ...added];
};

/**
 * The solved rows after a move, in order. Every move of a replay asks it (issue 36: it was a third of a
 * Sudoku's replay), so it allocates nothing when nothing changed, and looks only at the rows the move
 * changed when it knows the grid before the move: a state's rows are never written in place, so a row
 * whose array is the one `previous` held is as right, or as wrong, as it was.
 */
function solvedRows(before: number[], board: Grid, solution: Grid, previous: Grid | undefined): number[] {
  let solved = before;
  for (let row = 0; row < board.length; row++) {
    if (previous !== undefined && previous[row] === board[row]) continue;
    const right = rowRight(board, solution, row);
    if (right === before.includes(row)) continue;
    if (solved === before) solved = before.slice();
    if (right) solved.push(row);
    else solved.splice(solved.indexOf(row), 1);
  }
  return solved;
}

/**
 * The track after a move: `before` is the track kept so far, `board` the grid after the move; `faults` and
 * `hints` the rows the move made a mistake in or revealed a cell of; `previous` the grid before the move,
 * when the caller has it and `before` lists every right row of it (a track made by `startTrack` or by
 * this function): it spares comparing the rows the move did not change.
 */
export function trackRows(
  before: RowTrack,
  board: Grid,
  solution: Grid,
  touched: { faults?: readonly number[]; hints?: readonly number[] } = {},
  previous?: Grid,
): RowTrack {
  const solved = solvedRows(before.solved, board, solution, previous);
  const faults = touched.faults?.length ? withRows(before.faults, touched.faults) : before.faults;
  const hints = touched.hints?.length ? withRows(before.hints, touched.hints) : before.hints;
  return solved === before.solved && faults === before.faults && hints === before.hints ? before : { solved, faults, hints };
}

/** The track of a new game: the rows its givens already fill right (a small grid may have one). */
export const startTrack = (board: Grid, solution: Grid): RowTrack => trackRows(NO_ROWS, board, solution);

/** One square per row, in the order the rows were solved: 🟦 a joker revealed a cell, 🟨 a mistake, 🟩 neither. */
export function rowsPicture(track: RowTrack): string {
  return track.solved.map((row) => (track.hints.includes(row) ? '🟦' : track.faults.includes(row) ? '🟨' : '🟩')).join('');
}
