import { describe, expect, it } from 'vitest';
import { cloneGrid } from '../grid/grid.ts';
import { sudoku } from './index.ts';
import { LATIN_SQUARE_NOT_SUDOKU, SIMPLE_PUZZLE, SIMPLE_SOLUTION, toGrid } from './test-fixtures.ts';

const valid = () => ({ board: toGrid(SIMPLE_PUZZLE), solution: toGrid(SIMPLE_SOLUTION), difficulty: 'simple' });

/** The valid puzzle with one change. */
function changed(edit: (raw: Record<string, unknown> & ReturnType<typeof valid>) => void): unknown {
  const raw = valid();
  edit(raw);
  return raw;
}

describe('sudoku puzzle parsing', () => {
  it('accepts a valid puzzle and returns its own copy', () => {
    const raw = valid();
    const parsed = sudoku.parse({ ...raw, extra: 'ignored' });
    expect(parsed).toEqual({ ok: true, value: raw });
    if (parsed.ok) {
      (raw.board[0] as number[])[0] = 6;
      expect(parsed.value.board[0]?.[0]).toBe(0);
    }
  });

  it('accepts the same puzzle after a trip through JSON, and its public form is the same', () => {
    const parsed = sudoku.parse(JSON.parse(JSON.stringify(valid())));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(sudoku.toPublic(parsed.value)).toEqual(parsed.value);
  });

  it.each([
    ['nothing', undefined, 'La grille doit être un objet avec board, solution et difficulty.'],
    ['a list', [], 'La grille doit être un objet avec board, solution et difficulty.'],
    ['a string', '...7.4.59', 'La grille doit être un objet avec board, solution et difficulty.'],
    ['no board', changed((r) => delete (r as Record<string, unknown>).board), 'La grille doit compter 9 lignes.'],
    ['8 rows', changed((r) => r.board.pop()), 'La grille doit compter 9 lignes.'],
    ['a row of 10 cells', changed((r) => r.board[3]?.push(0)), 'La ligne 4 de la grille doit compter 9 cases.'],
    ['a fractional cell', changed((r) => ((r.board[2] as number[])[5] = 0.5)), 'La case ligne 3, colonne 6 de la grille doit être un entier de 0 à 9.'],
    ['a digit as text', changed((r) => ((r.board[0] as unknown[])[3] = '7')), 'La case ligne 1, colonne 4 de la grille doit être un entier de 0 à 9.'],
    ['a 10 on the board', changed((r) => ((r.board[8] as number[])[8] = 10)), 'La case ligne 9, colonne 9 de la grille doit être un entier de 0 à 9.'],
    ['a negative cell', changed((r) => ((r.board[0] as number[])[0] = -1)), 'La case ligne 1, colonne 1 de la grille doit être un entier de 0 à 9.'],
    ['no solution', changed((r) => delete (r as Record<string, unknown>).solution), 'La solution doit compter 9 lignes.'],
    [
      'an empty cell in the solution',
      changed((r) => ((r.solution[4] as number[])[4] = 0)),
      'La case ligne 5, colonne 5 de la solution doit être un entier de 1 à 9.',
    ],
    [
      'a solution that repeats a digit in a column',
      changed((r) => {
        // Swapping two cells of a row keeps the row valid but breaks their columns.
        const row = r.solution[0] as number[];
        [row[0], row[1]] = [row[1] as number, row[0] as number];
        r.board = r.board.map((line) => line.map(() => 0));
      }),
      'La solution n’est pas valide : le 8 apparaît deux fois dans la colonne 1.',
    ],
    [
      'a solution whose boxes repeat digits',
      changed((r) => {
        r.solution = cloneGrid(LATIN_SQUARE_NOT_SUDOKU);
        r.board = r.board.map((line) => line.map(() => 0));
      }),
      'La solution n’est pas valide : le 2 apparaît deux fois dans le bloc 1.',
    ],
    [
      'a given that disagrees with the solution',
      changed((r) => ((r.board[0] as number[])[0] = 8)),
      'La case ligne 1, colonne 1 de la grille (8) contredit la solution (6).',
    ],
    ['a board with every cell given', changed((r) => (r.board = cloneGrid(r.solution))), 'La grille ne laisse aucune case à remplir.'],
    [
      'a board with several solutions',
      changed((r) => (r.board = r.board.map((line, i) => (i < 3 ? line.map(() => 0) : line)))),
      'La grille admet plusieurs solutions.',
    ],
    ['an unknown difficulty', changed((r) => (r.difficulty = 'hard')), 'La difficulté doit être l’une de : simple, easy, intermediate, expert.'],
    [
      'no difficulty',
      changed((r) => delete (r as Record<string, unknown>).difficulty),
      'La difficulté doit être l’une de : simple, easy, intermediate, expert.',
    ],
  ])('refuses %s in French', (_label, raw, message) => {
    expect(() => sudoku.parse(raw)).not.toThrow();
    expect(sudoku.parse(raw)).toEqual({ ok: false, error: message });
  });
});
