import { randomUUID } from 'node:crypto';
import { activeRow, getGameModule, isInvalid, openSlots, PREFIXO_RULES, type RowsMove, type RowsState, rowsStatus, MAIN_STREAM } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedMove, ScoreDto } from '@jdj/api';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { contentDay, storeDay } from '../testing/content-day.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Forgeries only the definition games allow, through the real score route on today's real days: the
 * generic ones (unfinished, refused move, time below the log) are in game-replays.test.ts.
 */
/** Today while the committed plans reach it (see contentDay). */
const day = contentDay();
const today = () => day;

describe.each(databaseTargets())('scores of Motamo, Prefixo and Synonymo on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { puzzleWindow: { pastDays: 0, futureDays: 0 } });
    await storeDay(server, day);
  });
  afterAll(() => server.stop());

  async function start(slug: string): Promise<RowsState> {
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, slug, today());
    const parsed = getGameModule(slug)!.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!parsed.ok) throw new Error(parsed.error);
    return getGameModule(slug)!.init(parsed.value) as RowsState;
  }

  /** A log with one second between moves (penalties added), and the time it ends on. */
  function timed(slug: string, state: RowsState, moves: readonly RowsMove[]): { log: LoggedMove[]; lastAt: number } {
    const module = getGameModule(slug)!;
    let at = 0;
    let current: unknown = state;
    const log = moves.map((move) => {
      at += 1 + module.penalty(move, current);
      const next = module.apply(current, move);
      current = isInvalid(next) ? current : next;
      return { move, at };
    });
    return { log, lastAt: at };
  }

  const post = async (slug: string, log: LoggedMove[], score: number) => {
    const res = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: slug,
        date: today(),
        local_user_id: randomUUID(),
        score,
        played_at: new Date().toISOString(),
        data: { mistakes: 0, jokers: 0 },
        moves: log,
        client_play_id: randomUUID(),
      }),
    });
    return { status: res.status, body: (await res.json()) as { message?: string; data?: ScoreDto } };
  };

  it('Prefixo: five words revealed by jokers cost 30 s each; a score without them is refused, one with them stored as such', async () => {
    let state = await start('prefixo');
    const module = getGameModule('prefixo')!;
    const moves: RowsMove[] = [];
    while (rowsStatus(state) === 'playing') {
      const move: RowsMove = state.result ? { type: 'continue' } : { type: 'joker', slot: openSlots(activeRow(state))[0] as number };
      moves.push(move);
      state = module.apply(state, move) as RowsState;
    }
    const jokers = moves.filter((m) => m.type === 'joker').length;
    const { log, lastAt } = timed('prefixo', await start('prefixo'), moves);
    const cheap = await post(
      'prefixo',
      log.map((entry, i) => ({ ...entry, at: i + 1 })),
      log.length + 1,
    );
    expect(cheap.status).toBe(422);
    expect(cheap.body.message).toBe(`Temps impossible : ${log.length + 1} s pour ${jokers * PREFIXO_RULES.jokerPenalty} s de pénalités`);
    const honest = await post('prefixo', log, lastAt);
    expect(honest.status).toBe(201);
    expect(honest.body.data?.data).toMatchObject({ jokers, mistakes: 0, won: true });
  });

  it('Motamo: a word typed out of turn, or its first letter again as the second, is refused', async () => {
    const state = await start('motamo');
    const outOfTurn = timed('motamo', state, [{ type: 'select', row: 2 }]);
    const skipped = await post('motamo', outOfTurn.log, 60);
    expect(skipped.status).toBe(422);
    expect(skipped.body.message).toBe('Coup n°1 refusé : Les mots se suivent : celui-ci n’est pas encore ouvert.');
    const first = activeRow(state).answer[0] as string;
    const repeated = await post('motamo', timed('motamo', state, [{ type: 'letter', slot: 1, letter: first }]).log, 60);
    expect(repeated.status).toBe(422);
    expect(repeated.body.message).toBe('Coup n°1 refusé : La deuxième lettre ne peut pas répéter la première.');
  });

  it('Synonymo: a word checked before it is full, or letters typed while a result shows, are refused', async () => {
    const state = await start('synonymo');
    const early = await post('synonymo', timed('synonymo', state, [{ type: 'letter', slot: 1, letter: 'E' }, { type: 'check' }]).log, 60);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Coup n°2 refusé : Complétez le mot avant de le valider.');
    // The right word, then the next word's letters without waiting for `continue`.
    const row = activeRow(state);
    const typed: RowsMove[] = openSlots(row).map((slot) => ({ type: 'letter', slot, letter: row.answer[slot] as string }));
    const hasty = await post('synonymo', timed('synonymo', state, [...typed, { type: 'check' }, { type: 'select', row: 1 }]).log, 60);
    expect(hasty.status).toBe(422);
    expect(hasty.body.message).toBe(`Coup n°${typed.length + 2} refusé : Patientez : le mot vient d’être vérifié.`);
  });
});
