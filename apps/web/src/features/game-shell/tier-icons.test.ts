import { describe, expect, it } from 'vitest';
import { tierIconCount } from './tier-icons.ts';

describe('tier icons', () => {
  it('are one per 24 px of width, at least one', () => {
    expect(tierIconCount(390)).toBe(16);
    expect(tierIconCount(358)).toBe(14);
    expect(tierIconCount(24)).toBe(1);
    expect(tierIconCount(47.9)).toBe(1);
    expect(tierIconCount(48)).toBe(2);
    expect(tierIconCount(0)).toBe(1);
    expect(tierIconCount(Number.NaN)).toBe(1);
  });
});
