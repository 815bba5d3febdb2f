import { describe, expect, it } from 'vitest';
import { type Member, type PeriodPlay, type Play, periodOf, rankDay, rankPeriod } from './league-rankings.ts';

const member = (username: string): Member => ({ userId: `id-${username}`, username });
const play = (username: string, time: number, playedAt: string, options: { verified?: boolean; won?: boolean } = {}): Play => ({
  userId: `id-${username}`,
  time,
  playedAt: `2026-03-02T${playedAt}:00.000Z`,
  verified: options.verified ?? true,
  won: options.won ?? true,
});
const plays = (...list: Play[]) => new Map(list.map((p) => [p.userId, p]));
const view = (entries: ReturnType<typeof rankDay>) => entries.map((e) => [e.member.username, e.status, e.place, e.time]);

describe('a league’s day in one game', () => {
  const members = ['zoe', 'bob', 'ada', 'eve', 'max', 'lou'].map(member);

  it('places wins by time, then lost days, then shows unverified plays unplaced and who has not played', () => {
    const day = plays(
      play('bob', 95, '09:00'),
      play('ada', 80, '10:00'),
      play('eve', 300, '07:00', { won: false }),
      play('max', 40, '06:00', { verified: false }),
    );
    expect(view(rankDay(members, day))).toEqual([
      ['ada', 'won', 1, 80],
      ['bob', 'won', 2, 95],
      // A lost day comes after every win, even one slower than it.
      ['eve', 'lost', 3, 300],
      // Faster than everyone, but unverified: shown as played, without a place.
      ['max', 'unverified', null, 40],
      ['lou', 'not-played', null, null],
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

describe('a league’s week or month', () => {
  const games = new Set(['sudoku', 'motamo']);
  const at = (username: string, game: string, date: string, time: number, options: { verified?: boolean; won?: boolean; finish?: string } = {}): PeriodPlay => ({
    ...play(username, time, options.finish ?? '08:00', options),
    game,
    date,
  });
  const standing = (members: Member[], list: PeriodPlay[]) =>
    rankPeriod(members, list, games).map((e) => [e.member.username, e.place, e.points, e.plays, e.wins, e.wonTime]);

  it('gives the first of each game and day as many points as the league has members, the next one fewer', () => {
    const members = ['ada', 'bob', 'eve', 'max'].map(member);
    expect(
      standing(members, [
        at('ada', 'sudoku', '2026-03-02', 100),
        at('bob', 'sudoku', '2026-03-02', 200),
        at('eve', 'sudoku', '2026-03-02', 150, { won: false }),
        at('bob', 'motamo', '2026-03-02', 50),
        at('ada', 'motamo', '2026-03-03', 70),
      ]),
    ).toEqual([
      // ada: 4 (1st of 4 members) + 4; bob: 3 + 4; eve: 2 (lost, after the wins); max: nothing.
      ['ada', 1, 8, 2, 2, 170],
      ['bob', 2, 7, 2, 2, 250],
      ['eve', 3, 2, 1, 0, 0],
      ['max', 4, 0, 0, 0, 0],
    ]);
  });

  it('rewards showing up every day: a steady player beats a faster one who came once', () => {
    const members = ['ada', 'bob', 'eve'].map(member);
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    const list = [
      at('ada', 'sudoku', days[0]!, 60),
      ...days.map((d) => at('bob', 'sudoku', d, 300)),
      ...days.slice(1).map((d) => at('eve', 'sudoku', d, 400)),
    ];
    // ada: 3 (once first); bob: 2 + 3 + 3 = 8; eve: 2 + 2 = 4.
    expect(standing(members, list).map((row) => [row[0], row[2]])).toEqual([
      ['bob', 8],
      ['eve', 4],
      ['ada', 3],
    ]);
  });

  it('counts nothing for an unverified play, another provider’s game or a former member', () => {
    const members = ['ada', 'bob'].map(member);
    expect(
      standing(members, [
        at('ada', 'sudoku', '2026-03-02', 30, { verified: false }),
        at('ada', 'binero', '2026-03-02', 30),
        at('gone', 'sudoku', '2026-03-02', 10),
        at('bob', 'sudoku', '2026-03-02', 500),
      ]),
    ).toEqual([
      ['bob', 1, 2, 1, 1, 500],
      ['ada', 2, 0, 0, 0, 0],
    ]);
  });

  it('breaks ties by placed plays, then wins, then less won time, then the username', () => {
    const members = ['cat', 'bob', 'ada', 'dan', 'eve', 'fay'].map(member);
    const list = [
      // Day 1, sudoku: cat 1st (6), bob 2nd (5), ada 3rd (4).
      at('cat', 'sudoku', '2026-03-02', 10),
      at('bob', 'sudoku', '2026-03-02', 20),
      at('ada', 'sudoku', '2026-03-02', 30),
      // Day 1, motamo: dan 1st (6), eve lost, 2nd (5).
      at('dan', 'motamo', '2026-03-02', 40),
      at('eve', 'motamo', '2026-03-02', 50, { won: false }),
      // Day 2, motamo: fay alone, 1st (6).
      at('fay', 'motamo', '2026-03-03', 90),
    ];
    const rows = standing(members, list);
    // cat 6 and dan 6: both one play and one win; cat's 10 s beat dan's 40 s.
    expect(rows.slice(0, 2).map((r) => [r[0], r[2]])).toEqual([
      ['cat', 6],
      ['dan', 6],
    ]);
    // fay 6 too (alone that day), one win of 90 s: after dan.
    expect(rows[2]).toEqual(['fay', 3, 6, 1, 1, 90]);
    // bob 5 and eve 5: bob won, eve lost.
    expect(rows.slice(3, 5).map((r) => r[0])).toEqual(['bob', 'eve']);
    // Equal in everything: the username decides, the same way every time.
    const twins = rankPeriod(['yan', 'xia'].map(member), [at('xia', 'sudoku', '2026-03-02', 10), at('yan', 'motamo', '2026-03-02', 10)], games);
    expect(twins.map((e) => e.member.username)).toEqual(['xia', 'yan']);
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
