import { describe, expect, it } from 'vitest';
import { frenchDuration } from './durations.ts';

describe('retention times in words', () => {
  it.each([
    [120, '2 minutes'],
    [60, '1 minute'],
    [15 * 60, '15 minutes'],
    [3600, '1 heure'],
    [86_400, '24 heures'],
    [30 * 86_400, '30 jours'],
    [182 * 86_400, '6 mois'],
    [365 * 86_400, '1 an'],
    [395 * 86_400, '13 mois'],
    [730 * 86_400, '2 ans'],
  ])('%i s reads « %s »', (seconds, words) => {
    // The number keeps its unit on the line (issue 40).
    expect(frenchDuration(seconds)).toBe(words.replace(' ', '\u00a0'));
  });
});
