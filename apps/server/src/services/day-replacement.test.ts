import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { latestToday, replacementVerdict } from './day-replacement.ts';

describe('may this day be replaced?', () => {
  it('takes "today" from the timezone furthest ahead: a day some provider already plays is not in the future', () => {
    // 11:00 UTC: already the next day at Kiritimati (UTC+14), still this day in Paris.
    const now = new Date(Date.UTC(2031, 2, 3, 11));
    expect(dateInTimeZone(now, 'Europe/Paris')).toBe('2031-03-03');
    expect(latestToday(['Europe/Paris'], now)).toBe('2031-03-03');
    expect(latestToday(['Europe/Paris', 'Pacific/Kiritimati', 'America/New_York'], now)).toBe('2031-03-04');
    expect(latestToday([], now)).toBe('2031-03-03');
  });

  it('refuses today and past days, and a future day that already has scores; allows any other future day', () => {
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    expect(replacementVerdict(addDays(today, -1), today, 0)).toEqual({ allowed: false, reason: expect.stringContaining('passé') });
    expect(replacementVerdict(today, today, 0)).toEqual({ allowed: false, reason: expect.stringContaining('aujourd’hui') });
    expect(replacementVerdict(addDays(today, 1), today, 2)).toEqual({ allowed: false, reason: expect.stringContaining('scores') });
    expect(replacementVerdict(addDays(today, 1), today, 0)).toEqual({ allowed: true });
    expect(replacementVerdict(addDays(today, 400), today, 0)).toEqual({ allowed: true });
  });
});
