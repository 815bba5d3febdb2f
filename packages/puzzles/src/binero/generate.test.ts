import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import { bruteForceBineroCount } from '../testing/brute-force.ts';
import { BINERO_DIFFICULTIES, BINERO_SIZES, binero, bineroViolations, gradeBinero } from './index.ts';

// Every size and level, 500 seeds each, every grid checked by the independent counter.
const SEEDS = 500;

describe('binero generator', () => {
  describe.each(BINERO_SIZES)('%i cells wide', (size) => {
    it.each(BINERO_DIFFICULTIES)('gives valid %s grids with exactly one solution (brute force) and that grade', { timeout: 120_000 }, (difficulty) => {
      const boards = new Set<string>();
      for (let i = 0; i < SEEDS; i++) {
        const puzzle = binero.generate!(createRng(`binero-test:${size}:${difficulty}:${i}`), { size, difficulty });
        expect(puzzle.size).toBe(size);
        expect(bineroViolations(puzzle.solution)).toEqual([]);
        expect(bruteForceBineroCount(puzzle.board)).toBe(1);
        expect(gradeBinero(puzzle.board)?.difficulty).toBe(difficulty);
        puzzle.board.forEach((line, r) => line.forEach((v, c) => v !== null && expect(v).toBe(puzzle.solution[r]?.[c])));
        boards.add(JSON.stringify(puzzle.board));
      }
      // Only 4,140 complete 6x6 grids exist: a few seeds meet the same easy grid again.
      expect(boards.size).toBeGreaterThan(SEEDS * 0.95);
    });
  });

  it('gives the same grid for the same seed, 6x6 easy by default', () => {
    const day = (seed: string) => binero.generate!(createRng(seed), { size: 8, difficulty: 'expert' });
    expect(day('binero:2026-11-21:v1')).toEqual(day('binero:2026-11-21:v1'));
    expect(day('binero:2026-11-21:v1').board).not.toEqual(day('binero:2026-11-22:v1').board);
    expect(binero.generate!(createRng('default'))).toMatchObject({ size: 6, difficulty: 'easy' });
  });

  it('gives grids its own parser accepts', () => {
    for (const size of BINERO_SIZES) {
      const puzzle = binero.generate!(createRng(`parse:${size}`), { size, difficulty: 'intermediate' });
      expect(binero.parse(JSON.parse(JSON.stringify(puzzle)))).toEqual({ ok: true, value: puzzle });
    }
  });

  it('has an independent counter that sees several solutions, and none when the givens break a rule', () => {
    const puzzle = binero.generate!(createRng('holes'), { size: 6, difficulty: 'simple' });
    expect(bruteForceBineroCount(puzzle.board.map((line) => line.map(() => null)))).toBe(2);
    const broken = puzzle.solution.map((line) => line.slice());
    broken[0] = broken[1]!.slice(); // two identical rows
    expect(bruteForceBineroCount(broken)).toBe(0);
  });
});
