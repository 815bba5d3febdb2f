import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

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
