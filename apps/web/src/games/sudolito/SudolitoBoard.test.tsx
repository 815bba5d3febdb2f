import { isInvalid, sudolito, type SudolitoMove, type SudolitoState } from '@jdj/puzzles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { testSudolito } from '../../test/grid-fixtures.ts';
import { SudolitoBoard } from './SudolitoBoard.tsx';

/** The board driven by the real module, as the play screen does; `moves` records what it sent. */
function Harness({ initial, moves }: { initial?: SudolitoState; moves: SudolitoMove[] }) {
  const [state, setState] = useState(() => initial ?? sudolito.init(testSudolito()));
  const dispatch = (move: SudolitoMove) => {
    const next = sudolito.apply(state, move);
    if (isInvalid(next)) return false;
    moves.push(move);
    setState(next);
    return true;
  };
  return <SudolitoBoard state={state} dispatch={dispatch} disabled={false} confirm={async () => true} ask={async () => ({ ok: false, message: '' })} />;
}

const cell = (row: number, col: number) => document.querySelector(`[data-cell="${row}-${col}"]`) as HTMLElement;
const boxLines = (row: number, col: number) => ({
  right: cell(row, col).classList.contains('sudoku__cell--box-right'),
  bottom: cell(row, col).classList.contains('sudoku__cell--box-bottom'),
});

describe('sudolito board', () => {
  it('draws 6x6 with boxes of 2 rows × 3 columns: thick lines after column 3 and after rows 2 and 4', () => {
    render(<Harness moves={[]} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(36);
    expect(boxLines(0, 2)).toEqual({ right: true, bottom: false });
    expect(boxLines(1, 1)).toEqual({ right: false, bottom: true });
    expect(boxLines(3, 2)).toEqual({ right: true, bottom: true });
    // Swapped (3 rows × 2 columns) boxes would draw these lines instead.
    expect(boxLines(2, 1)).toEqual({ right: false, bottom: false });
    expect(boxLines(5, 5)).toEqual({ right: false, bottom: false });
  });

  it('has a pad of 1 to 6 and takes keys 1 to 6 only', async () => {
    const moves: SudolitoMove[] = [];
    render(<Harness moves={moves} />);
    const pad = screen.getByRole('group', { name: 'Chiffres' });
    expect(
      within(pad)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    const puzzle = testSudolito();
    const row = puzzle.board.findIndex((line) => line.includes(0));
    const col = puzzle.board[row]!.indexOf(0);
    await userEvent.click(cell(row, col));
    await userEvent.keyboard('7');
    expect(moves.map((m) => m.type)).toEqual(['select']);
    await userEvent.keyboard(String(puzzle.solution[row]![col]));
    expect(cell(row, col).getAttribute('aria-label')).toBe(`Ligne ${row + 1}, colonne ${col + 1}, ${puzzle.solution[row]![col]}`);
  });

  it('marks a wrong digit invalid and says so in the live region', async () => {
    const puzzle = testSudolito();
    const row = puzzle.board.findIndex((line) => line.includes(0) && line.some((v) => v !== 0));
    const col = puzzle.board[row]!.indexOf(0);
    const clash = puzzle.board[row]!.find((v) => v !== 0)!;
    render(<Harness moves={[]} />);
    await userEvent.click(cell(row, col));
    await userEvent.click(screen.getByRole('button', { name: `Placer le ${clash}` }));
    expect(cell(row, col).getAttribute('aria-label')).toMatch(/, invalide$/);
    expect(cell(row, col).className).toContain('sudoku__cell--conflict');
    expect(screen.getByRole('status').textContent).toBe(`Erreur : le ${clash} est déjà dans sa ligne, sa colonne ou son bloc.`);
  });

  it('locks the joker’s digit that replaced a wrong one, as a given: revealed, unmarked, never written over (issue 40)', async () => {
    const puzzle = testSudolito();
    const row = puzzle.board.findIndex((line) => line.includes(0) && line.some((v) => v !== 0));
    const col = puzzle.board[row]!.indexOf(0);
    const clash = puzzle.board[row]!.find((v) => v !== 0)!;
    const wrong = sudolito.apply(sudolito.init(puzzle), { type: 'place', row, col, value: clash }) as SudolitoState;
    const revealed = sudolito.apply(wrong, { type: 'joker', row, col }) as SudolitoState;
    const moves: SudolitoMove[] = [];
    render(<Harness initial={revealed} moves={moves} />);
    const name = `Ligne ${row + 1}, colonne ${col + 1}, ${puzzle.solution[row]![col]}, révélée par un joker`;
    expect(cell(row, col).getAttribute('aria-label')).toBe(name);
    expect(cell(row, col).getAttribute('aria-readonly')).toBe('true');
    expect(cell(row, col).className).toContain('sudoku__cell--revealed');
    expect(cell(row, col).className).not.toContain('sudoku__cell--conflict');
    await userEvent.click(cell(row, col));
    await userEvent.keyboard(`{Backspace}${clash}`);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(moves).toEqual([{ type: 'select', row, col }]);
    expect(cell(row, col).getAttribute('aria-label')).toBe(name);
    // Undo goes on through the joker: the wrong digit before it is not given back.
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(cell(row, col).getAttribute('aria-label')).toBe(name);
    expect(screen.getByText('Erreurs : 1')).toBeTruthy();
  });

  it('disables a digit once it is on the board six times', () => {
    const puzzle = testSudolito();
    let state = sudolito.init(puzzle);
    puzzle.solution.forEach((line, row) =>
      line.forEach((value, col) => {
        if (value === 5 && state.board[row]![col] === 0) state = sudolito.apply(state, { type: 'place', row, col, value }) as SudolitoState;
      }),
    );
    render(<Harness initial={state} moves={[]} />);
    expect(screen.getByRole('button', { name: 'Placer le 5' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Placer le 4' })).toHaveProperty('disabled', false);
  });
});
