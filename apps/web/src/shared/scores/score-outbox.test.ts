import { fromMoveColumns } from '@jdj/puzzles';
import type { ScoreSubmission } from '../api/api-types.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_SCORES_KEY, readLocalScores } from './local-scores.ts';
import { flushOutbox, OUTBOX_KEY, readOutbox, saveScore, startOutboxSync } from './score-outbox.ts';

const USER = '3f2b8c1e-9d4a-4e2b-8c7d-1a2b3c4d5e6f';

function submission(overrides: Partial<ScoreSubmission> = {}): ScoreSubmission {
  return {
    game: 'sudoku',
    date: '2026-11-21',
    local_user_id: USER,
    provider: 'default',
    score: 95,
    played_at: '2026-11-21T09:30:00.000Z',
    data: { mistakes: 0, jokers: 0 },
    moves: [{ move: { type: 'place', row: 0, col: 0, value: 5 }, at: 12 }],
    client_play_id: 'b7f1c0de-1111-4222-8333-944455556666',
    ...overrides,
  };
}

/** A server that fails (network, then a given status) or stores each play once, keyed by client_play_id. */
function fakeServer() {
  const stored = new Map<string, ScoreSubmission>();
  let mode: 'offline' | 'up' | number = 'up';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/api/scores');
    expect(init?.method).toBe('POST');
    if (mode === 'offline') throw new TypeError('Failed to fetch');
    if (typeof mode === 'number') return Response.json({ code: mode, message: 'Temps impossible : ces coups demandent au moins 2 s' }, { status: mode });
    const body = JSON.parse(String(init?.body)) as ScoreSubmission;
    const again = stored.has(body.client_play_id);
    stored.set(body.client_play_id, body);
    const { game, date, score, played_at, data, client_play_id } = body;
    const answer = { id: 'x', game, game_id: `Sudoku_${date}`, date, score, played_at, data, client_play_id, verified: true, streak_day: true };
    return Response.json({ code: 200, data: answer }, { status: again ? 200 : 201 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    stored,
    fetchMock,
    set(next: typeof mode) {
      mode = next;
    },
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('score outbox', () => {
  it('posts a play, then forgets it: saved, no longer pending', async () => {
    const server = fakeServer();
    await expect(saveScore(submission())).resolves.toBe('saved');
    expect(server.stored.size).toBe(1);
    expect(readOutbox()).toEqual([]);
    expect(readLocalScores()).toEqual([expect.objectContaining({ game: 'sudoku', date: '2026-11-21', score: 95, pending: false })]);
  });

  it('counts a play the server stored as saved, even when its answer has a shape this app does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 200, data: { id: 'x', stored: true } }, { status: 201 })),
    );
    await expect(saveScore(submission())).resolves.toBe('saved');
    expect(readOutbox()).toEqual([]);
    expect(readLocalScores()).toEqual([expect.objectContaining({ date: '2026-11-21', pending: false })]);
    expect(readLocalScores()[0]?.refused).toBeUndefined();
  });

  it('sends the log as columns, while the outbox keeps the plain moves (entries of any version still send)', async () => {
    const server = fakeServer();
    server.set('offline');
    await saveScore(submission());
    expect(readOutbox()[0]).toMatchObject({ moves: submission().moves });
    server.set('up');
    await flushOutbox();
    const sent = JSON.parse(String(server.fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(sent.moves).toBeUndefined();
    expect(fromMoveColumns(sent.move_columns, { maxMoves: 10, maxAt: 1e7 })).toEqual({ ok: true, log: submission().moves });
  });

  it('keeps a play that could not be sent (offline), shown locally as pending', async () => {
    fakeServer().set('offline');
    await expect(saveScore(submission())).resolves.toBe('pending');
    expect(readOutbox()).toHaveLength(1);
    expect(readLocalScores()).toEqual([expect.objectContaining({ date: '2026-11-21', pending: true })]);
  });

  it.each([500, 502, 503, 408, 429])('keeps a play the server answered %i to', async (status) => {
    fakeServer().set(status);
    await expect(saveScore(submission())).resolves.toBe('pending');
    expect(readOutbox()).toHaveLength(1);
  });

  it('sends it again once the browser is back online, and exactly once', async () => {
    const server = fakeServer();
    server.set('offline');
    await saveScore(submission());
    const stop = startOutboxSync(); // Still offline: the attempt at start fails too.
    try {
      await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 10));
      server.set('up');
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online')); // A second event while the first send runs.
      await vi.waitFor(() => expect(readOutbox()).toEqual([]));
      await flushOutbox();
      expect(server.stored.size).toBe(1);
      // Two online events, one request: sends of one play never overlap, and a sent play is not resent.
      expect(server.fetchMock).toHaveBeenCalledTimes(3);
      expect(readLocalScores()[0]?.pending).toBe(false);
    } finally {
      stop();
    }
  });

  it('is sent at start and on a timer while plays wait', async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer();
      server.set('offline');
      await saveScore(submission());
      const stop = startOutboxSync(); // Start: one more failed attempt.
      await vi.advanceTimersByTimeAsync(0);
      expect(server.fetchMock).toHaveBeenCalledTimes(2);
      server.set('up');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(readOutbox()).toEqual([]);
      expect(server.stored.size).toBe(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  // Issue 22, item 11: a refused result was forgotten, so the day showed « pas encore joué » and could be replayed.
  it.each([400, 404, 409, 422])('stops sending a play the server refuses for good (%i), and keeps the day played with its reason', async (status) => {
    fakeServer().set(status);
    await expect(saveScore(submission())).resolves.toBe('rejected');
    expect(readOutbox()).toEqual([]);
    expect(readLocalScores()).toEqual([
      expect.objectContaining({
        game: 'sudoku',
        date: '2026-11-21',
        score: 95,
        pending: false,
        refused: 'Temps impossible : ces coups demandent au moins 2 s',
      }),
    ]);
    expect(console.error).toHaveBeenCalled();
  });

  it('keeps the play a refused score named: its end screen still asks its questions within it (issue 40)', async () => {
    fakeServer().set(422);
    const token = 'a'.repeat(32);
    await saveScore(submission({ start_token: token }));
    expect(readLocalScores()[0]).toMatchObject({ refused: expect.any(String), play_token: token });
  });

  it('sends several waiting plays in turn', async () => {
    const server = fakeServer();
    server.set('offline');
    await saveScore(submission());
    await saveScore(submission({ date: '2026-11-20', client_play_id: 'c7f1c0de-1111-4222-8333-944455556666' }));
    server.set('up');
    await flushOutbox();
    expect(server.stored.size).toBe(2);
    expect(readOutbox()).toEqual([]);
  });

  it('ignores corrupt storage instead of crashing or sending it', async () => {
    const server = fakeServer();
    for (const raw of ['{not json', '42', '{"a":1}', 'null']) {
      localStorage.setItem(OUTBOX_KEY, raw);
      localStorage.setItem(LOCAL_SCORES_KEY, raw);
      expect(readOutbox()).toEqual([]);
      expect(readLocalScores()).toEqual([]);
      await flushOutbox();
    }
    // Entries that are not plays of this app are skipped, valid ones kept.
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ game: 'sudoku' }, submission({ local_user_id: 'pas-un-uuid' }), submission()]));
    localStorage.setItem(
      LOCAL_SCORES_KEY,
      JSON.stringify([
        { game: 'sudoku', date: '2026-13-45', score: 3 },
        'x',
        { game: 'sudoku', date: '2026-11-20', score: 61, played_at: '2026-11-20T10:00:00Z' },
      ]),
    );
    expect(readOutbox()).toHaveLength(1);
    expect(readLocalScores()).toEqual([{ game: 'sudoku', date: '2026-11-20', score: 61, played_at: '2026-11-20T10:00:00Z', pending: false }]);
    await flushOutbox();
    expect(server.stored.size).toBe(1);
  });
});
