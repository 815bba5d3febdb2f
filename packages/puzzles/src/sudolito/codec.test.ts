import { describe, expect, it } from 'vitest';
import { toGrid } from '../sudoku/test-fixtures.ts';
import { SIMPLE_PUZZLE, SIMPLE_SOLUTION } from '../sudoku/test-fixtures.ts';
import { sudolito } from './index.ts';

const BOARD = '..3...25.......1..6....2.12..4....3.';
const SOLUTION = '163425254316425163631542312654546231';
const valid = () => ({ board: toGrid(BOARD, 6), solution: toGrid(SOLUTION, 6), difficulty: 'easy' });
const transpose = (grid: number[][]) => grid.map((line, r) => line.map((_, c) => grid[c]?.[r] as number));

describe('sudolito puzzle parsing', () => {
  it('accepts a 6x6 grid whose only solution is the one given, and its public form keeps the solution (joker)', () => {
    const parsed = sudolito.parse(JSON.parse(JSON.stringify(valid())));
    expect(parsed).toEqual({ ok: true, value: valid() });
    if (parsed.ok) expect(sudolito.toPublic(parsed.value)).toEqual(valid());
  });

  it('refuses a grid whose boxes are 3 rows × 2 columns (the same grid turned a quarter)', () => {
    // Transposed, rows and columns still hold 1 to 6 once, but the 2x3 boxes repeat digits.
    const turned = { board: transpose(toGrid(BOARD, 6)), solution: transpose(toGrid(SOLUTION, 6)), difficulty: 'easy' };
    expect(sudolito.parse(turned)).toEqual({ ok: false, error: 'La solution n’est pas valide : le 2 apparaît deux fois dans le bloc 1.' });
  });

  it.each([
    ['a 9x9 sudoku', { board: toGrid(SIMPLE_PUZZLE), solution: toGrid(SIMPLE_SOLUTION), difficulty: 'simple' }, 'La grille doit compter 6 lignes.'],
    [
      'a 7 on the board',
      { ...valid(), board: toGrid('7.3...25.......1..6....2.12..4....3.', 6) },
      'La case ligne 1, colonne 1 de la grille doit être un entier de 0 à 6.',
    ],
    [
      'a given that contradicts the solution',
      { ...valid(), board: toGrid('6.3...25.......1..6....2.12..4....3.', 6) },
      'La case ligne 1, colonne 1 de la grille (6) contredit la solution (1).',
    ],
    ['a grid with two solutions', { ...valid(), board: toGrid('..3...25.......1..6....2.12.......3.', 6) }, 'La grille admet plusieurs solutions.'],
    ['an unknown difficulty', { ...valid(), difficulty: 'diabolique' }, 'La difficulté doit être l’une de : simple, easy, intermediate, expert.'],
  ])('refuses %s in French', (_label, raw, error) => {
    expect(sudolito.parse(raw)).toEqual({ ok: false, error });
  });

  it('reads moves on a 6x6 board only', () => {
    expect(sudolito.parseMove({ type: 'place', row: 5, col: 5, value: 6 })).toEqual({ ok: true, value: { type: 'place', row: 5, col: 5, value: 6 } });
    expect(sudolito.parseMove({ type: 'place', row: 0, col: 6, value: 1 })).toEqual({ ok: false, error: 'La colonne doit être un entier de 0 à 5.' });
    expect(sudolito.parseMove({ type: 'note', row: 0, col: 0, value: 9 })).toEqual({ ok: false, error: 'Le chiffre doit être un entier de 1 à 6.' });
  });
});
