import { describe, expect, it } from 'vitest';
import { knownLetters, letterMarks } from './letter-marks.ts';
import { rowOf } from './rows-rules.ts';

describe('the marks of a tried word (issue 40)', () => {
  it('are right in place, elsewhere while the answer holds the letter, absent otherwise', () => {
    expect(letterMarks('MAISON', 'MARAIS')).toEqual(['right', 'right', 'absent', 'absent', 'elsewhere', 'elsewhere']);
    // One E in the answer, two tried out of place: the first is elsewhere, the second absent.
    expect(letterMarks('PORTE', 'EPEES')).toEqual(['elsewhere', 'elsewhere', 'absent', 'absent', 'absent']);
  });

  it('tell the keyboard what is known: the given letter right, never absent, the best mark winning', () => {
    const row = { ...rowOf('maison', 1), tries: ['MARAIS', 'MOTION'] };
    const known = knownLetters(row);
    expect(known.get('M')).toBe('right');
    expect(known.get('I')).toBe('elsewhere');
    expect(known.get('S')).toBe('elsewhere');
    expect(known.get('O')).toBe('right');
    expect(known.get('N')).toBe('right');
    expect(known.get('R')).toBe('absent');
    expect(known.get('T')).toBe('absent');
    expect(known.has('Z')).toBe(false);
  });

  it('know nothing but the given letters before a check', () => {
    expect([...knownLetters(rowOf('nuage', 1))]).toEqual([['N', 'right']]);
  });
});
