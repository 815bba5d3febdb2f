import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, getGameModule, MAIN_STREAM, startOfWeek } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeagueDayDto, LeagueDto, LeagueInvitationDto, LeagueListDto, LeaguePlacesDto, LeagueStandingDto, LeagueTodayDto } from '@jdj/api';
import type { ScoreTable } from '../db/schema.ts';
import { Browser } from '../auth/test-kit.ts';
import { signUpVerified } from '../testing/accounts.ts';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { eraseLeagueMemberships, exportLeagueMemberships, MAX_LEAGUES_PER_PLAYER, MAX_MEMBERS, withUsers } from '../services/leagues.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Private leagues through the real routes on each database: accounts signed up and signed in over HTTP,
 * scores stored by the real score route or written as the score service writes them.
 */
const AUTH_SECRET = `secret-des-ligues-${randomUUID()}`;
// Each case signs up several real accounts (password hashing): room for a busy machine, never a timing check.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

interface Account {
  browser: Browser;
  id: string;
  username: string;
  email: string;
}

type Body<T> = { code: number; data: T; message: string };

describe.each(databaseTargets())('leagues on $name', (target) => {
  let server: TestServer;

  beforeAll(async () => {
    // DEBUG_ANSWERS: a development install, where the demo provider exists (the tests ask through it).
    server = await startTestServer(target, { env: { TRUST_PROXY: '1', AUTH_SECRET, DEBUG_ANSWERS: '1' }, puzzleWindow: { pastDays: 1, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;

  /** A real account, signed up and signed in over HTTP from a browser of its own. */
  async function account(): Promise<Account> {
    const browser = new Browser(server.url);
    const tag = randomUUID().slice(0, 8);
    const player = { email: `ligue-${tag}@exemple.fr`, password: 'Classement-du-jour-42', first_name: 'Léa', last_name: 'Martin', username: `lea_${tag}` };
    await signUpVerified(server, browser, { ...player, passwordConfirm: player.password });
    const signedIn = await browser.call<{ user: { id: string } }>('/api/auth/sign-in/email', { email: player.email, password: player.password });
    expect(signedIn.status).toBe(200);
    return { browser, id: signedIn.body.user.id, username: player.username.toLowerCase(), email: player.email };
  }

  /** Accounts that never call the API themselves (members filling a league), made by better-auth directly. */
  async function quietAccounts(count: number): Promise<string[]> {
    const context = await server.auth.$context;
    const users = await Promise.all(
      Array.from({ length: count }, () => {
        const tag = randomUUID().slice(0, 8);
        return context.internalAdapter.createUser(
          { email: `muet-${tag}@exemple.fr`, name: 'Muet', emailVerified: true, username: `muet_${tag}` },
          { method: 'admin' },
        );
      }),
    );
    return users.map((user) => user.id);
  }

  const call = async <T>(who: Account | Browser, path: string, method = 'GET', body?: unknown) => {
    const browser = who instanceof Browser ? who : who.browser;
    const response = await browser.raw(path, { method, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Body<T>, text };
  };

  async function createLeague(owner: Account, name = 'Bureau'): Promise<LeagueDto> {
    const created = await call<LeagueDto>(owner, '/api/leagues', 'POST', { name });
    expect(created.status, created.text).toBe(201);
    return created.body.data;
  }

  async function join(player: Account, token: string): Promise<void> {
    const joined = await call<{ id: string }>(player, '/api/leagues/invitations/accept', 'POST', { token });
    expect(joined.status, joined.text).toBe(200);
  }

  /** A score as the score service stores it (what the day's ranking reads), for days and ties chosen by the test. */
  async function storedScore(
    userId: string,
    game: string,
    date: string,
    seconds: number,
    options: { finish?: string; verified?: boolean; placed?: boolean; won?: boolean } = {},
  ) {
    const row: ScoreTable = {
      id: randomUUID(),
      game,
      game_id: `${game}_${date}`,
      puzzle_date: date,
      user_id: userId,
      anonymous_user_id: null,
      provider_id: null,
      score: seconds,
      played_at: `${date}T${options.finish ?? '08:00:00.000'}Z`,
      data: JSON.stringify({ mistakes: 0, jokers: 0, won: options.won ?? true, ...(options.placed === false ? { unplaced: 'jokers' } : {}) }),
      moves: '',
      moves_packed: null,
      client_play_id: randomUUID(),
      created_at: new Date().toISOString(),
      verified: options.verified === false ? 0 : 1,
      streak_day: 1,
      placed: options.placed === false ? 0 : 1,
      stream: MAIN_STREAM,
      network: null,
    };
    await db().insertInto('score').values(row).execute();
  }

  it('lets a signed-in player create a league, share its link, and see its members by username only', async () => {
    const ada = await account();
    const bob = await account();
    const league = await createLeague(ada, '  Bureau  ');
    expect(league).toMatchObject({
      name: 'Bureau',
      owner: true,
      max_members: MAX_MEMBERS,
      members: [{ id: ada.id, username: ada.username, owner: true, you: true }],
    });
    expect(league.invite_token).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // Whoever holds the link sees the league's name and size before signing in…
    const outsider = new Browser(server.url);
    const preview = await call<LeagueInvitationDto>(outsider, '/api/leagues/invitations/preview', 'POST', { token: league.invite_token });
    expect(preview.body.data).toEqual({ name: 'Bureau', members: 1, max_members: MAX_MEMBERS, you: null });
    // …but joins only signed in.
    expect((await call(outsider, '/api/leagues/invitations/accept', 'POST', { token: league.invite_token })).status).toBe(401);

    // Signed in: what the members will see of them (their username), then joining.
    const seen = await call<LeagueInvitationDto>(bob, '/api/leagues/invitations/preview', 'POST', { token: league.invite_token });
    expect(seen.body.data.you).toEqual({ username: bob.username, member: false, league_id: null });
    await join(bob, league.invite_token);
    await join(bob, league.invite_token); // again: no error, no second membership

    const list = await call<LeagueListDto>(bob, '/api/leagues');
    expect(list.body.data).toMatchObject({ leagues: [{ id: league.id, name: 'Bureau', members: 2, owner: false }], max_leagues: MAX_LEAGUES_PER_PLAYER });
    const detail = await call<LeagueDto>(bob, `/api/leagues/${league.id}`);
    expect(detail.body.data.members).toEqual([
      { id: ada.id, username: ada.username, owner: true, you: false },
      { id: bob.id, username: bob.username, owner: false, you: true },
    ]);
    // No member's e-mail (nor first or last name) in anything a member receives.
    await storedScore(ada.id, 'sudoku', today(), 120);
    const bodies = await Promise.all(
      [
        '/api/leagues',
        `/api/leagues/${league.id}`,
        `/api/leagues/${league.id}/days/sudoku/${today()}`,
        `/api/leagues/${league.id}/standings?period=week`,
        `/api/leagues/places/sudoku/${today()}`,
      ].map((path) => call(bob, path)),
    );
    bodies.push(await call(bob, '/api/leagues/invitations/preview', 'POST', { token: league.invite_token }));
    for (const { status, text } of bodies) {
      expect(status, text).toBe(200);
      expect(text).not.toContain('@');
      expect(text).not.toContain(ada.email);
      expect(text).not.toMatch(/Léa|Martin/);
    }
  });

  it('shows a league to its members only: 404 for others, the anonymous and another provider, never 403', async () => {
    const ada = await account();
    const eve = await account();
    const league = await createLeague(ada);
    const paths: [string, string, unknown?][] = [
      [`/api/leagues/${league.id}`, 'GET'],
      [`/api/leagues/${league.id}/days/sudoku/${today()}`, 'GET'],
      [`/api/leagues/${league.id}/standings?period=month`, 'GET'],
      [`/api/leagues/${league.id}`, 'PATCH', { name: 'À moi' }],
      [`/api/leagues/${league.id}/invitation`, 'POST', {}],
      [`/api/leagues/${league.id}/owner`, 'POST', { member: eve.id }],
      [`/api/leagues/${league.id}/members/${ada.id}`, 'DELETE'],
      [`/api/leagues/${league.id}/membership`, 'DELETE'],
      [`/api/leagues/${league.id}`, 'DELETE'],
    ];
    for (const [path, method, body] of paths) {
      expect(await call(eve, path, method, body), `${method} ${path}`).toMatchObject({ status: 404, body: { message: 'Ligue introuvable' } });
    }
    // The league's own members, asking through another provider's portal: not there either.
    expect((await call(ada, `/api/leagues/${league.id}?provider=demo`)).status).toBe(404);
    expect((await call(ada, '/api/leagues/invitations/preview?provider=demo', 'POST', { token: league.invite_token, provider: 'demo' })).status).toBe(404);
    expect((await call<LeagueListDto>(ada, '/api/leagues?provider=demo')).body.data.leagues).toEqual([]);
    // A provider without accounts has no leagues.
    expect((await call(ada, '/api/leagues', 'POST', { name: 'Partenaires', provider: 'partenaire' })).status).toBe(404);
    // Signed out: asked to sign in.
    expect(await call(new Browser(server.url), `/api/leagues/${league.id}`)).toMatchObject({
      status: 401,
      body: { message: 'Connectez-vous pour accéder aux ligues' },
    });
    // Nothing changed.
    expect((await call<LeagueDto>(ada, `/api/leagues/${league.id}`)).body.data).toMatchObject({
      name: 'Bureau',
      owner: true,
      invite_token: league.invite_token,
    });
  });

  it('gives the owner rename, a new link, removal, hand-over and deletion; members leave', async () => {
    const [ada, bob, cal, dan] = await Promise.all([account(), account(), account(), account()]);
    const league = await createLeague(ada);
    for (const player of [bob, cal, dan]) await join(player, league.invite_token);

    // Only the owner manages (a member gets a 403: they can see the league).
    expect((await call(bob, `/api/leagues/${league.id}`, 'PATCH', { name: 'Pirates' })).status).toBe(403);
    const renamed = await call<LeagueDto>(ada, `/api/leagues/${league.id}`, 'PATCH', { name: 'Open space' });
    expect(renamed.body.data.name).toBe('Open space');

    // A new link: the old one stops working for everyone.
    const renewed = (await call<LeagueDto>(ada, `/api/leagues/${league.id}/invitation`, 'POST', {})).body.data.invite_token;
    expect(renewed).not.toBe(league.invite_token);
    const newcomer = await account();
    expect((await call(newcomer, '/api/leagues/invitations/preview', 'POST', { token: league.invite_token })).status).toBe(404);
    expect((await call(newcomer, '/api/leagues/invitations/accept', 'POST', { token: league.invite_token })).status).toBe(404);

    // A removed member no longer sees the league, and neither the old link nor the current one brings them back.
    const removed = await call<LeagueDto>(ada, `/api/leagues/${league.id}/members/${cal.id}`, 'DELETE');
    expect(removed.body.data.members.map((m) => m.username)).not.toContain(cal.username);
    expect((await call(cal, `/api/leagues/${league.id}`)).status).toBe(404);
    expect((await call<LeagueListDto>(cal, '/api/leagues')).body.data.leagues).toEqual([]);
    for (const token of [league.invite_token, renewed]) {
      expect((await call(cal, '/api/leagues/invitations/preview', 'POST', { token })).status).toBe(404);
      expect((await call(cal, '/api/leagues/invitations/accept', 'POST', { token })).status).toBe(404);
    }
    expect((await call(ada, `/api/leagues/${league.id}/members/${ada.id}`, 'DELETE')).status).toBe(409);

    // A member leaves, and may come back by a valid link (leaving is not being removed).
    expect((await call(dan, `/api/leagues/${league.id}/membership`, 'DELETE')).status).toBe(200);
    expect((await call(dan, `/api/leagues/${league.id}`)).status).toBe(404);
    await join(dan, renewed);

    // The owner cannot leave; they hand over first, then leave like anyone.
    expect((await call(ada, `/api/leagues/${league.id}/membership`, 'DELETE')).status).toBe(409);
    expect((await call(ada, `/api/leagues/${league.id}/owner`, 'POST', { member: cal.id })).status).toBe(404);
    const handed = await call<LeagueDto>(ada, `/api/leagues/${league.id}/owner`, 'POST', { member: bob.id });
    expect(handed.body.data).toMatchObject({ owner: false });
    expect(handed.body.data.members.find((m) => m.owner)?.id).toBe(bob.id);
    expect((await call(ada, `/api/leagues/${league.id}`, 'DELETE')).status).toBe(403);
    expect((await call(ada, `/api/leagues/${league.id}/membership`, 'DELETE')).status).toBe(200);

    // Deleting the league ends it for every member.
    expect((await call(bob, `/api/leagues/${league.id}`, 'DELETE')).status).toBe(200);
    expect((await call(dan, `/api/leagues/${league.id}`)).status).toBe(404);
    expect((await call(dan, '/api/leagues/invitations/accept', 'POST', { token: renewed })).status).toBe(404);
  });

  it('ranks a day by verified time, ties by the earlier finish, lost days after the winners, unverified and unplaced plays without a place', async () => {
    const [ada, bob, cal, dan, eve, fay] = await Promise.all([account(), account(), account(), account(), account(), account()]);
    const league = await createLeague(ada);
    for (const player of [bob, cal, dan, eve, fay]) await join(player, league.invite_token);
    const day = addDays(today(), -1);
    await storedScore(bob.id, 'sudoku', day, 300, { finish: '10:00:00.000' });
    await storedScore(cal.id, 'sudoku', day, 300, { finish: '09:00:00.000' });
    await storedScore(dan.id, 'sudoku', day, 90, { finish: '07:00:00.000', won: false });
    await storedScore(eve.id, 'sudoku', day, 60, { verified: false });
    await storedScore(ada.id, 'sudoku', day, 40, { placed: false });
    await storedScore(fay.id, 'sudoku', day, 500, { finish: '11:00:00.000' });
    // Another game, another day, and someone outside the league: none of these belong to the day's ranking.
    await storedScore(ada.id, 'motamo', day, 20);
    await storedScore(ada.id, 'sudoku', addDays(day, -1), 20);
    const stranger = await account();
    await storedScore(stranger.id, 'sudoku', day, 10);

    const ranking = await call<LeagueDayDto>(ada, `/api/leagues/${league.id}/days/sudoku/${day}`);
    expect(ranking.status).toBe(200);
    expect(ranking.body.data).toMatchObject({ game: 'sudoku', date: day, today: today(), placed: 4 });
    expect(ranking.body.data.entries.map((e) => [e.member.username, e.status, e.place, e.time])).toEqual([
      [cal.username, 'won', 1, 300],
      [bob.username, 'won', 2, 300],
      [fay.username, 'won', 3, 500],
      [dan.username, 'lost', 4, 90],
      // Faster than everyone, but the jokers gave the grid away: shown after the placed ones, without a place.
      [ada.username, 'unplaced', null, 40],
      [eve.username, 'unverified', null, 60],
    ]);

    // The end screen's line, per league of the player.
    const places = await call<LeaguePlacesDto>(bob, `/api/leagues/places/sudoku/${day}`);
    expect(places.body.data.leagues).toEqual([{ id: league.id, name: 'Bureau', status: 'won', place: 2, placed: 4 }]);
    expect((await call<LeaguePlacesDto>(eve, `/api/leagues/places/sudoku/${day}`)).body.data.leagues[0]).toMatchObject({ status: 'unverified', place: null });
    expect((await call<LeaguePlacesDto>(ada, `/api/leagues/places/sudoku/${day}`)).body.data.leagues[0]).toMatchObject({ status: 'unplaced', place: null });
  });

  it('shows today’s games at a glance: the games the members played first, their times in order, one’s own row always (issue 39)', async () => {
    const [ada, bob, cal] = await Promise.all([account(), account(), account()]);
    const league = await createLeague(ada);
    for (const player of [bob, cal]) await join(player, league.invite_token);
    await storedScore(bob.id, 'sudolito', today(), 120);
    await storedScore(cal.id, 'sudolito', today(), 90);
    await storedScore(bob.id, 'motamo', today(), 50);
    // Yesterday, and someone outside the league: not today's.
    await storedScore(cal.id, 'anagrammo', addDays(today(), -1), 30);
    const stranger = await account();
    await storedScore(stranger.id, 'motamo', today(), 10);

    const overview = await call<LeagueTodayDto>(ada, `/api/leagues/${league.id}/today`);
    expect(overview.status, overview.text).toBe(200);
    const { date, games } = overview.body.data;
    expect(date).toBe(today());
    const rows = (game: LeagueTodayDto['games'][number]) => game.entries.map((e) => [e.member.username, e.status, e.place, e.time, e.member.you]);
    expect(games.slice(0, 2).map((game) => [game.game, game.placed, rows(game)])).toEqual([
      [
        'sudolito',
        2,
        [
          [cal.username, 'won', 1, 90, false],
          [bob.username, 'won', 2, 120, false],
          [ada.username, 'not-played', null, null, true],
        ],
      ],
      [
        'motamo',
        1,
        [
          [bob.username, 'won', 1, 50, false],
          [ada.username, 'not-played', null, null, true],
        ],
      ],
    ]);
    // Every other game of the provider follows, in the catalogue's order, with only the player's own row.
    const catalogue = (await (await fetch(`${server.url}/api/providers/current`)).json()) as { data: { games: { slug: string }[] } };
    const others = catalogue.data.games.map((g) => g.slug).filter((slug) => slug !== 'sudolito' && slug !== 'motamo');
    expect(games.slice(2).map((game) => [game.game, rows(game)])).toEqual(others.map((slug) => [slug, [[ada.username, 'not-played', null, null, true]]]));
    // A stranger gets the league's 404, as for every league route.
    expect((await call(stranger, `/api/leagues/${league.id}/today`)).status).toBe(404);
  });

  it('places a play stored by the real score route: verified with a signed start, unverified without', async () => {
    const [ada, bob] = await Promise.all([account(), account()]);
    const league = await createLeague(ada);
    await join(bob, league.invite_token);
    const stored = await findPuzzle(db(), MAIN_STREAM, 'sudoku', today());
    const puzzle = getGameModule('sudoku')!.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!puzzle.ok) throw new Error(puzzle.error);
    const { moves, lastAt } = timedWin('sudoku', puzzle.value);
    // A play started on the server an hour ago (its start moved back in the database), as a verified score needs.
    const startedAnHourAgo = async (who: Account) => {
      const started = await who.browser.call<{ data: { start_token: string } }>('/api/plays', { game: 'sudoku', date: today(), local_user_id: randomUUID() });
      expect(started.status).toBe(201);
      await db()
        .updateTable('play')
        .set({ started_at: Date.now() - 3_600_000 })
        .where('id', '=', started.body.data.start_token)
        .execute();
      return started.body.data.start_token;
    };
    const post = async (who: Account, seconds: number, signed: boolean) =>
      who.browser.call('/api/scores', {
        game: 'sudoku',
        date: today(),
        local_user_id: randomUUID(),
        score: seconds,
        played_at: new Date().toISOString(),
        data: {},
        moves,
        client_play_id: randomUUID(),
        ...(signed ? { start_token: await startedAnHourAgo(who) } : {}),
      });
    expect((await post(ada, lastAt + 40, true)).status).toBe(201);
    expect((await post(bob, lastAt + 5, false)).status).toBe(201);
    const ranking = await call<LeagueDayDto>(bob, `/api/leagues/${league.id}/days/sudoku/${today()}`);
    expect(ranking.body.data.entries.map((e) => [e.member.id, e.status, e.place, e.time])).toEqual([
      [ada.id, 'won', 1, lastAt + 40],
      [bob.id, 'unverified', null, lastAt + 5],
    ]);
  });

  it('adds up the week and the month across the provider’s games, ties settled the same way every time', async () => {
    const [ada, bob, cal] = await Promise.all([account(), account(), account()]);
    const league = await createLeague(ada);
    for (const player of [bob, cal]) await join(player, league.invite_token);
    // A week entirely past: Monday to Sunday two weeks ago.
    const monday = addDays(startOfWeek(today()), -14);
    const [tue, wed] = [addDays(monday, 1), addDays(monday, 2)];
    await storedScore(ada.id, 'sudoku', monday, 100); // 3 (first of 3 members)
    await storedScore(bob.id, 'sudoku', monday, 200); // 2
    await storedScore(bob.id, 'motamo', tue, 80); // 3
    await storedScore(cal.id, 'motamo', tue, 60, { won: false }); // 2: placed after bob's win
    await storedScore(cal.id, 'binero', wed, 50); // 3
    await storedScore(ada.id, 'binero', wed, 50, { verified: false }); // 0
    await storedScore(cal.id, 'sudoku', tue, 30, { placed: false }); // 0: the jokers gave the grid away
    await storedScore(ada.id, 'sudoku', addDays(monday, 7), 10); // the next week: not this one

    const week = await call<LeagueStandingDto>(cal, `/api/leagues/${league.id}/standings?period=week&date=${wed}`);
    expect(week.status).toBe(200);
    expect(week.body.data).toMatchObject({ period: 'week', from: monday, to: addDays(monday, 6) });
    expect(week.body.data.entries.map((e) => [e.member.username, e.place, e.points, e.plays, e.wins, e.won_time])).toEqual([
      [bob.username, 1, 5, 2, 2, 280],
      // cal and ada both have 3 points… cal has two placed plays to ada's one.
      [cal.username, 2, 5, 2, 1, 50],
      [ada.username, 3, 3, 1, 1, 100],
    ]);
    const month = await call<LeagueStandingDto>(cal, `/api/leagues/${league.id}/standings?period=month&date=${wed}`);
    expect(month.body.data.from).toBe(`${wed.slice(0, 7)}-01`);
    const monthRows = month.body.data.entries.map((e) => [e.member.username, e.points]);
    // The month holds the week (and perhaps the next Monday, when it is in the same month).
    const nextMondaySameMonth = addDays(monday, 7).slice(0, 7) === wed.slice(0, 7);
    expect(monthRows.find((r) => r[0] === ada.username)?.[1]).toBe(nextMondaySameMonth ? 6 : 3);
    // Bad periods, days to come.
    expect((await call(cal, `/api/leagues/${league.id}/standings?period=year`)).status).toBe(400);
    expect((await call(cal, `/api/leagues/${league.id}/standings?period=week&date=${addDays(today(), 1)}`)).status).toBe(404);
    expect((await call(cal, `/api/leagues/${league.id}/days/sudoku/${addDays(today(), 1)}`)).status).toBe(404);
    expect((await call(cal, `/api/leagues/${league.id}/days/echecs/${today()}`)).status).toBe(404);
  });

  it('adds up in the standing exactly the places of the day rankings, ties included (random days)', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => account()));
    const league = await createLeague(players[0]!);
    for (const player of players.slice(1)) await join(player, league.invite_token);
    const monday = addDays(startOfWeek(today()), -7);
    const days = [monday, addDays(monday, 1), addDays(monday, 2)];
    const games = ['sudoku', 'motamo', 'binero'];
    // Few distinct times and finishes, so that ties happen; some lost, some unverified, some not played.
    let seed = 27;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const day of days) {
      for (const game of games) {
        for (const player of players) {
          if (random(5) === 0) continue;
          await storedScore(player.id, game, day, 60 + 10 * random(3), {
            finish: `0${random(3)}:00:00.000`,
            won: random(6) > 0,
            verified: random(8) > 0,
            placed: random(8) > 0,
          });
        }
      }
    }
    const expected = new Map(players.map((p) => [p.id, { points: 0, plays: 0, wins: 0, won_time: 0 }]));
    for (const day of days) {
      for (const game of games) {
        const ranking = (await call<LeagueDayDto>(players[1]!, `/api/leagues/${league.id}/days/${game}/${day}`)).body.data;
        for (const entry of ranking.entries) {
          if (entry.place === null) continue;
          const total = expected.get(entry.member.id)!;
          total.points += players.length - entry.place + 1;
          total.plays += 1;
          if (entry.status === 'won') {
            total.wins += 1;
            total.won_time += entry.time!;
          }
        }
      }
    }
    const week = (await call<LeagueStandingDto>(players[2]!, `/api/leagues/${league.id}/standings?period=week&date=${monday}`)).body.data;
    expect(Object.fromEntries(week.entries.map((e) => [e.member.id, { points: e.points, plays: e.plays, wins: e.wins, won_time: e.won_time }]))).toEqual(
      Object.fromEntries(expected),
    );
    // Places follow the points.
    for (let i = 1; i < week.entries.length; i++) expect(week.entries[i - 1]!.points).toBeGreaterThanOrEqual(week.entries[i]!.points);
  });

  it('holds a league to 100 members and a player to 20 leagues', async () => {
    const ada = await account();
    const league = await createLeague(ada);
    const filler = await quietAccounts(MAX_MEMBERS - 2);
    const at = new Date().toISOString();
    await db()
      .insertInto('league_member')
      .values(filler.map((user_id) => ({ league_id: league.id, user_id, joined_at: at })))
      .execute();
    const [hundredth, oneTooMany] = await Promise.all([account(), account()]);
    await join(hundredth, league.invite_token);
    expect((await call<LeagueDto>(ada, `/api/leagues/${league.id}`)).body.data.members).toHaveLength(MAX_MEMBERS);
    const full = await call(oneTooMany, '/api/leagues/invitations/accept', 'POST', { token: league.invite_token });
    expect(full).toMatchObject({ status: 409, body: { message: 'Cette ligue est complète : 100 membres au plus.' } });

    // Twenty leagues, then no twenty-first: neither created nor joined.
    const busy = await account();
    const others = Array.from({ length: MAX_LEAGUES_PER_PLAYER }, () => randomUUID());
    const providerId = (await db().selectFrom('league').select('provider_id').where('id', '=', league.id).executeTakeFirstOrThrow()).provider_id;
    await db()
      .insertInto('league')
      .values(
        others.map((id, i) => ({
          id,
          provider_id: providerId,
          name: `L${i}`,
          owner_id: busy.id,
          invite_token: randomUUID().slice(0, 24),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await db()
      .insertInto('league_member')
      .values(others.map((league_id) => ({ league_id, user_id: busy.id, joined_at: at })))
      .execute();
    expect((await call<LeagueListDto>(busy, '/api/leagues')).body.data.leagues).toHaveLength(MAX_LEAGUES_PER_PLAYER);
    const tooMany = 'Vous êtes déjà dans 20 ligues, le maximum : quittez-en une d’abord.';
    expect(await call(busy, '/api/leagues', 'POST', { name: 'Encore' })).toMatchObject({ status: 409, body: { message: tooMany } });
    const small = await createLeague(ada, 'Petite');
    expect(await call(busy, '/api/leagues/invitations/accept', 'POST', { token: small.invite_token })).toMatchObject({
      status: 409,
      body: { message: tooMany },
    });
  });

  it('holds a player to 20 leagues when 27 invitations are accepted at once', async () => {
    const [owner, busy] = await Promise.all([account(), account()]);
    const providerId = (
      await db()
        .selectFrom('league')
        .select('provider_id')
        .where('id', '=', (await createLeague(owner)).id)
        .executeTakeFirstOrThrow()
    ).provider_id;
    const at = new Date().toISOString();
    const leagues = Array.from({ length: MAX_LEAGUES_PER_PLAYER + 7 }, (_, i) => ({
      id: randomUUID(),
      provider_id: providerId,
      name: `Course ${i}`,
      owner_id: owner.id,
      invite_token: randomUUID().replaceAll('-', '').slice(0, 24),
      created_at: at,
      updated_at: at,
    }));
    await db().insertInto('league').values(leagues).execute();
    await db()
      .insertInto('league_member')
      .values(leagues.map((league) => ({ league_id: league.id, user_id: owner.id, joined_at: at })))
      .execute();

    const answers = await Promise.all(leagues.map((league) => call(busy, '/api/leagues/invitations/accept', 'POST', { token: league.invite_token })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_LEAGUES_PER_PLAYER);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 409, body: { message: 'Vous êtes déjà dans 20 ligues, le maximum : quittez-en une d’abord.' } });
    const memberships = await db().selectFrom('league_member').select('league_id').where('user_id', '=', busy.id).execute();
    expect(memberships).toHaveLength(MAX_LEAGUES_PER_PLAYER);

    // Creating takes a place too: 8 creations at once by a player in 15 leagues make 5 leagues.
    const founder = await account();
    await db()
      .insertInto('league_member')
      .values(leagues.slice(0, 15).map((league) => ({ league_id: league.id, user_id: founder.id, joined_at: at })))
      .execute();
    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => call(founder, '/api/leagues', 'POST', { name: `Nouvelle ${i}` })));
    expect(created.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(await db().selectFrom('league_member').select('league_id').where('user_id', '=', founder.id).execute()).toHaveLength(MAX_LEAGUES_PER_PLAYER);
  });

  it('counts the use of invitation links per player: past the limit, a French 429', async () => {
    const eve = await account();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await call(eve, '/api/leagues/invitations/preview', 'POST', { token: `devine${String(i).padStart(18, '0')}` })).status;
      if (i < 30) expect(last).toBe(404);
    }
    expect(last).toBe(429);
  });

  it('refuses bad input with a French 400', async () => {
    const ada = await account();
    const league = await createLeague(ada);
    // Fields named in words, never by their key (issue 39).
    expect(await call(ada, '/api/leagues', 'POST', { name: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Champ « Nom de la ligue » invalide : obligatoire' },
    });
    expect((await call(ada, '/api/leagues', 'POST', { name: 'Bureau', owner_id: 'moi' })).body.message).toBe('Champ inconnu dans la requête : « owner_id »');
    expect((await call(ada, '/api/leagues', 'POST', { name: 'x'.repeat(41) })).body.message).toBe('Le nom de la ligue ne doit pas dépasser 40 caractères.');
    expect((await call(ada, '/api/leagues', 'POST', { name: '<script>' })).status).toBe(400);
    expect((await call(ada, '/api/leagues', 'POST', { name: 'Bureau', owner_id: 'moi' })).status).toBe(400);
    expect((await call(ada, '/api/leagues/pas-un-uuid')).status).toBe(400);
    expect((await call(ada, `/api/leagues/${league.id}/days/sudoku/2026-02-30`)).status).toBe(400);
    expect((await call(ada, '/api/leagues/invitations/accept', 'POST', { token: 42 })).status).toBe(400);
    expect((await call(ada, '/api/leagues/invitations/accept', 'POST', { token: 'x'.repeat(500) })).status).toBe(400);
  });

  it('erases a deleted account’s memberships: its leagues pass to the earliest member, or go when empty', async () => {
    const [ada, bob, cal] = await Promise.all([account(), account(), account()]);
    const shared = await createLeague(ada, 'Partagée');
    const alone = await createLeague(ada, 'Seule');
    const bobs = await createLeague(bob, 'Chez Bob');
    await join(bob, shared.invite_token);
    await join(cal, shared.invite_token);
    await join(ada, bobs.invite_token);
    await call(bob, `/api/leagues/${bobs.id}/members/${ada.id}`, 'DELETE'); // ada is banned from Bob's

    expect(await exportLeagueMemberships(db(), ada.id)).toEqual([
      { league: 'Partagée', owner: true, joined_at: expect.any(String) },
      { league: 'Seule', owner: true, joined_at: expect.any(String) },
    ]);
    // As issue 26's erasure runs its parts: inside one transaction.
    expect(
      await db()
        .transaction()
        .execute((trx) => eraseLeagueMemberships(trx, ada.id)),
    ).toBe(2);
    const heirs = await db().selectFrom('league').select(['id', 'owner_id']).where('id', 'in', [shared.id, alone.id, bobs.id]).orderBy('name').execute();
    // « Seule » is gone; « Partagée » passed to bob, who joined it before cal; Bob's league is untouched.
    expect(heirs).toEqual([
      { id: bobs.id, owner_id: bob.id },
      { id: shared.id, owner_id: bob.id },
    ]);
    expect(await db().selectFrom('league_member').select('league_id').where('user_id', '=', ada.id).execute()).toEqual([]);
    expect(await db().selectFrom('league_ban').select('league_id').where('user_id', '=', ada.id).execute()).toEqual([]);
    const seen = await call<LeagueDto>(cal, `/api/leagues/${shared.id}`);
    expect(seen.body.data.members.map((m) => [m.username, m.owner])).toEqual([
      [bob.username, true],
      [cal.username, false],
    ]);
    // An account removed without the erasure (a row gone from `user`) disappears from every list all the same.
    await withUsers(db()).deleteFrom('user').where('id', '=', cal.id).execute();
    expect((await call<LeagueDto>(bob, `/api/leagues/${shared.id}`)).body.data.members.map((m) => m.username)).toEqual([bob.username]);
    expect((await call<LeagueListDto>(bob, '/api/leagues')).body.data.leagues.find((l) => l.id === shared.id)?.members).toBe(1);
  });
});
