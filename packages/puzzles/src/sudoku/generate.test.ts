import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import { SUDOKU_SYMMETRIES, type SudokuSymmetry, generateCells } from './generate.ts';
import { SUDOKU_DIFFICULTIES, type SudokuDifficulty, gradeCells } from './grade.ts';
import { sudoku } from './index.ts';
import { SUDOKU_SHAPE, SUDOLITO_SHAPE, type SudokuShape } from './shape.ts';
import { searchCells } from './solve.ts';

// Seeds per level: the 'simple' grids are the rarest (about one full grid in a hundred), so
// they cost the most; the whole file stays well under 20 s.
const SEEDS: Record<SudokuDifficulty, number> = { simple: 300, easy: 300, intermediate: 300, expert: 300 };

/** What every generated puzzle must satisfy, whatever the seed. */
function expectSound(shape: SudokuShape, puzzle: Int8Array, solution: Int8Array, difficulty: SudokuDifficulty) {
  expect(searchCells(shape, solution, 2)).toBe(1); // a valid full grid
  for (let cell = 0; cell < shape.cellCount; cell++) {
    const given = puzzle[cell] as number;
    if (given !== 0 && given !== solution[cell]) throw new Error(`given ${cell} disagrees with the solution`);
  }
  const found = new Int8Array(shape.cellCount);
  expect(searchCells(shape, puzzle, 2, found)).toBe(1); // unique…
  expect(found).toEqual(solution); // …and it is the solution
  expect(gradeCells(shape, puzzle).difficulty).toBe(difficulty);
}

describe('sudoku generator', () => {
  it.each(SUDOKU_DIFFICULTIES)('gives unique %s grids of exactly that grade, one per seed', { timeout: 30_000 }, (difficulty) => {
    const boards = new Set<string>();
    for (let i = 0; i < SEEDS[difficulty]; i++) {
      const generated = generateCells(SUDOKU_SHAPE, createRng(`test:${difficulty}:${i}`), { difficulty });
      if (!generated) throw new Error(`no grid for seed ${i}`);
      expectSound(SUDOKU_SHAPE, generated.puzzle, generated.solution, difficulty);
      expect(generated.grade.difficulty).toBe(difficulty);
      boards.add(generated.puzzle.join(''));
    }
    expect(boards.size).toBe(SEEDS[difficulty]);
  });

  it('gives the same puzzle for the same seed', () => {
    for (const difficulty of SUDOKU_DIFFICULTIES) {
      const a = generateCells(SUDOKU_SHAPE, createRng(`again:${difficulty}`), { difficulty });
      const b = generateCells(SUDOKU_SHAPE, createRng(`again:${difficulty}`), { difficulty });
      expect(a).toEqual(b);
    }
  });

  it.each(SUDOKU_SYMMETRIES.filter((s) => s !== 'none'))('lays out the givens with %s symmetry', (symmetry) => {
    const image: Record<Exclude<SudokuSymmetry, 'none'>, (r: number, c: number) => [number, number]> = {
      rotate180: (r, c) => [8 - r, 8 - c],
      rotate90: (r, c) => [c, 8 - r],
      mirror: (r, c) => [r, 8 - c],
      flip: (r, c) => [8 - r, c],
    };
    const map = image[symmetry as Exclude<SudokuSymmetry, 'none'>];
    for (let i = 0; i < 10; i++) {
      const difficulty = SUDOKU_DIFFICULTIES[i % 4] as SudokuDifficulty;
      const generated = generateCells(SUDOKU_SHAPE, createRng(`sym:${symmetry}:${i}`), { difficulty, symmetry });
      if (!generated) throw new Error('no grid');
      expectSound(SUDOKU_SHAPE, generated.puzzle, generated.solution, difficulty);
      for (let cell = 0; cell < 81; cell++) {
        const [r, c] = map(Math.floor(cell / 9), cell % 9);
        expect(generated.puzzle[r * 9 + c] !== 0).toBe(generated.puzzle[cell] !== 0);
      }
    }
  });

  it('gives 6x6 grids with 2x3 boxes', () => {
    for (const difficulty of ['simple', 'easy', 'expert'] as const) {
      for (let i = 0; i < 30; i++) {
        const generated = generateCells(SUDOLITO_SHAPE, createRng(`6x6:${difficulty}:${i}`), { difficulty });
        if (!generated) throw new Error('no grid');
        expectSound(SUDOLITO_SHAPE, generated.puzzle, generated.solution, difficulty);
        expect(Math.max(...generated.solution)).toBe(6);
      }
    }
  });

  it('gives up after the allowed attempts instead of looping forever', () => {
    // 6x6 intermediate grids are rare: one full grid is not enough for this seed.
    expect(generateCells(SUDOLITO_SHAPE, createRng('rare'), { difficulty: 'intermediate', maxAttempts: 1 })).toBeNull();
    expect(() => generateCells(SUDOKU_SHAPE, createRng('x'), { difficulty: 'hard' as SudokuDifficulty })).toThrow(RangeError);
  });
});

describe('sudoku module generation', () => {
  it('gives puzzles that its own parser accepts, at the asked level (easy by default)', () => {
    for (const difficulty of [undefined, ...SUDOKU_DIFFICULTIES]) {
      const puzzle = sudoku.generate?.(createRng(`module:${difficulty}`), difficulty ? { difficulty } : undefined);
      expect(puzzle?.difficulty).toBe(difficulty ?? 'easy');
      expect(sudoku.parse(JSON.parse(JSON.stringify(puzzle)))).toEqual({ ok: true, value: puzzle });
    }
  });

  it('is reproducible from the seed of a day, and differs between days', () => {
    const day = (date: string) => sudoku.generate?.(createRng(`sudoku:${date}:v1`), { difficulty: 'intermediate' });
    expect(day('2026-11-21')).toEqual(day('2026-11-21'));
    expect(day('2026-11-21')?.board).not.toEqual(day('2026-11-22')?.board);
  });
});
