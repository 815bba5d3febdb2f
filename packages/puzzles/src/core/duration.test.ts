import { describe, expect, it } from 'vitest';
import { formatDuration, waitInWords } from './duration.ts';

describe('mm:ss timer display', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [59, '00:59'],
    [60, '01:00'],
    [754, '12:34'],
    [3599, '59:59'],
    [4500, '75:00'],
    [12.9, '00:12'],
  ])('%s seconds read %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it('never shows a negative or broken time', () => {
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});

describe('a wait before trying again, in words', () => {
  it.each([
    [0.2, '1 s'],
    [42, '42 s'],
    [59.4, '1 min'],
    [60, '1 min'],
    [61, '2 min'],
    [1312, '22 min'],
    [3600, '1 h'],
    [3601, '1 h 1 min'],
    [5400, '1 h 30 min'],
  ])('%s seconds read « %s », the number held to its unit', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words.replaceAll(' ', '\u00a0'));
  });

  it('never shows a broken wait', () => {
    expect(waitInWords(Number.NaN)).toBe('1\u00a0s');
    expect(waitInWords(-3)).toBe('1\u00a0s');
  });
});
