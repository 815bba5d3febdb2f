import { fromMoveColumns, proximo } from '@jdj/puzzles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedScoreAnswer, testGame, testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { gameRegistry } from '../registry.ts';
import { testRecord } from './proximo-fixture.ts';

const TODAY = '2026-11-21';
const record = testRecord();
const game = { ...testGame('proximo', 'Proximo', '#9b59b6'), joker_penalty: null };

/**
 * The API of one day of Proximo: the public day, starts of plays, answers from the list (as the server gives
 * them) and the play each question named, scores. `startsDown` starts fail that many times first; a
 * `refusal` refuses every score (422) with that reason.
 */
function serve(features: string[] = [], startsDown = 0, refusal?: string) {
  const asked: unknown[] = [];
  const askedWithin: unknown[] = [];
  const posts: Record<string, unknown>[] = [];
  const starts: string[] = [];
  mockApi({
    providers: { '': testProvider({ features: features as never, games: [game] }) },
    handle: async (url, init) => {
      if (url.pathname === '/api/plays' && init?.method === 'POST') {
        if (starts.length < startsDown) {
          starts.push('refusé');
          return Response.json({ code: 503, message: 'Indisponible' }, { status: 503 });
        }
        const token = `partie-${starts.length}`.padEnd(32, 'x');
        starts.push(token);
        return Response.json({ code: 200, data: { start_token: token, issued_at: new Date().toISOString() } }, { status: 201 });
      }
      if (url.pathname === `/api/games/proximo/puzzles/${TODAY}`) {
        return Response.json({ code: 200, data: { game: 'proximo', date: TODAY, difficulty: null, puzzle: proximo.toPublic(record) } });
      }
      if (url.pathname === `/api/games/proximo/puzzles/${TODAY}/answers`) {
        const { move, start_token: within } = JSON.parse(String(init?.body)) as { move: unknown; start_token?: string };
        asked.push(move);
        askedWithin.push(within);
        const parsed = proximo.parseMove(move);
        const answer = parsed.ok ? proximo.questions!.answer(record, parsed.value) : parsed;
        return answer.ok ? Response.json({ code: 200, data: { move: answer.value } }) : Response.json({ code: 400, message: answer.error }, { status: 400 });
      }
      if (url.pathname === '/api/scores' && init?.method === 'POST') {
        const upload = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push(upload);
        if (refusal) return Response.json({ code: 422, message: refusal }, { status: 422 });
        return storedScoreAnswer(upload);
      }
      return undefined;
    },
  });
  return { asked, askedWithin, posts, starts };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Proximo in the shell', () => {
  it('has its own rules title and « Compris ! », asks every guess, explains a refused answer and saves attempts and best rank', async () => {
    const { asked, posts } = serve();
    const { router } = renderApp(`/proximo/${TODAY}`, { registry: gameRegistry });
    const rules = await screen.findByRole('dialog', { name: 'Règles du jeu Proximo' });
    await userEvent.click(within(rules).getByRole('button', { name: /^Compris\s!$/ }));

    const box = screen.getByRole('textbox', { name: 'Votre mot' });
    await userEvent.type(box, 'cheval{Enter}');
    expect(await screen.findByText('« cheval » : rang 6 sur 1000, 47,22 °C.')).toBeTruthy();
    // The server's lemma of « chevaux » is the word already played: the rules say why.
    await userEvent.type(box, 'chevaux{Enter}');
    expect(await screen.findByText('Vous avez déjà proposé « cheval ».')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, 'mer{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/proximo/${TODAY}/end`));
    expect(asked).toEqual([
      { type: 'guess', word: 'cheval' },
      { type: 'guess', word: 'chevaux' },
      { type: 'guess', word: 'mer' },
    ]);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ game: 'proximo', data: { mistakes: 0, jokers: 0, attempts: 2, bestRank: 6, won: true } });
    // The log travels as columns; read back, it holds the two answered guesses.
    expect(fromMoveColumns(posts[0]!.move_columns, { maxMoves: 100, maxAt: 1e7 })).toMatchObject({
      ok: true,
      log: [{ move: { type: 'guess', word: 'cheval', status: 'ranked', rank: 6 } }, { move: { type: 'guess', word: 'mer', status: 'found' } }],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Partie terminée !' })).toBeTruthy();
    expect(screen.getByText('Le mot du jour était « mer ».')).toBeTruthy();
  }, 20_000);

  it('asks every guess within the play the server started, and sends that play with the score; a start that failed at loading is asked again before the first guess', async () => {
    localStorage.setItem('jdj.tuto-done.proximo', '1');
    const { askedWithin, posts, starts } = serve([], 1);
    const { router } = renderApp(`/proximo/${TODAY}`, { registry: gameRegistry });
    const box = await screen.findByRole('textbox', { name: 'Votre mot' });
    await userEvent.type(box, 'cheval{Enter}');
    expect(await screen.findByText('« cheval » : rang 6 sur 1000, 47,22 °C.')).toBeTruthy();
    await userEvent.type(box, 'mer{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/proximo/${TODAY}/end`));
    expect(starts).toEqual(['refusé', expect.stringMatching(/^partie-1/)]);
    expect(askedWithin).toEqual([starts[1], starts[1]]);
    expect(posts[0]).toMatchObject({ start_token: starts[1] });
  }, 20_000);

  it('a refused win shows no tier nor « Partager », and exploring goes on within the play the refusal left open (issue 40)', async () => {
    localStorage.setItem('jdj.tuto-done.proximo', '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { askedWithin, starts } = serve([], 0, 'Temps impossible : ces coups demandent au moins 210 s');
    const { router } = renderApp(`/proximo/${TODAY}`, { registry: gameRegistry });
    const box = await screen.findByRole('textbox', { name: 'Votre mot' });
    await userEvent.type(box, 'cheval{Enter}');
    expect(await screen.findByText('« cheval » : rang 6 sur 1000, 47,22 °C.')).toBeTruthy();
    await userEvent.type(box, 'mer{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/proximo/${TODAY}/end`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultat non enregistré' })).toBeTruthy();
    const reason = screen.getByText(/Le serveur n’a pas accepté ce résultat/);
    // « 210 s » never splits across lines.
    expect(reason.textContent).toContain('210\u00a0s');
    expect(screen.queryByRole('button', { name: /Partager/ })).toBeNull();
    expect(screen.queryByText(/Express|Vous pensez/)).toBeNull();
    // The nearest words are for stored wins: not offered.
    expect(screen.queryByRole('button', { name: /mots les plus proches/ })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Votre mot' }), 'bateau{Enter}');
    expect(await screen.findByText(/«\sbateau\s»\s: rang/)).toBeTruthy();
    expect(askedWithin).toEqual([starts[0], starts[0], starts[0]]);
  }, 20_000);

  it('« Résoudre » asks the server for the word (debug_resolve) and ends the game', async () => {
    localStorage.setItem('jdj.tuto-done.proximo', '1');
    const { asked, posts } = serve(['debug_resolve']);
    const { router } = renderApp(`/proximo/${TODAY}`, { registry: gameRegistry });
    await userEvent.click(await screen.findByRole('button', { name: 'Résoudre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/proximo/${TODAY}/end`));
    expect(asked).toEqual([{ type: 'resolve' }]);
    expect(posts[0]).toMatchObject({ data: { attempts: 1, bestRank: null, won: true } });
  });

  it('sends an end screen without a game back to the Proximo landing', async () => {
    serve();
    const { router } = renderApp(`/proximo/2026-11-20/end`, { registry: gameRegistry });
    await waitFor(() => expect(router.state.location.pathname).toBe('/proximo'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proximo' })).toBeTruthy();
  });
});
