import { describe, expect, it } from 'vitest';
import { computeStreak, type PlayedDay } from './streak.ts';

const PARIS = 'Europe/Paris';
/** Played at noon Paris time on the puzzle's own day. */
const onTime = (date: string): PlayedDay => ({ date, playedAt: `${date}T11:00:00Z` });

describe('streak (document 1 §4)', () => {
  it.each<[string, PlayedDay[], string, number]>([
    ['no game at all', [], '2026-11-21', 0],
    ['played today only', [onTime('2026-11-21')], '2026-11-21', 1],
    ['played yesterday, not yet today: still alive', [onTime('2026-11-20')], '2026-11-21', 1],
    ['last played two days ago: broken', [onTime('2026-11-19')], '2026-11-21', 0],
    ['three days in a row', [onTime('2026-11-19'), onTime('2026-11-20'), onTime('2026-11-21')], '2026-11-21', 3],
    ['a gap breaks it', [onTime('2026-11-18'), onTime('2026-11-20'), onTime('2026-11-21')], '2026-11-21', 2],
    ['order of scores does not matter', [onTime('2026-11-21'), onTime('2026-11-19'), onTime('2026-11-20')], '2026-11-21', 3],
    ['same-day duplicates count once', [onTime('2026-11-21'), onTime('2026-11-21'), onTime('2026-11-20')], '2026-11-21', 2],
    ['across a month end', [onTime('2026-10-30'), onTime('2026-10-31'), onTime('2026-11-01')], '2026-11-01', 3],
    ['across a year end', [onTime('2026-12-31'), onTime('2027-01-01')], '2027-01-02', 2],
    ['across a leap day', [onTime('2028-02-28'), onTime('2028-02-29'), onTime('2028-03-01')], '2028-03-01', 3],
    ['across the spring clock change', [onTime('2026-03-28'), onTime('2026-03-29'), onTime('2026-03-30')], '2026-03-30', 3],
  ])('%s → %i', (_label, played, today, expected) => {
    expect(computeStreak(played, today, PARIS).streak).toBe(expected);
  });

  it('ignores a puzzle caught up on a later day', () => {
    const caughtUp: PlayedDay = { date: '2026-11-20', playedAt: '2026-11-21T09:00:00Z' };
    expect(computeStreak([caughtUp, onTime('2026-11-21')], '2026-11-21', PARIS).streak).toBe(1);
  });

  it('leaves out a day the server says arrived too late for its streak (a backdated play)', () => {
    const backdated: PlayedDay = { ...onTime('2026-11-20'), streakDay: false };
    expect(computeStreak([backdated, onTime('2026-11-21')], '2026-11-21', PARIS).streak).toBe(1);
    expect(computeStreak([{ ...onTime('2026-11-20'), streakDay: true }, onTime('2026-11-21')], '2026-11-21', PARIS).streak).toBe(2);
  });

  it('reads the play day in the provider timezone at midnight edges', () => {
    // 23:50 in Paris on the 20th (22:50 UTC): on time for the 20th.
    const lateEvening: PlayedDay = { date: '2026-11-20', playedAt: '2026-11-20T22:50:00Z' };
    // 00:10 in Paris on the 21st (23:10 UTC on the 20th): on time for the 21st.
    const afterMidnight: PlayedDay = { date: '2026-11-21', playedAt: '2026-11-20T23:10:00Z' };
    expect(computeStreak([lateEvening, afterMidnight], '2026-11-21', PARIS)).toEqual({
      streak: 2,
      streakDays: ['2026-11-21', '2026-11-20'],
    });
    // Read in UTC, the same two games fall on the 20th: the 21st's was not played on its day.
    expect(computeStreak([lateEvening, afterMidnight], '2026-11-21', 'UTC').streak).toBe(1);
  });
});
