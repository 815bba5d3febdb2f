import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, unloadedGame } from '../../test/render-app.tsx';
import { testGame, testProvider } from '../../test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it("shows one card per game of the provider, in the provider's order, without Jouer while no game is built", async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/');
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Motamo', 'Sudoku', 'Binero']);
    for (const card of cards) {
      expect(within(card).getByText('0 jour')).toBeTruthy();
      expect(within(card).queryByRole('link', { name: /Jouer/ })).toBeNull();
    }
    expect(within(cards[0] as HTMLElement).getByText('Description de Motamo.')).toBeTruthy();
    expect((cards[1] as HTMLElement).style.getPropertyValue('--game-color')).toBe('#f1c40f');
  });

  it('lists only the games of the chosen provider', async () => {
    mockApi({
      providers: {
        '': testProvider(),
        partenaire: testProvider({ slug: 'partenaire', name: 'Le Journal Partenaire', games: [testGame('numero', 'Numero')] }),
      },
    });
    renderApp('/?provider=partenaire');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Numero' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Le Journal Partenaire'));
  });

  it('shows Jouer for a game once it is in the registry', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/', { registry: { sudoku: unloadedGame } });
    const play = await screen.findByRole('link', { name: 'Jouer à Sudoku' });
    expect(play.getAttribute('href')).toBe('/sudoku');
    expect(screen.getAllByRole('link', { name: /^Jouer/ })).toHaveLength(1);
  });

  it("shows each game's streak from the player's scores, the server's and this device's", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    try {
      localStorage.setItem('jdj.scores', JSON.stringify([{ game: 'sudoku', date: '2026-11-21', score: 70, played_at: '2026-11-21T09:00:00Z', pending: true }]));
      const served = (game: string, date: string) => ({
        id: `${game}-${date}`,
        game,
        game_id: `X_${date}`,
        date,
        score: 50,
        played_at: `${date}T08:00:00Z`,
        data: {},
        client_play_id: `${game}-${date}`,
        verified: true,
        streak_day: true,
      });
      const api = mockApi({
        providers: { '': testProvider() },
        handle: (url) =>
          url.pathname === '/api/scores'
            ? Response.json({
                code: 200,
                data: {
                  scores: [served('sudoku', '2026-11-20'), served('sudoku', '2026-11-19'), served('binero', '2026-11-20')],
                  streak: 0,
                  streakDays: [],
                  today: '2026-11-21',
                },
              })
            : undefined,
      });
      renderApp('/');
      const sudoku = (await screen.findAllByRole('listitem'))[1] as HTMLElement;
      await waitFor(() => expect(within(sudoku).getByText('3 jours')).toBeTruthy());
      expect(within(screen.getAllByRole('listitem')[2] as HTMLElement).getByText('1 jour')).toBeTruthy();
      expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('0 jour')).toBeTruthy();
      const asked = new URL(String(api.mock.calls.find(([input]) => String(input).startsWith('/api/scores'))?.[0]), 'http://localhost');
      expect(asked.searchParams.get('game')).toBeNull();
      expect(asked.searchParams.get('local_user_id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the footer with the year and the provider name', async () => {
    mockApi({ providers: { '': testProvider() } });
    renderApp('/');
    const year = new Date().getFullYear();
    expect(await screen.findByText(`© ${year} Jeux du Jour. Tous droits réservés.`)).toBeTruthy();
  });
});
