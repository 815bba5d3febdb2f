import { puzzleDayAt } from '@jdj/puzzles';
import { afterEach, describe, expect, it } from 'vitest';
import { providerToday, rememberServerDay } from './streaks.ts';

const NOV_21_MORNING = Date.parse('2026-11-21T09:30:00Z');
const PARIS_MIDNIGHT = Date.parse('2026-11-21T23:00:00Z');

afterEach(() => rememberServerDay(undefined));

describe("the provider's day", () => {
  it('is the day the server rendered until it ends there, then the clock says', () => {
    rememberServerDay({ timeZone: 'Europe/Paris', ...puzzleDayAt(NOV_21_MORNING, 'Europe/Paris') });
    expect(providerToday('Europe/Paris', PARIS_MIDNIGHT - 1)).toBe('2026-11-21');
    expect(providerToday('Europe/Paris', PARIS_MIDNIGHT)).toBe('2026-11-22');
    // Another provider's zone reads the clock.
    expect(providerToday('America/Montreal', NOV_21_MORNING)).toBe('2026-11-21');
    expect(providerToday('Pacific/Kiritimati', PARIS_MIDNIGHT - 1)).toBe('2026-11-22');
  });

  it('falls back to Paris for a time zone the browser does not know', () => {
    expect(providerToday('Mars/Olympus', NOV_21_MORNING)).toBe('2026-11-21');
  });
});
