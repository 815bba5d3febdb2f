import { describe, expect, it } from 'vitest';
import { isInvalid } from '../core/game-module.ts';
import { createRng } from '../core/rng.ts';
import { familyMask, generateNumero, measureSolution, type NumeroMove, type NumeroStep, numero, rowHasPair, solveNumero } from './index.ts';
import { board } from './test-boards.ts';

/** Plays steps through the module itself (not the solver's own board code): the board left at the end. */
function playSteps(rows: number[][], extra: number[][], steps: readonly NumeroStep[]): number[][] {
  let state = numero.init({ rows, extra_rows: extra });
  for (const step of steps) {
    const moves: NumeroMove[] =
      step === 'row'
        ? [{ type: 'add-row' }]
        : [
            { type: 'select', row: step[0], col: step[1] },
            { type: 'select', row: step[2], col: step[3] },
          ];
    for (const move of moves) {
      const next = numero.apply(state, move);
      if (isInvalid(next)) throw new Error(next.reason);
      state = next;
    }
  }
  return state.rows;
}

describe('numero: the solver', () => {
  it('finds a way to an empty board, adding a row when the board alone cannot be emptied', () => {
    // A lone 3: the row to come brings its 7, then pairs of its own.
    const rows = board('3........');
    const extra = board('728461955');
    const found = solveNumero(rows, extra);
    expect(found.steps).not.toBeNull();
    expect(found.steps).toContain('row');
    expect(playSteps(rows, extra, found.steps!)).toEqual([]);
  });

  it('proves a board cannot be won by searching it all', () => {
    // 1, 2 and 8 can only pair as 2–8, and the lone 1 has no partner anywhere.
    const found = solveNumero(board('128......'), []);
    expect(found).toMatchObject({ steps: null, exhausted: true });
  });

  it('gives up at its search limit without claiming the board cannot be won', () => {
    const { puzzle } = generateNumero(createRng('numero:limit'));
    expect(solveNumero(puzzle.rows, puzzle.extra_rows, 0, { maxNodes: 1 })).toMatchObject({ steps: null, exhausted: false });
  });
});

describe('numero: the generator', () => {
  it('over 500 seeds: a valid day, won by its way when played by the rules, the same for a seed, its difficulty measured', { timeout: 60_000 }, () => {
    const rowsAdded = new Set<number>();
    for (let n = 0; n < 500; n++) {
      const generated = generateNumero(createRng(`numero:${n}`));
      const { puzzle, solution, difficulty } = generated;
      const day = numero.parse({ ...puzzle, solution });
      expect(day.ok, day.ok ? '' : day.error).toBe(true);
      expect(puzzle.rows).toHaveLength(5);
      expect(puzzle.extra_rows).toHaveLength(5);
      for (const line of puzzle.extra_rows) expect(rowHasPair(line)).toBe(true);
      // Families come out even after 1, 3 or 5 rows added: no count of rows dooms the day by values alone.
      for (const k of [1, 3, 5]) expect(familyMask([...puzzle.rows, ...puzzle.extra_rows.slice(0, k)])).toBe(0);
      expect(playSteps(puzzle.rows, puzzle.extra_rows, solution)).toEqual([]);
      expect(measureSolution(puzzle, solution, difficulty.searched)).toEqual(difficulty);
      expect(difficulty.moves).toBe(solution.length);
      expect(difficulty.branching).toBeGreaterThan(0);
      rowsAdded.add(difficulty.rowsAdded);
      if (n % 50 === 0) expect(generateNumero(createRng(`numero:${n}`))).toEqual(generated);
    }
    // An odd count of numbers cannot be emptied: every day needs at least one row.
    expect(Math.min(...rowsAdded)).toBeGreaterThanOrEqual(1);
  });

  it('the browser gets the rows, never the way to win', () => {
    const day = numero.generate!(createRng('numero:public'));
    expect(Object.keys(numero.toPublic(day)).sort()).toEqual(['extra_rows', 'rows']);
  });
});

describe('numero: reading a day', () => {
  const { puzzle, solution } = generateNumero(createRng('numero:read'));

  it.each([
    ['no rows', { extra_rows: puzzle.extra_rows, solution }, 'La grille doit compter 5 lignes.'],
    ['a digit out of range', { ...puzzle, rows: [[0, ...(puzzle.rows[0] as number[]).slice(1)], ...puzzle.rows.slice(1)], solution }, /la grille/],
    [
      'a row to add without a pair',
      { ...puzzle, extra_rows: [[1, 2, 1, 2, 1, 2, 1, 2, 1], ...puzzle.extra_rows.slice(1)], solution },
      'La ligne à ajouter n°1 ne contient aucune paire.',
    ],
    ['no way to win', { ...puzzle }, 'La solution doit être une liste de 1 à 200 étapes.'],
    ['a malformed step', { ...puzzle, solution: [[0, 0, 0]] }, 'L’étape n°1 de la solution doit être [ligne, colonne, ligne, colonne] ou « row ».'],
    [
      'a way that does not empty the board',
      { ...puzzle, solution: solution.slice(0, -1) },
      'La solution ne vide pas la grille : ce jour ne peut pas être gagné ainsi.',
    ],
    [
      'a way with a refused step',
      { ...puzzle, solution: [[9, 0, 9, 1], ...solution] },
      'La solution ne vide pas la grille : ce jour ne peut pas être gagné ainsi.',
    ],
  ])('%s is refused', (_name, raw, error) => {
    const parsed = numero.parse(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(error);
  });
});
