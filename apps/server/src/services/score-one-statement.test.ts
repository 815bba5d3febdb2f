import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, getGameModule, isInvalid, MAIN_STREAM } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, ScoreDto, ScoreSubmission } from '@jdj/api';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { startedPlay, testPlayer, type TestPlayer } from '../testing/plays.ts';
import { findPuzzle } from './daily-puzzles.ts';
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
