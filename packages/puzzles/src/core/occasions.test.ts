import { describe, expect, it } from 'vitest';
import { easterSunday, occasionOf } from './occasions.ts';

describe('the French calendar’s occasions (issue 41)', () => {
  it('finds Easter as the almanacs give it', () => {
    expect(['2024', '2025', '2026', '2027', '2028', '2029'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
    ]);
  });

  it('names the public holidays and days of remembrance, fixed and movable, and no ordinary day', () => {
    expect(occasionOf('2027-12-25')).toBe('Noël');
    expect(occasionOf('2028-05-08')).toBe('Victoire du 8 mai 1945');
    expect(occasionOf('2026-11-11')).toBe('Armistice du 11 novembre 1918');
    expect(occasionOf('2027-03-29')).toBe('Lundi de Pâques');
    expect(occasionOf('2028-05-25')).toBe('Ascension');
    expect(occasionOf('2028-06-05')).toBe('Lundi de Pentecôte');
    expect(occasionOf('2026-12-02')).toBeNull();
  });
});
