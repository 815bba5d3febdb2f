import { describe, expect, it } from 'vitest';
import { APP_VERSION, formatBuildDate } from './build-info.ts';

describe('build information', () => {
  it('is version 0.9.0', () => {
    expect(APP_VERSION).toBe('0.9.0');
  });

  it('formats the build date in French', () => {
    expect(formatBuildDate('2025-06-15T12:30:00.000Z', 'Europe/Paris')).toBe('15 juin 2025 à 14:30');
    expect(formatBuildDate('pas une date')).toBeNull();
  });
});
