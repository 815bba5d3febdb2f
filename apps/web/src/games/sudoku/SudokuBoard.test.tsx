import { isInvalid, sudoku, type SudokuMove, type SudokuState } from '@jdj/puzzles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyCellsOf, testSudoku } from '../../test/sudoku-fixture.ts';
import { cellLabel, moveSelection, SudokuBoard } from './SudokuBoard.tsx';

/** The board driven by the real module, as the play screen does; `moves` records what it sent. */
function Harness({ initial, moves, confirm = async () => true }: { initial?: SudokuState; moves: SudokuMove[]; confirm?: () => Promise<boolean> }) {
  const [state, setState] = useState(() => initial ?? sudoku.init(testSudoku()));
  const dispatch = (move: SudokuMove) => {
    const next = sudoku.apply(state, move);
    if (isInvalid(next)) return false;
    moves.push(move);
    setState(next);
    return true;
  };
  return <SudokuBoard state={state} dispatch={dispatch} disabled={false} confirm={confirm} ask={async () => ({ ok: false, message: 'sans objet' })} />;
}

const cell = (row: number, col: number) => document.querySelector(`[data-cell="${row}-${col}"]`) as HTMLElement;

describe('sudoku board', () => {
  it('names each cell for screen readers and marks the givens', () => {
    render(<Harness moves={[]} />);
    const puzzle = testSudoku();
    expect(screen.getAllByRole('gridcell')).toHaveLength(81);
    const empty = emptyCellsOf(puzzle)[0]!;
    expect(screen.getByRole('gridcell', { name: `Ligne ${empty.row + 1}, colonne ${empty.col + 1}, vide` })).toBeTruthy();
    const row = puzzle.board.findIndex((line) => line.some((v) => v !== 0));
    const col = puzzle.board[row]!.findIndex((v) => v !== 0);
    expect(cell(row, col).getAttribute('aria-label')).toBe(`Ligne ${row + 1}, colonne ${col + 1}, ${puzzle.board[row]![col]}, chiffre de départ`);
    expect(cell(row, col).className).toContain('sudoku__cell--given');
  });

  it('places digits by pad and keyboard, notes with n, erases with Backspace, all as module moves', async () => {
    const moves: SudokuMove[] = [];
    render(<Harness moves={moves} />);
    const [a, b] = emptyCellsOf(testSudoku());
    await userEvent.click(cell(a!.row, a!.col));
    await userEvent.click(screen.getByRole('button', { name: `Placer le ${a!.value}` }));
    expect(cell(a!.row, a!.col).getAttribute('aria-label')).toBe(`Ligne ${a!.row + 1}, colonne ${a!.col + 1}, ${a!.value}`);
    await userEvent.keyboard('{Backspace}');
    expect(cell(a!.row, a!.col).getAttribute('aria-label')).toBe(`Ligne ${a!.row + 1}, colonne ${a!.col + 1}, vide`);

    await userEvent.click(cell(b!.row, b!.col));
    await userEvent.keyboard('n');
    const notes = screen.getByRole('button', { name: 'Notes' });
    expect(notes.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Noter le 1' })).toBeTruthy();
    await userEvent.keyboard('13');
    expect(cell(b!.row, b!.col).getAttribute('aria-label')).toContain(', notes 1 3');
    // Clicking the active tool turns it off.
    await userEvent.click(notes);
    expect(notes.getAttribute('aria-pressed')).toBe('false');
    expect(moves.map((m) => m.type)).toEqual(['select', 'place', 'erase', 'select', 'set-mode', 'note', 'note', 'set-mode']);
  });

  it('moves the selection with the arrows, wrapping around the edges', async () => {
    expect(moveSelection(null, 'up', 9)).toEqual({ row: 0, col: 0 });
    expect(moveSelection({ row: 0, col: 4 }, 'up', 9)).toEqual({ row: 8, col: 4 });
    expect(moveSelection({ row: 3, col: 8 }, 'right', 9)).toEqual({ row: 3, col: 0 });
    expect(moveSelection({ row: 8, col: 2 }, 'down', 9)).toEqual({ row: 0, col: 2 });
    expect(moveSelection({ row: 5, col: 0 }, 'left', 9)).toEqual({ row: 5, col: 8 });
    render(<Harness moves={[]} />);
    await userEvent.keyboard('{ArrowLeft}'); // No selection yet: the top-left cell.
    expect(cell(0, 0).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(cell(0, 8).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(cell(8, 8).getAttribute('aria-selected')).toBe('true');
  });

  it('highlights the row, column, box and same digits of the selection, and conflicts', async () => {
    const puzzle = testSudoku();
    let state = sudoku.init(puzzle);
    const empty = emptyCellsOf(puzzle).find((c) => puzzle.board[c.row]!.some((v) => v !== 0))!;
    const clash = puzzle.board[empty.row]!.find((v) => v !== 0)!;
    state = sudoku.apply(state, { type: 'place', row: empty.row, col: empty.col, value: clash }) as SudokuState;
    render(<Harness initial={state} moves={[]} />);
    expect(cell(empty.row, empty.col).className).toContain('sudoku__cell--conflict');
    expect(cell(empty.row, empty.col).getAttribute('aria-label')).toMatch(/, en conflit$/);
    await userEvent.click(cell(empty.row, empty.col));
    const other = (empty.col + 4) % 9;
    expect(cell(empty.row, other).className).toMatch(/sudoku__cell--(related|same)/);
    expect(cell((empty.row + 4) % 9, empty.col).className).toMatch(/sudoku__cell--(related|same)/);
  });

  it('shows the mistakes, and takes a wrong digit back with Annuler or Ctrl+Z while the mistake stays counted', async () => {
    const moves: SudokuMove[] = [];
    const puzzle = testSudoku();
    render(<Harness moves={moves} />);
    expect(screen.getByText('Erreurs : 0')).toBeTruthy();
    const empty = emptyCellsOf(puzzle).find((c) => puzzle.board[c.row]!.some((v) => v !== 0))!;
    const clash = puzzle.board[empty.row]!.find((v) => v !== 0)!;
    const undo = screen.getByRole('button', { name: 'Annuler' });
    const redo = screen.getByRole('button', { name: 'Rétablir' });
    expect(undo).toHaveProperty('disabled', true);
    await userEvent.click(cell(empty.row, empty.col));
    await userEvent.keyboard(String(clash));
    expect(screen.getByText('Erreurs : 1')).toBeTruthy();
    await userEvent.click(undo);
    expect(cell(empty.row, empty.col).getAttribute('aria-label')).toMatch(/, vide$/);
    expect(screen.getByText('Erreurs : 1')).toBeTruthy();
    await userEvent.click(redo);
    expect(cell(empty.row, empty.col).getAttribute('aria-label')).toMatch(/, en conflit$/);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(cell(empty.row, empty.col).getAttribute('aria-label')).toMatch(/, vide$/);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(cell(empty.row, empty.col).getAttribute('aria-label')).toMatch(/, en conflit$/);
    expect(moves.map((m) => m.type)).toEqual(['select', 'place', 'undo', 'redo', 'undo', 'redo']);
  });

  it('disables a digit once all nine are placed', () => {
    const puzzle = testSudoku();
    let state = sudoku.init(puzzle);
    for (const c of emptyCellsOf(puzzle).filter((c) => c.value === 4)) {
      state = sudoku.apply(state, { type: 'place', ...c }) as SudokuState;
    }
    render(<Harness initial={state} moves={[]} />);
    const pad = screen.getByRole('group', { name: 'Chiffres' });
    expect(within(pad).getByRole('button', { name: 'Placer le 4' })).toHaveProperty('disabled', true);
    expect(within(pad).getByRole('button', { name: 'Placer le 5' })).toHaveProperty('disabled', false);
  });

  it('resets only after confirmation', async () => {
    const moves: SudokuMove[] = [];
    const confirm = vi.fn(async () => false);
    const { unmount } = render(<Harness moves={moves} confirm={confirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Recommencer la grille ?', confirmLabel: 'Recommencer' }));
    expect(moves).toEqual([]);
    unmount();
    render(<Harness moves={moves} confirm={async () => true} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(moves).toEqual([{ type: 'reset' }]);
  });

  it('labels an empty cell with notes', () => {
    const puzzle = testSudoku();
    const c = emptyCellsOf(puzzle)[0]!;
    const state = { ...sudoku.init(puzzle), notes: { [`${c.row}-${c.col}`]: [2, 7] } };
    expect(cellLabel(state, c.row, c.col)).toBe(`Ligne ${c.row + 1}, colonne ${c.col + 1}, vide, notes 2 7`);
  });

  it('shows a joker’s cell apart for good, by its look and its name, and locks it as a given: selected, never written over (issue 40)', async () => {
    const puzzle = testSudoku();
    const [c, open] = emptyCellsOf(puzzle);
    const revealed = sudoku.apply(sudoku.init(puzzle), { type: 'joker', row: c!.row, col: c!.col });
    if (isInvalid(revealed)) throw new Error(revealed.reason);
    const moves: SudokuMove[] = [];
    render(<Harness moves={moves} initial={revealed} />);
    const value = puzzle.solution[c!.row]![c!.col]!;
    const name = `Ligne ${c!.row + 1}, colonne ${c!.col + 1}, ${value}, révélée par un joker`;
    expect(cell(c!.row, c!.col).getAttribute('aria-label')).toBe(name);
    expect(cell(c!.row, c!.col).className).toContain('sudoku__cell--revealed');
    expect(cell(c!.row, c!.col).className).not.toContain('sudoku__cell--given');
    // Read-only as a given is; an empty cell is not.
    const row = puzzle.board.findIndex((line) => line.some((v) => v !== 0));
    const given = { row, col: puzzle.board[row]!.findIndex((v) => v !== 0) };
    expect(cell(c!.row, c!.col).getAttribute('aria-readonly')).toBe('true');
    expect(cell(given.row, given.col).getAttribute('aria-readonly')).toBe('true');
    expect(cell(open!.row, open!.col).getAttribute('aria-readonly')).toBeNull();

    // Selected, then every way of writing or erasing does nothing: the module refuses it, as on a given.
    const other = (value % 9) + 1;
    for (const target of [c!, given]) {
      await userEvent.click(cell(target.row, target.col));
      expect(cell(target.row, target.col).getAttribute('aria-selected')).toBe('true');
      await userEvent.keyboard(`{Backspace}{Delete}${other}`);
      await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
      await userEvent.click(screen.getByRole('button', { name: `Placer le ${other}` }));
    }
    await userEvent.click(cell(c!.row, c!.col));
    await userEvent.keyboard(`n${other}`);
    expect(moves).toEqual([
      { type: 'select', row: c!.row, col: c!.col },
      { type: 'select', row: given.row, col: given.col },
      { type: 'select', row: c!.row, col: c!.col },
      { type: 'set-mode', mode: 'note' },
    ]);
    expect(cell(c!.row, c!.col).getAttribute('aria-label')).toBe(name);
    expect(cell(c!.row, c!.col).className).toContain('sudoku__cell--revealed');
    // Nothing is said of a refused key, as on a given.
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes back the digit before a joker with Annuler, never the joker’s cell (issue 40)', async () => {
    const puzzle = testSudoku();
    const [a, c] = emptyCellsOf(puzzle);
    const placed = sudoku.apply(sudoku.init(puzzle), { type: 'place', ...a! }) as SudokuState;
    const revealed = sudoku.apply(placed, { type: 'joker', row: c!.row, col: c!.col }) as SudokuState;
    render(<Harness moves={[]} initial={revealed} />);
    const undo = screen.getByRole('button', { name: 'Annuler' });
    await userEvent.click(undo);
    expect(cell(a!.row, a!.col).getAttribute('aria-label')).toBe(`Ligne ${a!.row + 1}, colonne ${a!.col + 1}, vide`);
    expect(cell(c!.row, c!.col).getAttribute('aria-label')).toBe(`Ligne ${c!.row + 1}, colonne ${c!.col + 1}, ${c!.value}, révélée par un joker`);
    expect(undo).toHaveProperty('disabled', true);
  });

  it('is won as usual by the last digit around a joker’s cell', async () => {
    const puzzle = testSudoku();
    const [c, ...rest] = emptyCellsOf(puzzle);
    const last = rest.pop()!;
    let state = sudoku.apply(sudoku.init(puzzle), { type: 'joker', row: c!.row, col: c!.col }) as SudokuState;
    for (const move of rest) state = sudoku.apply(state, { type: 'place', ...move }) as SudokuState;
    render(<Harness moves={[]} initial={state} />);
    await userEvent.click(cell(last.row, last.col));
    await userEvent.keyboard(String(last.value));
    expect(sudoku.status(state)).toBe('playing');
    expect(screen.getByRole('status').textContent).toBe('Grille terminée\u00a0!');
  });
});
