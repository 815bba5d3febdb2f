import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import { NO_ROWS, rowsPicture, startTrack, trackRows } from './row-track.ts';

const SOLUTION = [
  [1, 2, 3],
  [2, 3, 1],
  [3, 1, 2],
];

/** The board with one cell changed, its other rows shared (as the games' states do). */
function withCell(board: number[][], row: number, col: number, value: number): number[][] {
  const next = board.slice();
  next[row] = (board[row] as number[]).slice();
  (next[row] as number[])[col] = value;
  return next;
}

describe('the rows’ track of a grid game', () => {
  it('lists rows in the order they were solved, and drops a row that stops being right', () => {
    let board = [
      [1, 2, 0],
      [2, 3, 0],
      [3, 1, 0],
    ];
    let track = startTrack(board, SOLUTION);
    expect(track.solved).toEqual([]);
    for (const [row, value] of [
      [2, 2],
      [0, 3],
    ] as const) {
      const next = withCell(board, row, 2, value);
      track = trackRows(track, next, SOLUTION, {}, board);
      board = next;
    }
    expect(track.solved).toEqual([2, 0]);
    const wrong = withCell(board, 2, 2, 9);
    track = trackRows(track, wrong, SOLUTION, { faults: [2] }, board);
    expect(track.solved).toEqual([0]);
    expect(rowsPicture(track)).toBe('🟩');
    expect(track.faults).toEqual([2]);
  });

  it('counts a row the givens already fill from the start', () => {
    const board = [
      [1, 2, 3],
      [2, 0, 0],
      [3, 0, 0],
    ];
    expect(startTrack(board, SOLUTION).solved).toEqual([0]);
    // A move elsewhere keeps it, without looking at it again.
    const next = withCell(board, 1, 1, 3);
    expect(trackRows(startTrack(board, SOLUTION), next, SOLUTION, {}, board).solved).toEqual([0]);
  });

  it('keeps the same track object when a move changes nothing it shows', () => {
    const board = [
      [1, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    const track = startTrack(board, SOLUTION);
    expect(trackRows(track, withCell(board, 1, 0, 2), SOLUTION, {}, board)).toBe(track);
  });

  it('gives the same track with the grid before each move as by looking at every row, over random games', () => {
    const rng = createRng('row-track');
    for (let game = 0; game < 50; game++) {
      let board = SOLUTION.map((line) => line.map(() => 0));
      let fast = NO_ROWS;
      let full = NO_ROWS;
      for (let move = 0; move < 40; move++) {
        const row = rng.int(0, 2);
        const next = withCell(board, row, rng.int(0, 2), rng.int(0, 3));
        fast = trackRows(fast, next, SOLUTION, {}, board);
        full = trackRows(full, next, SOLUTION);
        expect(fast.solved).toEqual(full.solved);
        board = next;
      }
    }
  });
});
