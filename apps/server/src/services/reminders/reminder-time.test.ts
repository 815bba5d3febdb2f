import { describe, expect, it } from 'vitest';
import { nextReminderAt } from './reminder-time.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('nextReminderAt', () => {
  it('gives today’s hour while it is to come, tomorrow’s once it has passed', () => {
    // Paris in winter is UTC+1: 9 h there is 08:00Z.
    expect(iso(nextReminderAt(at('2027-01-12T06:30:00Z'), 9, 'Europe/Paris'))).toBe('2027-01-12T08:00:00.000Z');
    expect(iso(nextReminderAt(at('2027-01-12T08:00:00Z'), 9, 'Europe/Paris'))).toBe('2027-01-13T08:00:00.000Z');
    expect(iso(nextReminderAt(at('2027-01-12T22:59:00Z'), 9, 'Europe/Paris'))).toBe('2027-01-13T08:00:00.000Z');
    // Just after midnight in Paris (23:10Z the day before): that very morning.
    expect(iso(nextReminderAt(at('2027-01-12T23:10:00Z'), 9, 'Europe/Paris'))).toBe('2027-01-13T08:00:00.000Z');
  });

  it('follows the player’s own zone, whatever the server’s', () => {
    // Nouméa is UTC+11, Kiritimati UTC+14, Cayenne UTC−3.
    expect(iso(nextReminderAt(at('2027-01-12T12:00:00Z'), 8, 'Pacific/Noumea'))).toBe('2027-01-12T21:00:00.000Z');
    expect(iso(nextReminderAt(at('2027-01-12T12:00:00Z'), 8, 'Pacific/Kiritimati'))).toBe('2027-01-12T18:00:00.000Z');
    expect(iso(nextReminderAt(at('2027-01-12T12:00:00Z'), 20, 'America/Cayenne'))).toBe('2027-01-12T23:00:00.000Z');
  });

  it('keeps the hour on the clock across a change of time, and finds an hour the clock skips or repeats', () => {
    // The evening before spring forward (28 March 2027, 2 h → 3 h in Paris): 9 h is 07:00Z, no longer 08:00Z.
    expect(iso(nextReminderAt(at('2027-03-27T20:00:00Z'), 9, 'Europe/Paris'))).toBe('2027-03-28T07:00:00.000Z');
    // 2 h does not exist that night: the first minute after it (3 h, 01:00Z).
    expect(iso(nextReminderAt(at('2027-03-27T20:00:00Z'), 2, 'Europe/Paris'))).toBe('2027-03-28T01:00:00.000Z');
    // 31 October 2027, 3 h → 2 h: the first 2 h (00:00Z).
    expect(iso(nextReminderAt(at('2027-10-30T20:00:00Z'), 2, 'Europe/Paris'))).toBe('2027-10-31T00:00:00.000Z');
    expect(iso(nextReminderAt(at('2027-10-30T20:00:00Z'), 9, 'Europe/Paris'))).toBe('2027-10-31T08:00:00.000Z');
  });

  it('reads an unknown zone as the portal’s default one', () => {
    expect(nextReminderAt(at('2027-01-12T06:30:00Z'), 9, 'Mars/Olympus')).toBe(nextReminderAt(at('2027-01-12T06:30:00Z'), 9, 'Europe/Paris'));
  });
});
