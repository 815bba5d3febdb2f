import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, getGameModule, isInvalid, MAIN_STREAM } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, ScoreDto, ScoreSubmission } from '@jdj/api';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { startedPlay, testPlayer, type TestPlayer } from '../testing/plays.ts';
import { findPuzzle } from './daily-puzzles.ts';
import { provenPlayerKey, SCORE_LIMITS } from '../routes/scores.ts';
import { endOfDay } from './score-one-statement.ts';

describe('the end of a puzzle day', () => {
  it.each(['Europe/Paris', 'Pacific/Kiritimati', 'Pacific/Tahiti', 'America/Cayenne'])('is the next midnight in %s', (zone) => {
    const date = '2027-03-28';
    const end = endOfDay(date, zone);
    expect(dateInTimeZone(end - 1, zone)).toBe(date);
    expect(dateInTimeZone(end, zone)).toBe(addDays(date, 1));
  });
});

/**
 * The verified score's one statement on PostgreSQL (issue 36), seen from outside as any score is: what the
 * transaction of services/scores.ts would store, on each database.
 */
describe.each(databaseTargets())('verified scores stored at once on $name', (target) => {
  let server: TestServer;
  const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  /** A won game of `game` today by `player`, with the token of a play it started a minute ago. */
  async function wonPlay(game: string, player: TestPlayer): Promise<ScoreSubmission> {
    const module = getGameModule(game)!;
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, game, today());
    const puzzle = module.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!puzzle.ok) throw new Error(puzzle.error);
    let state = module.init(puzzle.value);
    const moves: LoggedMove[] = testPlaysOf(game)!
      .win(puzzle.value)
      .map((move, i) => {
        const next = module.apply(state, move);
        if (isInvalid(next)) throw new Error(next.reason);
        state = next;
        return { move, at: i + 1 };
      });
    const token = await startedPlay(server, game, today(), player, { startedSecondsAgo: moves.length + 60 });
    return {
      game,
      date: today(),
      local_user_id: player.id,
      score: moves.length + 30,
      played_at: new Date().toISOString(),
      data: {},
      moves,
      client_play_id: randomUUID(),
      start_token: token,
    };
  }

  const post = async (body: ScoreSubmission, player: TestPlayer) => {
    const res = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...player.headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: ScoreDto } };
  };

  it('stores both first scores of a new player sent at once (an offline queue flushed), verified, under one player', async () => {
    const player = testPlayer();
    const plays = [await wonPlay('sudoku', player), await wonPlay('binero', player)];
    const answers = await Promise.all(plays.map((play) => post(play, player)));
    expect(answers.map((a) => [a.status, a.body.data.verified, a.body.data.streak_day])).toEqual([
      [201, true, true],
      [201, true, true],
    ]);
    const players = await server.database.db.selectFrom('anonymous_user').select('id').where('local_user_id', '=', player.id).execute();
    expect(players).toHaveLength(1);
    const owners = await server.database.db
      .selectFrom('score')
      .select('anonymous_user_id')
      .where(
        'client_play_id',
        'in',
        plays.map((p) => p.client_play_id),
      )
      .execute();
    expect(owners.map((o) => o.anonymous_user_id)).toEqual([players[0]!.id, players[0]!.id]);
  });

  it('answers a resend of a stored score as the same score, and consumes its play once', async () => {
    const player = testPlayer();
    const play = await wonPlay('sudoku', player);
    const first = await post(play, player);
    const again = await post(play, player);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.verified).toBe(true);
  });

  /** The player's count in the current window of the scores' limit (issue 36: PostgreSQL counts it in the score's statement). */
  const playerKey = (player: TestPlayer) => `score:p:${provenPlayerKey(undefined, player.id, player.key)}`;
  const windowStart = () => Math.floor(Date.now() / 1000 / SCORE_LIMITS.player.windowSeconds) * SCORE_LIMITS.player.windowSeconds;
  /** What the player's row counted, this window and the one before (the same total if a window ends meanwhile). */
  const countOf = async (player: TestPlayer) => {
    const row = await server.database.db
      .selectFrom('api_rate_limit')
      .select(['count', 'previous_count'])
      .where('key', '=', playerKey(player))
      .executeTakeFirst();
    return row ? Number(row.count) + Number(row.previous_count) : 0;
  };

  it('counts a stored score once under its player’s limit', async () => {
    const player = testPlayer();
    expect((await post(await wonPlay('sudoku', player), player)).status).toBe(201);
    expect((await post(await wonPlay('binero', player), player)).status).toBe(201);
    expect(await countOf(player)).toBe(2);
  });

  it('refuses a score past its player’s limit with 429, whatever else it is, storing nothing and leaving its play open', async () => {
    const player = testPlayer();
    // The player at its limit in this window, then its scores: a good one, then a bad one, both refused.
    await server.database.db
      .insertInto('api_rate_limit')
      .values({ key: playerKey(player), window_start: windowStart(), count: SCORE_LIMITS.player.limit, previous_count: 0 })
      .execute();
    const play = await wonPlay('sudoku', player);
    const refused = await post(play, player);
    expect(refused.status).toBe(429);
    const bad = await post({ ...(await wonPlay('binero', player)), score: 1 }, player);
    expect(bad.status).toBe(429);
    expect(await countOf(player)).toBe(SCORE_LIMITS.player.limit + 2);
    const stored = await server.database.db.selectFrom('score').select('id').where('client_play_id', '=', play.client_play_id).execute();
    expect(stored).toEqual([]);
    const open = await server.database.db.selectFrom('play').select('used_at').where('id', '=', play.start_token!).executeTakeFirstOrThrow();
    expect(open.used_at).toBeNull();
    expect(await server.database.db.selectFrom('anonymous_user').select('id').where('local_user_id', '=', player.id).execute()).toEqual([]);
  });

  it('creates no player for a score whose time does not fit since its play began', async () => {
    const player = testPlayer();
    const play = await wonPlay('sudoku', player);
    // Claims more play time than elapsed since the start: refused, and nothing of it is kept.
    const refused = await post({ ...play, score: play.score + 200 }, player);
    expect(refused.status).toBe(422);
    const players = await server.database.db.selectFrom('anonymous_user').select('id').where('local_user_id', '=', player.id).execute();
    expect(players).toEqual([]);
    const retried = await post(play, player);
    expect([retried.status, retried.body.data.verified]).toEqual([201, true]);
  });
});
