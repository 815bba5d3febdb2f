import { describe, expect, it } from 'vitest';
import { type Member, orderStanding, type Play, periodOf, rankDay } from './league-rankings.ts';

const member = (username: string): Member => ({ userId: `id-${username}`, username });
const play = (username: string, time: number, playedAt: string, options: { verified?: boolean; placed?: boolean; won?: boolean } = {}): Play => ({
  userId: `id-${username}`,
  time,
  playedAt: `2026-03-02T${playedAt}:00.000Z`,
  verified: options.verified ?? true,
  placed: options.placed ?? true,
  won: options.won ?? true,
});
const plays = (...list: Play[]) => new Map(list.map((p) => [p.userId, p]));
const view = (entries: ReturnType<typeof rankDay>) => entries.map((e) => [e.member.username, e.status, e.place, e.time]);

describe('a league’s day in one game', () => {
  const members = ['zoe', 'bob', 'ada', 'eve', 'max', 'lou'].map(member);

  it('places wins by time, then lost days, then shows unverified and unplaced plays without a place, and who has not played', () => {
    const day = plays(
      play('bob', 95, '09:00'),
      play('ada', 80, '10:00'),
      play('eve', 300, '07:00', { won: false }),
      play('max', 40, '06:00', { verified: false }),
      play('lou', 55, '06:30', { placed: false }),
    );
    expect(view(rankDay(members, day))).toEqual([
      ['ada', 'won', 1, 80],
      ['bob', 'won', 2, 95],
      // A lost day comes after every win, even one slower than it.
      ['eve', 'lost', 3, 300],
      // Faster than everyone, but unverified: shown as played, without a place.
      ['max', 'unverified', null, 40],
      // Won with the jokers' answer (or faster than a person): shown, without a place either.
      ['lou', 'unplaced', null, 55],
      ['zoe', 'not-played', null, null],
    ]);
  });

  it('breaks a tie of time by the earlier finish, and lost days by the earlier finish only', () => {
    const day = plays(
      play('zoe', 120, '11:00'),
      play('bob', 120, '08:30'),
      play('ada', 500, '12:00', { won: false }),
      play('eve', 30, '09:00', { won: false }),
    );
    expect(view(rankDay(members, day)).slice(0, 4)).toEqual([
      ['bob', 'won', 1, 120],
      ['zoe', 'won', 2, 120],
      ['eve', 'lost', 3, 30],
      ['ada', 'lost', 4, 500],
    ]);
  });

  it('settles a tie of time and finish by the username, whatever the order of the rows', () => {
    const day = plays(play('zoe', 60, '08:00'), play('bob', 60, '08:00'));
    const forward = view(rankDay(members, day));
    const backward = view(rankDay([...members].reverse(), new Map([...day].reverse())));
    expect(forward.slice(0, 2)).toEqual([
      ['bob', 'won', 1, 60],
      ['zoe', 'won', 2, 60],
    ]);
    expect(backward).toEqual(forward);
  });

  it('an unverified lost day is unplaced too', () => {
    expect(view(rankDay([member('ada')], plays(play('ada', 70, '08:00', { verified: false, won: false }))))).toEqual([['ada', 'unverified', null, 70]]);
  });
});

describe('a league’s standing over a week or a month', () => {
  const totals = (list: [string, number, number, number, number][]) =>
    new Map(list.map(([username, points, plays, wins, wonTime]) => [`id-${username}`, { points, plays, wins, wonTime }]));
  const order = (names: string[], list: [string, number, number, number, number][]) =>
    orderStanding(names.map(member), totals(list)).map((e) => [e.member.username, e.place, e.points]);

  it('orders by points, and lists every member, those who scored nothing last', () => {
    expect(
      order(
        ['ada', 'bob', 'eve'],
        [
          ['bob', 7, 2, 2, 250],
          ['ada', 8, 2, 2, 170],
        ],
      ),
    ).toEqual([
      ['ada', 1, 8],
      ['bob', 2, 7],
      ['eve', 3, 0],
    ]);
  });

  it('breaks ties by placed plays, then wins, then less won time, then the username, whatever the order of the rows', () => {
    const list: [string, number, number, number, number][] = [
      ['fay', 6, 1, 1, 90],
      ['cat', 6, 1, 1, 10],
      ['eve', 5, 1, 0, 0],
      ['bob', 5, 1, 1, 20],
      ['dan', 6, 2, 1, 40],
      ['yan', 3, 1, 1, 10],
      ['xia', 3, 1, 1, 10],
    ];
    const names = ['fay', 'cat', 'eve', 'bob', 'dan', 'yan', 'xia'];
    const expected = ['dan', 'cat', 'fay', 'bob', 'eve', 'xia', 'yan'];
    expect(order(names, list).map((row) => row[0])).toEqual(expected);
    expect(order([...names].reverse(), [...list].reverse()).map((row) => row[0])).toEqual(expected);
  });
});

describe('periods', () => {
  it('runs a week Monday to Sunday and a month from its first to its last day', () => {
    expect(periodOf('week', '2026-03-04')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(periodOf('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(periodOf('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
