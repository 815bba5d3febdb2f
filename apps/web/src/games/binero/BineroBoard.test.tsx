import { binero, type BineroMove, type BineroState, bineroViolations, isInvalid } from '@jdj/puzzles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBinero } from '../../test/grid-fixtures.ts';
import { BineroBoard } from './BineroBoard.tsx';

/** The board driven by the real module, as the play screen does; `moves` records what it sent. */
function Harness({
  moves,
  initial,
  disabled = false,
  confirm = async () => true,
}: {
  moves: BineroMove[];
  initial?: BineroState;
  disabled?: boolean;
  confirm?: () => Promise<boolean>;
}) {
  const [state, setState] = useState(() => initial ?? binero.init(testBinero()));
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

/** The state after these moves, each accepted by the module. */
function played(...moves: BineroMove[]): BineroState {
  return moves.reduce((state, move) => {
    const next = binero.apply(state, move);
    if (isInvalid(next)) throw new Error(next.reason);
    return next;
  }, binero.init(puzzle));
}

/** The clicks that write the solution into the empty cells but the listed ones ('row-col'). */
const fillingClicks = (...skip: string[]): BineroMove[] =>
  empties
    .filter(({ row, col }) => !skip.includes(`${row}-${col}`))
    .flatMap(({ row, col }) => Array.from({ length: puzzle.solution[row]![col]! + 1 }, (): BineroMove => ({ type: 'cycle', row, col })));

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

  it('shows a joker’s cell apart by its corner and its name, and locks it as a given: a tap only selects it (issue 40)', async () => {
    const j = empties[0]!;
    const symbol = puzzle.solution[j.row]![j.col] === 0 ? 'soleil' : 'lune';
    const moves: BineroMove[] = [];
    render(<Harness moves={moves} initial={played({ type: 'joker', row: j.row, col: j.col })} />);
    const name = `Ligne ${j.row + 1}, colonne ${j.col + 1}, ${symbol}, révélée par un joker`;
    expect(label(j.row, j.col)).toBe(name);
    expect(cell(j.row, j.col).className).toContain('binero__cell--revealed');
    expect(cell(j.row, j.col).className).not.toContain('binero__cell--given');
    expect(cell(j.row, j.col).getAttribute('aria-readonly')).toBe('true');
    expect(cell(given.row, given.col).getAttribute('aria-readonly')).toBe('true');
    expect(cell(empties[1]!.row, empties[1]!.col).getAttribute('aria-readonly')).toBeNull();
    // Tab enters on a cell the player can still fill.
    expect(cell(j.row, j.col).tabIndex).toBe(-1);
    expect(cell(empties[1]!.row, empties[1]!.col).tabIndex).toBe(0);

    await userEvent.click(cell(j.row, j.col));
    expect(cell(j.row, j.col).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(cell(j.row, j.col));
    await userEvent.keyboard(' {Enter}{Backspace}{Delete}');
    expect(screen.getByRole('button', { name: 'Effacer' })).toHaveProperty('disabled', true);
    expect(label(j.row, j.col)).toBe(name);
    // Only the selection went to the module; nothing is said of the refused keys, as on a given.
    expect(moves).toEqual([{ type: 'select', row: j.row, col: j.col }]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes back the click before a joker with Annuler, never the joker’s cell (issue 40)', async () => {
    const [a, j] = empties;
    render(<Harness moves={[]} initial={played({ type: 'cycle', row: a!.row, col: a!.col }, { type: 'joker', row: j!.row, col: j!.col })} />);
    const undo = screen.getByRole('button', { name: 'Annuler' });
    await userEvent.click(undo);
    expect(label(a!.row, a!.col)).toBe(`Ligne ${a!.row + 1}, colonne ${a!.col + 1}, vide`);
    expect(label(j!.row, j!.col)).toMatch(/, révélée par un joker$/);
    expect(undo).toHaveProperty('disabled', true);
  });

  it('is won as usual by the last cell around a joker’s cell', async () => {
    const j = empties[0]!;
    const last = empties.at(-1)!;
    const state = played({ type: 'joker', row: j.row, col: j.col }, ...fillingClicks(`${j.row}-${j.col}`, `${last.row}-${last.col}`));
    expect(binero.status(state)).toBe('playing');
    render(<Harness moves={[]} initial={state} />);
    const clicks = puzzle.solution[last.row]![last.col]! + 1;
    for (let i = 0; i < clicks; i++) await userEvent.click(cell(last.row, last.col));
    expect(screen.getByRole('status').textContent).toBe('Grille terminée\u00a0!');
  });
});
