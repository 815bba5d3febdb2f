import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDto, DashboardRowDto } from '../../shared/api/api-types.ts';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';
import { DASHBOARD_POLL_MS, DASHBOARD_SOON_MS } from './dashboard-freshness.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const row = (key: string, players: number): DashboardRowDto => ({
  key,
  players,
  distinct_players: players,
  started: players,
  finished: players,
  won: players,
  median_seconds: 95,
  jokers_per_play: 0,
  shares: 0,
  retention_d1: null,
  retention_d7: null,
});

function answer(players: number, state: Pick<DashboardDto, 'building' | 'progress' | 'refreshed_at'>): DashboardDto {
  return {
    provider: { slug: 'default', name: 'Jeux du jour' },
    game: null,
    from: '2026-11-21',
    to: '2026-11-21',
    days: [row('2026-11-21', players)],
    games: [],
    totals: row('total', players),
    times: [],
    pages: [],
    ...state,
  };
}

/** An administrator's console whose dashboard answers with `serve.answer`, set by the test as the build goes on. */
function mockDashboard(first: DashboardDto) {
  const serve = { answer: first };
  const spy = mockApi({
    providers: { '': testProvider() },
    handle: (url) => {
      if (url.pathname === '/api/console/me')
        return Response.json({ code: 200, data: { user: { id: 'a', email: 'admin@jeux.fr', name: 'A' }, role: 'admin', provider: null } });
      if (url.pathname === '/api/console/providers' || url.pathname === '/api/console/games') return Response.json({ code: 200, data: [] });
      if (url.pathname === '/api/console/dashboard') return Response.json({ code: 200, data: serve.answer });
      return undefined;
    },
  });
  const reads = () => spy.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/console/dashboard').length;
  return { serve, reads };
}

const PER_DAY = 'Joueurs par jour (moyenne)';
const figureOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

// The screen's re-reads wait on setTimeout, which the test moves on at once; a slow machine may add a re-read
// of its own, so the server's answer is whatever the test last set, not a sequence.
describe('the dashboard while its figures are built', () => {
  it('says what share of the days is done, reads again until the build is over, then says when the figures were complete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const dashboard = mockDashboard(answer(3, { building: true, progress: { done: 42, total: 100 }, refreshed_at: null }));
    renderApp('/admin');
    // A live region: a screen reader hears the progress, and the end of the build.
    const status = await screen.findByText('Chiffres en cours de calcul : 42 % des jours traités. Les chiffres affichés sont incomplets.');
    expect(status.getAttribute('role')).toBe('status');
    expect(figureOf(PER_DAY)).toBe('3');

    dashboard.serve.answer = answer(7, { building: true, progress: { done: 99, total: 100 }, refreshed_at: null });
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_POLL_MS));
    await screen.findByText('Chiffres en cours de calcul : 99 % des jours traités. Les chiffres affichés sont incomplets.');
    expect(figureOf(PER_DAY)).toBe('7');

    dashboard.serve.answer = answer(12, { building: false, progress: null, refreshed_at: '2026-11-21T08:05:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_POLL_MS));
    const time = new Date('2026-11-21T08:05:00.000Z').toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' }).replace(':', ' h ');
    expect((await screen.findByText(`Chiffres mis à jour le 21/11/2026 à ${time}.`)).getAttribute('role')).toBe('status');
    expect(figureOf(PER_DAY)).toBe('12');

    // Built: no more reads.
    const reads = dashboard.reads();
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_POLL_MS * 3));
    expect(dashboard.reads()).toBe(reads);
  });

  it('says the build has begun before it knows how many days it has, and stops reading when the screen is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const dashboard = mockDashboard(answer(0, { building: true, progress: null, refreshed_at: null }));
    const { unmount } = renderApp('/admin');
    expect((await screen.findByText('Chiffres en cours de calcul. Les chiffres affichés sont incomplets.')).getAttribute('role')).toBe('status');
    // Its size unknown yet (or a visit's short update): read again a second later.
    const before = dashboard.reads();
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_SOON_MS));
    await waitFor(() => expect(dashboard.reads()).toBeGreaterThan(before));
    unmount();
    const left = dashboard.reads();
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_POLL_MS * 3));
    expect(dashboard.reads()).toBe(left);
  });
});
