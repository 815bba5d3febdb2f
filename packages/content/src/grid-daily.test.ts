import { addDays, binero, BINERO_DIFFICULTIES, gradeSudoku, type IsoDate, sudolito, weekdayIndex } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { bineroDayOn } from './binero-daily.ts';
import { contentKeyOf, dailyBuilder } from './index.ts';
import { SUDOLITO_RISING_WEEK_FROM, sudolitoDifficultyOn } from './sudolito-daily.ts';

const secrets = { contentKey: contentKeyOf('a secret of this test only, never deployed') };

// A Monday to a Sunday.
const WEEK: IsoDate[] = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];

describe('the daily sudolito', () => {
  it('is the same grid whenever it is built for a date, another the next day, on 6x6', () => {
    const builder = dailyBuilder('sudolito')!;
    const first = builder.build('2026-11-21', secrets)!;
    expect(builder.build('2026-11-21', secrets)).toEqual(first);
    expect(builder.build('2026-11-22', secrets)!.publicData).not.toEqual(first.publicData);
    expect(first).toMatchObject({ game: 'sudolito', seed: 'sudolito:2026-11-21', generatorVersion: sudolito.generatorVersion });
    const parsed = sudolito.parse(first.publicData);
    expect(parsed.ok && parsed.value.board).toHaveLength(6);
  });

  it('kept naked singles on Monday and Tuesday, hidden singles from Wednesday, on the days servers had stored', () => {
    expect(WEEK.map(sudolitoDifficultyOn)).toEqual(['simple', 'simple', 'easy', 'easy', 'easy', 'easy', 'easy']);
    expect(sudolitoDifficultyOn(addDays(SUDOLITO_RISING_WEEK_FROM, -1))).toBe('easy');
    const wednesday = dailyBuilder('sudolito')!.build('2026-11-18', secrets)!;
    expect(wednesday.difficulty).toBe('easy');
  });

  it('rises through the week from then on: simple, easy, then intermediate from Friday to Sunday', () => {
    const week = Array.from({ length: 7 }, (_, i) => addDays(SUDOLITO_RISING_WEEK_FROM, i));
    expect(weekdayIndex(SUDOLITO_RISING_WEEK_FROM)).toBe(0);
    expect(week.map(sudolitoDifficultyOn)).toEqual(['simple', 'simple', 'easy', 'easy', 'intermediate', 'intermediate', 'intermediate']);
    for (const date of week) {
      const record = dailyBuilder('sudolito')!.build(date, secrets)!;
      const parsed = sudolito.parse(record.publicData);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(record.difficulty).toBe(sudolitoDifficultyOn(date));
      expect(gradeSudoku(parsed.value.board).difficulty).toBe(sudolitoDifficultyOn(date));
    }
  });
});

describe('the daily binero', () => {
  it('gets harder every day of the week, by level then by size', () => {
    const days = WEEK.map(bineroDayOn);
    expect(days.map((d) => `${d.size} ${d.difficulty}`)).toEqual([
      '6 simple',
      '6 easy',
      '6 intermediate',
      '6 expert',
      '8 intermediate',
      '8 expert',
      '10 expert',
    ]);
    const rank = (d: (typeof days)[number]) => d.size * 10 + BINERO_DIFFICULTIES.indexOf(d.difficulty);
    for (let i = 1; i < days.length; i++) expect(rank(days[i]!)).toBeGreaterThan(rank(days[i - 1]!));
  });

  it('builds each day of a week as planned: size, level, same grid again for the same date', () => {
    const builder = dailyBuilder('binero')!;
    for (const date of WEEK) {
      const record = builder.build(date, secrets)!;
      const parsed = binero.parse(record.publicData);
      if (!parsed.ok) throw new Error(parsed.error);
      const day = bineroDayOn(date);
      expect(parsed.value).toMatchObject({ size: day.size, difficulty: day.difficulty });
      expect(record).toMatchObject({ seed: `binero:${date}`, difficulty: `${day.size}x${day.size} ${day.difficulty}`, secretData: {} });
      expect(builder.build(date, secrets)).toEqual(record);
    }
  });
});
