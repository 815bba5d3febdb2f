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

  it('names each cell and cycles an editable one through empty, sun, moon and empty by clicks', async () => {
    const moves: BineroMove[] = [];
    render(<Harness moves={moves} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(36);
    const { row, col } = empties[0]!;
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, vide`);
    await userEvent.click(cell(row, col));
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, soleil`);
    expect(cell(row, col).querySelector('.binero-symbol--sun')).not.toBeNull();
    await userEvent.click(cell(row, col));
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, lune`);
    expect(cell(row, col).querySelector('.binero-symbol--moon')).not.toBeNull();
    await userEvent.click(cell(row, col));
    expect(label(row, col)).toBe(`Ligne ${row + 1}, colonne ${col + 1}, vide`);
    // No digit on the grid: symbols only (a 10 × 10 phone grid reads better).
    expect(document.querySelector('.binero__grid')!.textContent).toBe('');
    // A given cell is only selected.
    await userEvent.click(cell(given.row, given.col));
    expect(label(given.row, given.col)).toMatch(/, symbole de départ$/);
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
    expect(label(row, col)).toMatch(/, soleil$/);
    await userEvent.keyboard('{Enter}');
    expect(label(row, col)).toMatch(/, lune$/);
    await userEvent.keyboard('{Delete}');
    expect(label(row, col)).toMatch(/, vide$/);
  });

  it('validates 15 s after the last change: flags the broken rule, says which in words, and the next change clears the flags', async () => {
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
    const said = screen.getByRole('status').textContent ?? '';
    expect(said).toMatch(/^Vérification\s: la grille enfreint une règle\. Règle #[12]\s: (trois|trop de) soleils/);
    // The same words under the grid, for every player.
    const written = [...document.querySelectorAll('.binero__breaches li')].map((li) => li.textContent);
    expect(written.length).toBeGreaterThan(0);
    expect(said).toContain(written[0]!);
    expect(written[0]).toMatch(/^Règle #[12]\s: (trois soleils à la suite|trop de soleils), (ligne|colonne) \d\.$/);
    // Moving the selection keeps the flags; a change clears them.
    act(() => void fireEvent.keyDown(document.body, { key: 'ArrowRight' }));
    expect(label(broken.row, broken.col)).toMatch(/, enfreint une règle$/);
    act(() => void cell(broken.row, broken.col).click());
    expect(label(broken.row, broken.col)).toBe(`Ligne ${broken.row + 1}, colonne ${broken.col + 1}, lune`);
    expect(document.querySelector('.binero__breaches')).toBeNull();
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

  it('takes back the last click with Annuler or Ctrl+Z, and plays it again with Rétablir or Ctrl+Y', async () => {
    const moves: BineroMove[] = [];
    render(<Harness moves={moves} />);
    const undo = screen.getByRole('button', { name: 'Annuler' });
    const redo = screen.getByRole('button', { name: 'Rétablir' });
    expect(undo).toHaveProperty('disabled', true);
    expect(redo).toHaveProperty('disabled', true);
    const { row, col } = empties[0]!;
    await userEvent.click(cell(row, col));
    await userEvent.click(cell(row, col));
    await userEvent.click(undo);
    expect(label(row, col)).toMatch(/, soleil$/);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(label(row, col)).toMatch(/, vide$/);
    expect(undo).toHaveProperty('disabled', true);
    await userEvent.click(redo);
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(label(row, col)).toMatch(/, lune$/);
    expect(moves.map((m) => m.type)).toEqual(['cycle', 'cycle', 'undo', 'undo', 'redo', 'redo']);
  });

  it('resets only after confirmation, and erases the selected cell by its button', async () => {
    const moves: BineroMove[] = [];
    const confirm = vi.fn(async () => false);
    render(<Harness moves={moves} confirm={confirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Recommencer la grille ?' }));
    const erase = screen.getByRole('button', { name: 'Effacer' });
    expect(erase).toHaveProperty('disabled', true);
    await userEvent.click(cell(empties[0]!.row, empties[0]!.col));
    await userEvent.click(erase);
    expect(moves.map((m) => m.type)).toEqual(['cycle', 'clear']);
  });

  it('lets Tab in on the first cell to fill, and its first key acts on it, selected (issue 40)', async () => {
    const moves: BineroMove[] = [];
    render(<Harness moves={moves} />);
    const first = empties[0]!;
    expect(cell(first.row, first.col).tabIndex).toBe(0);
    act(() => cell(first.row, first.col).focus());
    await userEvent.keyboard(' ');
    expect(moves).toEqual([
      { type: 'select', row: first.row, col: first.col },
      { type: 'cycle', row: first.row, col: first.col },
    ]);
    expect(label(first.row, first.col)).toMatch(/, soleil$/);
  });
});
