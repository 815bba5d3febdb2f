import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateInTimeZone,
  daysBetween,
  isIsoDate,
  isValidTimeZone,
  monthGrid,
  nextDayStart,
  puzzleDayAt,
  startOfWeek,
  weekdayIndex,
} from './dates.ts';

describe('puzzle dates', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-11-21T00:00', false],
    [20261121, false],
  ])('%s is a valid date: %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // the night clocks change in France
    expect(daysBetween('2026-11-01', '2026-11-21')).toBe(20);
    expect(daysBetween('2026-11-21', '2026-11-01')).toBe(-20);
  });

  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-22')).toBe(6); // a Sunday
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('reads the puzzle day of an instant in the provider timezone', () => {
    // 23:30 in Paris on 21 November is 22:30 UTC: still the 21st in Paris.
    expect(dateInTimeZone('2026-11-21T22:30:00Z', 'Europe/Paris')).toBe('2026-11-21');
    // 00:30 in Paris on the 22nd is 23:30 UTC on the 21st.
    expect(dateInTimeZone('2026-11-21T23:30:00Z', 'Europe/Paris')).toBe('2026-11-22');
    // Summer time: UTC+2.
    expect(dateInTimeZone('2026-07-14T22:30:00Z', 'Europe/Paris')).toBe('2026-07-15');
    expect(dateInTimeZone('2026-11-21T03:00:00Z', 'America/Montreal')).toBe('2026-11-20');
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('turns to the next day at the millisecond of midnight, however often the same second was asked', () => {
    const lastMoment = Date.parse('2026-11-21T22:59:59.999Z');
    for (let i = 0; i < 3; i++) expect(dateInTimeZone(lastMoment - i, 'Europe/Paris')).toBe('2026-11-21');
    expect(dateInTimeZone(lastMoment + 1, 'Europe/Paris')).toBe('2026-11-22');
    // Back in time (a test's clock): the day before again, and another zone keeps its own day.
    expect(dateInTimeZone(new Date(lastMoment), 'Europe/Paris')).toBe('2026-11-21');
    expect(dateInTimeZone(lastMoment + 1, 'America/Montreal')).toBe('2026-11-21');
    expect(() => dateInTimeZone('not a date', 'Europe/Paris')).toThrow(RangeError);
  });

  it.each([
    // Winter in Paris: midnight is 23:00 UTC the day before.
    ['2026-11-21T09:30:00Z', 'Europe/Paris', '2026-11-21T23:00:00.000Z'],
    // The night the clocks go forward (29 March 2026) is an hour shorter, and midnight after it is 22:00 UTC.
    ['2026-03-29T00:30:00Z', 'Europe/Paris', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25T12:00:00Z', 'Europe/Paris', '2026-10-25T23:00:00.000Z'],
    ['2026-11-21T03:00:00Z', 'America/Montreal', '2026-11-21T05:00:00.000Z'],
    // One millisecond before midnight: the next day starts one millisecond later.
    ['2026-11-21T22:59:59.999Z', 'Europe/Paris', '2026-11-21T23:00:00.000Z'],
  ])('finds when the day of %s ends in %s: %s', (instant, timeZone, end) => {
    expect(new Date(nextDayStart(Date.parse(instant), timeZone)).toISOString()).toBe(end);
  });

  it("gives a provider's puzzle day and its end, in Paris for a zone this runtime does not know", () => {
    const morning = Date.parse('2026-11-21T09:30:00Z');
    const parisMidnight = Date.parse('2026-11-21T23:00:00Z');
    expect(puzzleDayAt(morning, 'Europe/Paris')).toEqual({ date: '2026-11-21', until: parisMidnight });
    expect(puzzleDayAt(parisMidnight, 'Pacific/Kiritimati').date).toBe('2026-11-22');
    expect(puzzleDayAt(morning, 'Mars/Olympus')).toEqual({ date: '2026-11-21', until: parisMidnight });
  });

  it('lays a month out in 42 cells, Monday first', () => {
    const grid = monthGrid('2026-11-21');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(grid[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(grid.filter((c) => c.inMonth)).toHaveLength(30);
    expect(monthGrid('2027-02-10').filter((c) => c.inMonth)).toHaveLength(28);
    expect(monthGrid('2028-02-10').filter((c) => c.inMonth)).toHaveLength(29);
  });

  it('moves between months', () => {
    expect(addMonths('2026-11-21', 1)).toBe('2026-12-01');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
  });
});
