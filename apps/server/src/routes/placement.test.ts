import { randomUUID } from 'node:crypto';
import { dateInTimeZone, GAME_SLUGS, getGameModule } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, ScoreDto } from '@jdj/api';
import { comparableCount } from '../testing/database-probes.ts';
import { startedPlay, type TestPlayer, testPlayer } from '../testing/plays.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';

/**
 * Issue 34, items 2 and 3, through the real routes: a win the jokers gave away, or a question game won faster
 * than a person finds its answer, is stored and kept for the calendar, verified if its play was, but kept out
 * of the day's comparison (and, by the same column, of the tiers and the leagues' places).
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('wins that are not placed on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  let addresses = 0;
  /** A player of its own network, with a play of `slug` started an hour ago. */
  async function playing(slug: string): Promise<{ player: TestPlayer; token: string; address: Record<string, string> }> {
    addresses += 1;
    const address = { 'x-forwarded-for': `10.40.${addresses}.1` };
    const player = testPlayer();
    return { player, address, token: await startedPlay(server, slug, today(), player, { startedSecondsAgo: 3600, headers: address }) };
  }

  const post = async <T>(path: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };

  /**
   * The log's questions asked within the play, as the browser asks them (a Decrypto attempt or joker, a
   * Proximo guess): a verified score's answers must all have been asked.
   */
  async function askWithin(slug: string, who: Awaited<ReturnType<typeof playing>>, log: readonly LoggedMove[]): Promise<void> {
    const questions = getGameModule(slug)!.questions;
    if (!questions) return;
    for (const { move } of log) {
      if (!questions.isAnswer(move)) continue;
      const { marks: _marks, digit: _digit, status: _status, rank: _rank, ...question } = move as Record<string, unknown>;
      const asked = await post(
        `/api/games/${slug}/puzzles/${today()}/answers`,
        { move: question, local_user_id: who.player.id, start_token: who.token },
        { ...who.player.headers, ...who.address },
      );
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    }
  }

  /** A whole play sent as the app sends it: started, questions asked, then the score with its token. */
  async function send(slug: string, log: LoggedMove[], seconds: number): Promise<ScoreDto> {
    const who = await playing(slug);
    await askWithin(slug, who, log);
    const sent = await post<{ data: ScoreDto; message?: string }>(
      '/api/scores',
      {
        game: slug,
        date: today(),
        local_user_id: who.player.id,
        score: seconds,
        played_at: new Date().toISOString(),
        data: {},
        moves: log,
        client_play_id: randomUUID(),
        start_token: who.token,
      },
      { ...who.player.headers, ...who.address },
    );
    expect(sent.status, sent.body.message).toBe(201);
    return sent.body.data;
  }

  const secrets = () => ({ contentKey: server.contentKey });

  it('keeps a win the jokers gave away out of the day, in every game whose jokers reveal its answer', async () => {
    // Every game but Proximo, whose only help (the nearest words) is for winners.
    const games = ['anagrammo', 'binero', 'decrypto', 'melimelo', 'motamo', 'numero', 'prefixo', 'sudoku', 'sudolito', 'synonymo'];
    expect(GAME_SLUGS.filter((slug) => testPlaysOf(slug)?.assisted).sort()).toEqual(games);
    for (const slug of games) {
      const honest = winningPlay(slug, today(), secrets())!;
      const assisted = winningPlay(slug, today(), secrets(), 'assisted')!;
      const mine = await send(slug, assisted.moves, assisted.score + 60);
      expect([slug, mine.verified, mine.data.won, mine.data.unplaced]).toEqual([slug, true, true, 'jokers']);
      const theirs = await send(slug, honest.moves, honest.score + 60);
      expect([slug, theirs.verified, theirs.data.unplaced]).toEqual([slug, true, undefined]);
      // The day counts the honest win only.
      expect([slug, await comparableCount(server.database.db, slug, today())]).toEqual([slug, 1]);
    }
  });

  it('keeps out a Decrypto or Proximo win faster than a person finds its answer, and places a patient one', async () => {
    for (const slug of ['decrypto', 'proximo']) {
      const { moves, score } = winningPlay(slug, today(), secrets())!;
      // The honest least time is the ranked floor's (24 s for Decrypto's four attempts' worth, 30 s for Proximo's ten guesses).
      expect(score).toBeGreaterThanOrEqual(slug === 'decrypto' ? 24 : 30);
      const before = await comparableCount(server.database.db, slug, today());
      const quick = await send(slug, moves, moves.at(-1)!.at);
      expect([slug, quick.verified, quick.data.unplaced]).toEqual([slug, true, 'too-fast']);
      const patient = await send(slug, moves, score);
      expect([slug, patient.verified, patient.data.unplaced]).toEqual([slug, true, undefined]);
      expect([slug, await comparableCount(server.database.db, slug, today())]).toEqual([slug, before + 1]);
    }
  });
});
