import { fromMoveColumns } from '@jdj/puzzles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScoreDto } from '../../shared/api/api-types.ts';
import { gameRegistry } from '../../games/registry.ts';
import { storedScoreAnswer, testGame, testProvider } from '../../test/fixtures.ts';
import { loadGameScreens, mockApi, renderApp } from '../../test/render-app.tsx';
import { emptyCellsOf, testSudoku } from '../../test/sudoku-fixture.ts';
import { LOCAL_SCORES_KEY } from '../../shared/scores/local-scores.ts';
import { inProgressKey } from './in-progress.ts';
import { tutorialKey } from './tutorial.ts';

// The shared screens and Sudoku's chunk are imported once, before the timed tests: on a busy machine the
// first import alone can take longer than a test's time limit.
beforeAll(async () => {
  await Promise.all([loadGameScreens(), gameRegistry.sudoku?.load(), gameRegistry.melimelo?.load()]);
}, 60_000);

const TODAY = '2026-11-21';
const provider = testProvider({
  features: ['debug_resolve'],
  feedback_url: 'mailto:avis@example.fr',
  games: [{ ...testGame('sudoku', 'Sudoku', '#f1c40f'), joker_penalty: 30 }, testGame('melimelo', 'Melimelo', '#64aaff')],
});

/** A Melimelo day (five words of rising length): what a lost day's end screen reveals. */
const MELIMELO_WORDS = ['rue', 'lune', 'astre', 'soleil', 'horizon'];
const melimeloDay = (date: string) => ({ id: date, date_to_play: date, words: MELIMELO_WORDS.map((word) => ({ word, hint: 'Un indice', alternatives: [] })) });

interface Server {
  scores?: ScoreDto[];
  posts?: unknown[];
  lastPlayable?: string | null;
}

function serve({ scores = [], posts = [], lastPlayable = TODAY }: Server = {}) {
  return mockApi({
    providers: { '': provider },
    handle: async (url, init) => {
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/games/sudoku/last-playable-date') return Response.json({ code: 200, data: { date: lastPlayable, today: TODAY } });
      const melimelo = /^\/api\/games\/melimelo\/puzzles\/(.+)$/.exec(url.pathname);
      if (melimelo) return Response.json({ code: 200, data: { game: 'melimelo', date: melimelo[1], difficulty: '', puzzle: melimeloDay(melimelo[1]!) } });
      const puzzle = /^\/api\/games\/sudoku\/puzzles\/(.+)$/.exec(url.pathname);
      if (puzzle) {
        return puzzle[1]! <= TODAY && puzzle[1]! >= '2026-11-01'
          ? Response.json({ code: 200, data: { game: 'sudoku', date: puzzle[1], difficulty: 'easy', puzzle: testSudoku() } })
          : Response.json({ code: 404, message: 'Aucune grille pour cette date' }, { status: 404 });
      }
      if (url.pathname === '/api/scores' && method === 'GET') {
        const game = url.searchParams.get('game');
        return Response.json({ code: 200, data: { scores: scores.filter((s) => !game || s.game === game), streak: 0, streakDays: [], today: TODAY } });
      }
      if (url.pathname === '/api/scores' && method === 'POST') {
        const upload = JSON.parse(String(init?.body)) as Record<string, unknown>;
        posts.push(upload);
        return storedScoreAnswer(upload);
      }
      const day = /^\/api\/scores\/sudoku\/(.+)$/.exec(url.pathname);
      if (day) {
        const found = scores.find((s) => s.date === day[1]);
        return found ? Response.json({ code: 200, data: found }) : Response.json({ code: 404, message: 'Aucune partie' }, { status: 404 });
      }
      return undefined;
    },
  });
}

const score = (date: string, seconds: number): ScoreDto => ({
  id: date,
  game: 'sudoku',
  game_id: `Sudoku_${date}`,
  date,
  score: seconds,
  played_at: `${date}T09:00:00Z`,
  data: { mistakes: 0, jokers: 0 },
  client_play_id: `c0ffee00-0000-4000-8000-${date.replaceAll('-', '').padStart(12, '0')}`,
  verified: true,
  streak_day: true,
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('game landing', () => {
  it('selects the last playable day and offers Jouer while it is unplayed', async () => {
    serve({ lastPlayable: '2026-11-20' });
    renderApp('/sudoku', { registry: gameRegistry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sudoku' })).toBeTruthy();
    expect(screen.getByText('Commencez votre série aujourd’hui !')).toBeTruthy();
    const play = await screen.findByRole('link', { name: 'Jouer' });
    expect(play.getAttribute('href')).toBe('/sudoku/2026-11-20');
    expect(screen.queryByText(/Partie jouée le/)).toBeNull();
    expect(screen.getByRole('button', { name: /vendredi 20 novembre 2026/ }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(document.title).toBe('Sudoku'));
  });

  it('shows ’Partie jouée le’ and the time, without Jouer, for a played day, and the streak', async () => {
    serve({ scores: [score('2026-11-20', 83), score(TODAY, 61)] });
    renderApp('/sudoku', { registry: gameRegistry });
    expect(await screen.findByText('Partie jouée le 21/11/2026')).toBeTruthy();
    expect(screen.getByText('01:01')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Jouer' })).toBeNull();
    expect(screen.getByText('Série en cours : 2 jours')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /jeudi 19 novembre 2026/ }));
    expect((await screen.findByRole('link', { name: 'Jouer' })).getAttribute('href')).toBe('/sudoku/2026-11-19');
  });

  it('marks a lost day lost: « Partie perdue le », and a cross in the calendar instead of the flame', async () => {
    serve({ scores: [score('2026-11-20', 83), { ...score(TODAY, 95), data: { mistakes: 5, jokers: 0, won: false } }] });
    renderApp('/sudoku', { registry: gameRegistry });
    expect(await screen.findByText('Partie perdue le 21/11/2026')).toBeTruthy();
    expect(screen.queryByText(/Partie jouée le/)).toBeNull();
    const lost = screen.getByRole('button', { name: 'samedi 21 novembre 2026, partie perdue, dans la série en cours' });
    expect(lost.querySelector('.icon-lost')).not.toBeNull();
    expect(lost.querySelector('.icon-flame')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /vendredi 20 novembre 2026, partie jouée/ }));
    expect(await screen.findByText('Partie jouée le 20/11/2026')).toBeTruthy();
  });

  it('plays the selected day from the rules’ « Jouer », and only closes them on a day played', async () => {
    serve({ scores: [score(TODAY, 61)] });
    const { router } = renderApp('/sudoku', { registry: gameRegistry });
    expect(await screen.findByText('Partie jouée le 21/11/2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Jouer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/sudoku');
    await userEvent.click(screen.getByRole('button', { name: /jeudi 19 novembre 2026/ }));
    await screen.findByRole('link', { name: 'Jouer' });
    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Jouer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sudoku/2026-11-19'));
  });

  it('shows a score of this device still waiting to be sent', async () => {
    localStorage.setItem(LOCAL_SCORES_KEY, JSON.stringify([{ game: 'sudoku', date: TODAY, score: 75, played_at: `${TODAY}T09:00:00Z`, pending: true }]));
    mockApi({
      providers: { '': provider },
      handle: (url) =>
        url.pathname.startsWith('/api/games') || url.pathname.startsWith('/api/scores') ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    });
    renderApp('/sudoku', { registry: gameRegistry });
    expect(await screen.findByText('Partie jouée le 21/11/2026')).toBeTruthy();
    expect(screen.getByText('01:15')).toBeTruthy();
  });

  it('shows a result the server refused as played, with the server’s reason, and never plays the day again (issue 22)', async () => {
    const reason = 'Temps impossible : ces coups demandent au moins 2 s';
    localStorage.setItem(
      LOCAL_SCORES_KEY,
      JSON.stringify([{ game: 'sudoku', date: TODAY, score: 1, played_at: `${TODAY}T09:00:00Z`, pending: false, refused: reason }]),
    );
    serve();
    const { router } = renderApp('/sudoku', { registry: gameRegistry });
    expect(await screen.findByText('Partie jouée le 21/11/2026')).toBeTruthy();
    expect(
      screen.getByText(`Le serveur n’a pas accepté ce résultat (${reason}) : la partie reste jouée sur cet appareil, sans compter dans les comparaisons.`),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Jouer' })).toBeNull();
    await router.navigate(`/sudoku/${TODAY}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sudoku/${TODAY}/end`));
    expect(await screen.findByText(/Le serveur n’a pas accepté ce résultat/)).toBeTruthy();
    expect(screen.queryByText(/pas encore joué/)).toBeNull();
  });

  it('opens the rules from Instructions, with the demo, and closes them with Escape', async () => {
    serve();
    renderApp('/sudoku', { registry: gameRegistry });
    await userEvent.click(await screen.findByRole('button', { name: 'Instructions' }));
    const dialog = screen.getByRole('dialog', { name: 'Comment jouer à Sudoku ?' });
    expect(within(dialog).getByText(/contre 30 secondes de pénalité/)).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(localStorage.getItem(tutorialKey('sudoku'))).toBe('1');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('play screen', () => {
  it('opens the rules by itself after 500 ms the first time, with the timer paused', async () => {
    const api = serve();
    renderApp(`/sudoku/${TODAY}`, { registry: gameRegistry });
    const timer = await screen.findByRole('timer');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Comment jouer à Sudoku ?' });
    const shown = timer.textContent;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(timer.textContent).toBe(shown);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jouer' }));
    await waitFor(() => expect(timer.textContent).not.toBe(shown), { timeout: 2500 });
    const start = api.mock.calls.find(
      ([input, init]) => String(input) === '/api/tracking' && init?.method === 'POST' && String(init.body).includes('"type":"start"'),
    );
    expect(JSON.parse(String(start?.[1]?.body))).toMatchObject({
      type: 'start',
      name: 'sudoku',
      provider: 'default',
      category: 'gameplay',
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      local_user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      device_info: { language: expect.any(String), timezone: expect.any(String) },
    });
    // Waits of real time on a machine that may be busy: more than the default five seconds.
  }, 20_000);

  it('puts the keyboard on the board once the rules it opened by itself close', async () => {
    serve();
    renderApp(`/sudoku/${TODAY}`, { registry: gameRegistry });
    const dialog = await screen.findByRole('dialog', { name: 'Comment jouer à Sudoku ?' });
    // The board waits out of sight while the rules stop the clock.
    expect(document.querySelector('.play__board--paused')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jouer' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('gridcell'));
    expect(document.querySelector('.play__board--paused')).toBeNull();
    // One Tab from the grid reaches the first tool it may use (undo, redo and erase wait for a move).
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Notes');
    await userEvent.tab({ shift: true });
    // The focus is on the first cell to fill, and the first key acts on it, selected (issue 40).
    const first = emptyCellsOf(testSudoku())[0]!;
    expect(document.activeElement?.getAttribute('data-cell')).toBe(`${first.row}-${first.col}`);
    await userEvent.keyboard('5');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Ligne ${first.row + 1}, colonne ${first.col + 1}, 5`);
  }, 20_000);

  it('keeps the clock running while the tab is hidden (the day’s times are compared)', async () => {
    localStorage.setItem(tutorialKey('sudoku'), '1');
    serve();
    renderApp(`/sudoku/${TODAY}`, { registry: gameRegistry });
    const timer = await screen.findByRole('timer');
    // Seconds shown: the game may already have run a few before the tab is hidden.
    const shown = () => {
      const [minutes, seconds] = (timer.textContent ?? '').split(':').map(Number);
      return (minutes ?? 0) * 60 + (seconds ?? 0);
    };
    // The clock has started once it shows a second: on a busy machine its start may come after the first render.
    await waitFor(() => expect(shown()).toBeGreaterThanOrEqual(1), { timeout: 5000 });
    const before = shown();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.setSystemTime(Date.now() + 15_000);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    // The 15 s spent hidden are counted (a paused clock would show about what it showed before).
    await waitFor(() => expect(shown()).toBeGreaterThanOrEqual(before + 15), { timeout: 3000 });
    // The copy kept when the tab was hidden resumes the same game.
    expect(localStorage.getItem(inProgressKey('sudoku', TODAY))).not.toBeNull();
  }, 20_000);

  it('goes to the end route when the day already has a score', async () => {
    serve({ scores: [score(TODAY, 45)] });
    const { router } = renderApp(`/sudoku/${TODAY}`, { registry: gameRegistry });
    expect(await screen.findByRole('heading', { level: 1, name: /^Express\s!$/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/sudoku/${TODAY}/end`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/sudoku/2026-02-30', 'Cette adresse ne correspond à aucune partie : la date n’est pas valide.'],
    ['/sudoku/demain', 'Cette adresse ne correspond à aucune partie : la date n’est pas valide.'],
    ['/sudoku/2026-11-22', 'Cette partie n’est pas encore disponible. Revenez le jour venu !'],
    ['/sudoku/2026-10-01', 'Aucune partie n’est prévue pour ce jour.'],
  ])('%s shows a French message and a way back', async (url, message) => {
    serve();
    renderApp(url, { registry: gameRegistry });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à Sudoku' }).getAttribute('href')).toBe('/sudoku');
  });

  it('restores a game in progress, and drops a corrupt copy', async () => {
    localStorage.setItem(tutorialKey('sudoku'), '1');
    const [first] = emptyCellsOf(testSudoku());
    localStorage.setItem(
      inProgressKey('sudoku', TODAY),
      JSON.stringify({
        puzzle: testSudoku(),
        moves: [{ move: { type: 'place', ...first }, at: 70 }],
        elapsedMs: 75_000,
        clientPlayId: 'c0ffee00-0000-4000-8000-000000000001',
      }),
    );
    const api = serve();
    renderApp(`/sudoku/${TODAY}`, { registry: gameRegistry });
    expect(await screen.findByRole('gridcell', { name: `Ligne ${first!.row + 1}, colonne ${first!.col + 1}, ${first!.value}` })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^01:1[5-9]$/);
    expect(api.mock.calls.some(([input]) => String(input).includes('/puzzles/'))).toBe(false);
  });

  it('plays by clicks and keys, logs every move and saves the score on finishing', async () => {
    localStorage.setItem(tutorialKey('sudoku'), '1');
    const posts: unknown[] = [];
    serve({ posts });
    const { router } = renderApp(`/sudoku/${TODAY}`, { registry: gameRegistry });
    const cells = emptyCellsOf(testSudoku());
    await screen.findByRole('grid', { name: 'Grille de sudoku' });
    for (const [i, cell] of cells.entries()) {
      await userEvent.click(screen.getByRole('gridcell', { name: `Ligne ${cell.row + 1}, colonne ${cell.col + 1}, vide` }));
      if (i % 2) await userEvent.keyboard(String(cell.value));
      else await userEvent.click(screen.getByRole('button', { name: `Placer le ${cell.value}` }));
    }
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sudoku/${TODAY}/end`));
    expect(posts).toHaveLength(1);
    const body = posts[0] as { game: string; date: string; move_columns: unknown; score: number; data: unknown };
    expect(body).toMatchObject({ game: 'sudoku', date: TODAY, data: { mistakes: 0, jokers: 0 } });
    const read = fromMoveColumns(body.move_columns, { maxMoves: 5000, maxAt: 1e7 });
    if (!read.ok) throw new Error(read.error);
    const moves = read.log as { move: { type: string } }[];
    expect(moves.filter((m) => m.move.type === 'place')).toHaveLength(cells.length);
    expect(moves.filter((m) => m.move.type === 'select')).toHaveLength(cells.length);
    expect(localStorage.getItem(inProgressKey('sudoku', TODAY))).toBeNull();
    expect(await screen.findByText('Votre temps')).toBeTruthy();
    // The game's summary, from its final state: on the end screen and in the share text.
    // Its rows as they were solved, a green square each (issue 40), then the mistakes.
    expect(screen.getByText(/^(?:🟩){9} ✅ Sans erreur$/u)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Sudoku' })).getByText(/^J’ai réussi à terminer le jeu Sudoku en \d\d:\d\d\s!\s+(?:🟩){9}\s+✅ Sans erreur$/u),
    ).toBeTruthy();
  }, 90_000);
});

describe('end screen', () => {
  it('shows the tier, the time, and copies the share text', async () => {
    const api = serve({ scores: [score(TODAY, 83)] });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(`/sudoku/${TODAY}/end`, { registry: gameRegistry });
    expect(await screen.findByRole('heading', { level: 1, name: /^C’est gagné\s!$/ })).toBeTruthy();
    expect(screen.getByText('Vous pouvez certainement être plus rapide.')).toBeTruthy();
    expect(screen.getByText('01:23')).toBeTruthy();
    const end = api.mock.calls.find(([input]) => String(input) === '/api/tracking');
    expect(JSON.parse(String(end?.[1]?.body))).toMatchObject({ type: 'end', name: 'sudoku' });
    expect(screen.getByRole('link', { name: /Donnez votre avis/ }).getAttribute('href')).toBe('mailto:avis@example.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    const dialog = screen.getByRole('dialog', { name: 'Sudoku' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier' }));
    // Played on another device: no summary of the play here, the spec's line only, then the link.
    expect(writeText).toHaveBeenCalledWith(`J’ai réussi à terminer le jeu Sudoku en 01:23\u00a0!\n${location.origin}/sudoku/${TODAY}`);
    expect(await screen.findByText('Lien copié !')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('link', { name: 'WhatsApp' }));
    expect(await screen.findByText('Ouverture de WhatsApp pour partager votre score')).toBeTruthy();
  });

  it('shows a win the jokers gave away without a tier or comparison, says why, and shares it as such (issue 34)', async () => {
    serve({ scores: [{ ...score(TODAY, 50), data: { mistakes: 0, jokers: 40, won: true, unplaced: 'jokers' } }] });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(`/sudoku/${TODAY}/end`, { registry: gameRegistry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terminé avec les jokers' })).toBeTruthy();
    expect(screen.getByText(/Les jokers ont révélé l’essentiel de la réponse/)).toBeTruthy();
    // 50 s would be « Express ! »: no tier, no medal, and no place among the day's players.
    expect(screen.queryByText(/Express/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Vous et les joueurs du jour' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Sudoku' })).getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(
      `J’ai réussi à terminer le jeu Sudoku en 00:50\u00a0!\n🃏 Avec l’aide des jokers, hors classement\n${location.origin}/sudoku/${TODAY}`,
    );
  });

  it('shows a lost game as lost, with its time and no tier or share', async () => {
    serve({ scores: [{ ...score(TODAY, 95), data: { mistakes: 5, jokers: 0, won: false } }] });
    renderApp(`/sudoku/${TODAY}/end`, { registry: gameRegistry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partie perdue' })).toBeTruthy();
    expect(screen.getByText('01:35')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Partager' })).toBeNull();
    expect(screen.queryByText('Vous pouvez certainement être plus rapide.')).toBeNull();
  });

  it('reveals the day’s answers on a lost day of a game that hides them (Melimelo)', async () => {
    serve({ scores: [{ ...score(TODAY, 95), game: 'melimelo', game_id: `Melimelo_${TODAY}`, data: { mistakes: 5, jokers: 0, won: false, words: ['rue'] } }] });
    renderApp(`/melimelo/${TODAY}/end`, { registry: gameRegistry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partie perdue' })).toBeTruthy();
    const answers = await screen.findByRole('region', { name: 'Les réponses du jour' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(MELIMELO_WORDS);
    expect(screen.getByRole('button', { name: 'samedi 21 novembre 2026, partie perdue, dans la série en cours, votre temps 01:35' })).toBeTruthy();
  });

  it('without a score for the day, shows the calendar and Jouer instead of a result', async () => {
    serve();
    renderApp('/sudoku/2026-11-19/end', { registry: gameRegistry });
    expect(await screen.findByText('Vous n’avez pas encore joué la partie du 19/11/2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Partager' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Jouer' })).getAttribute('href')).toBe('/sudoku/2026-11-19');
    expect(screen.getByText('Novembre 2026')).toBeTruthy();
  });

  it('falls back to the manual copy dialog when nothing can copy', async () => {
    serve({ scores: [score(TODAY, 130)] });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    renderApp(`/sudoku/${TODAY}/end`, { registry: gameRegistry });
    await userEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copier' }));
    const manual = await screen.findByRole('dialog', { name: 'Copier ce texte' });
    expect((within(manual).getByRole('textbox') as HTMLTextAreaElement).value).toContain('en 02:10 !');
    expect(screen.getByText('Veuillez copier le texte manuellement')).toBeTruthy();
    await userEvent.click(within(manual).getByRole('button', { name: 'Sélectionner le texte' }));
    expect(screen.getByText('Texte sélectionné, utilisez « Copier » dans le menu contextuel')).toBeTruthy();
  });
});
