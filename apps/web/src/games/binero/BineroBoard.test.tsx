import { binero, type BineroMove, bineroViolations, isInvalid } from '@jdj/puzzles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBinero } from '../../test/grid-fixtures.ts';
import { BineroBoard } from './BineroBoard.tsx';

/** The board driven by the real module, as the play screen does; `moves` records what it sent. */
function Harness({ moves, disabled = false, confirm = async () => true }: { moves: BineroMove[]; disabled?: boolean; confirm?: () => Promise<boolean> }) {
  const [state, setState] = useState(() => binero.init(testBinero()));
  const dispatch = useCallback(
    (move: BineroMove) => {
      let accepted = false;
      setState((current) => {
        const next = binero.apply(current, move);
        if (isInvalid(next)) return current;
        accepted = true;
        moves.push(move);
        return next;
      });
      return accepted;
    },
    [moves],
  );
  return <BineroBoard state={state} dispatch={dispatch} disabled={disabled} confirm={confirm} ask={async () => ({ ok: false, message: '' })} />;
}

const cell = (row: number, col: number) => document.querySelector(`[data-cell="${row}-${col}"]`) as HTMLElement;
const label = (row: number, col: number) => cell(row, col).getAttribute('aria-label');
const puzzle = testBinero();
const empties = puzzle.board.flatMap((line, row) => line.flatMap((v, col) => (v === null ? [{ row, col }] : [])));
const givenRow = puzzle.board.findIndex((line) => line.some((v) => v !== null));
const given = { row: givenRow, col: puzzle.board[givenRow]!.findIndex((v) => v !== null) };

/** An empty cell where a 0 breaks a rule at once (three 0 in a row, or one 0 too many). */
function breakingCell(): { row: number; col: number } {
  const found = empties.find(({ row, col }) => {
    const board = puzzle.board.map((line) => line.slice());
    board[row]![col] = 0;
    return bineroViolations(board).length > 0;
  });
  if (!found) throw new Error('no cell breaks a rule with a 0');
  return found;
}

describe('binero board', () => {
  afterEach(() => vi.useRealTimers());

  it('names each cell and cycles an editable one through empty, 0, 1 and empty by clicks', async () => {
    const moves: BineroMove[] = [];
    render(<Harness moves={moves} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(36);
    const { row, col } = empties[0]!;
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, vide`);
    await userEvent.click(cell(row, col));
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, 0`);
    await userEvent.click(cell(row, col));
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, 1`);
    await userEvent.click(cell(row, col));
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, vide`);
    // A given cell is only selected.
    await userEvent.click(cell(given.row, given.col));
    expect(label(given.row, given.col)).toMatch(/, chiffre de départ$/);
    expect(moves.map((m) => m.type)).toEqual(['cycle', 'cycle', 'cycle', 'select']);
  });

  it('plays by keyboard: arrows wrap around, Space and Enter cycle, Backspace clears', async () => {
    const moves: BineroMove[] = [];
    render(<Harness moves={moves} />);
    await userEvent.keyboard('{ArrowUp}'); // no selection yet: the top-left cell
    expect(cell(0, 0).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(cell(5, 0).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(cell(5, 5).getAttribute('aria-selected')).toBe('true');
    const { row, col } = empties.at(-1)!;
    await userEvent.click(cell(row, col));
    await userEvent.keyboard('{Backspace}');
    expect(label(row, col)).toMatch(/, vide$/);
    await userEvent.keyboard(' ');
    expect(label(row, col)).toMatch(/, 0$/);
    await userEvent.keyboard('{Enter}');
    expect(label(row, col)).toMatch(/, 1$/);
    await userEvent.keyboard('{Delete}');
    expect(label(row, col)).toMatch(/, vide$/);
  });

  it('validates 15 s after the last change: flags the broken rule, says it, and the next change clears the flags', async () => {
    vi.useFakeTimers();
    const moves: BineroMove[] = [];
    render(<Harness moves={moves} />);
    const broken = breakingCell();
    act(() => void cell(broken.row, broken.col).click());
    act(() => vi.advanceTimersByTime(14_000));
    expect(moves.map((m) => m.type)).toEqual(['cycle']);
    act(() => vi.advanceTimersByTime(1_000));
    expect(moves.map((m) => m.type)).toEqual(['cycle', 'validate']);
    expect(label(broken.row, broken.col)).toMatch(/, enfreint une règle$/);
    expect(screen.getByRole('status').textContent).toMatch(/^Vérification : \d+ cases enfreignent une règle\.$/);
    // Moving the selection keeps the flags; a change clears them.
    act(() => void fireEvent.keyDown(document.body, { key: 'ArrowRight' }));
    expect(label(broken.row, broken.col)).toMatch(/, enfreint une règle$/);
    act(() => void cell(broken.row, broken.col).click());
    expect(label(broken.row, broken.col)).toBe(`Ligne ${broken.row + 1}, colonne ${broken.col + 1}, 1`);
  });

  it('does not validate while the board takes no input (rules open)', () => {
    vi.useFakeTimers();
    const moves: BineroMove[] = [];
    const { rerender } = render(<Harness moves={moves} />);
    act(() => void cell(empties[0]!.row, empties[0]!.col).click());
    rerender(<Harness moves={moves} disabled />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(moves.map((m) => m.type)).toEqual(['cycle']);
    rerender(<Harness moves={moves} />);
    act(() => vi.advanceTimersByTime(15_000));
    expect(moves.map((m) => m.type)).toEqual(['cycle', 'validate']);
  });

  it('resets only after confirmation, and erases the selected cell by its button', async () => {
    const moves: BineroMove[] = [];
    const confirm = vi.fn(async () => false);
    render(<Harness moves={moves} confirm={confirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Recommencer la grille ?' }));
    const erase = screen.getByRole('button', { name: 'Effacer' });
    expect(erase).toHaveProperty('disabled', true);
    await userEvent.click(cell(empties[0]!.row, empties[0]!.col));
    await userEvent.click(erase);
    expect(moves.map((m) => m.type)).toEqual(['cycle', 'clear']);
  });
});
