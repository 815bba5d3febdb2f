import { sudoku } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { contentKeyOf, dailyBuilder } from './index.ts';

const secrets = { contentKey: contentKeyOf('a secret of this test only, never deployed') };
import { sudokuDifficultyOn } from './sudoku-daily.ts';

describe('the daily sudoku', () => {
  it('is the same grid whenever it is built for a date, and another grid the next day', () => {
    const builder = dailyBuilder('sudoku')!;
    const first = builder.build('2026-11-21', secrets)!;
    expect(builder.build('2026-11-21', secrets)).toEqual(first);
    expect(builder.build('2026-11-22', secrets)!.publicData).not.toEqual(first.publicData);
    expect(first).toMatchObject({ game: 'sudoku', date: '2026-11-21', seed: 'sudoku:2026-11-21', generatorVersion: sudoku.generatorVersion });
  });

  it('gets harder through the week, Monday simple to Saturday expert', () => {
    expect(['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-21'].map(sudokuDifficultyOn)).toEqual(['simple', 'easy', 'intermediate', 'expert']);
    const saturday = dailyBuilder('sudoku')!.build('2026-11-21', secrets)!;
    const parsed = sudoku.parse(saturday.publicData);
    expect(parsed.ok && parsed.value.difficulty).toBe('expert');
    expect(saturday.difficulty).toBe('expert');
  });

  it('has no builder for an unknown game', () => {
    expect(dailyBuilder('tetris')).toBeUndefined();
    expect(dailyBuilder('__proto__')).toBeUndefined();
  });
});
