import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameRegistry } from '../games/registry.ts';
import { readFirstPaintData } from '../shared/first-paint/first-paint-data.ts';
import { rememberServerDay } from '../shared/streaks/streaks.ts';
import { testProvider } from '../test/fixtures.ts';
import { loadGameScreens, mockApi } from '../test/render-app.tsx';
import { builtServerEntry } from '../test/server-entry.ts';
import { startApp } from './start-app.tsx';

let server: Awaited<ReturnType<typeof builtServerEntry>>;

// The server's entry is built once; the first import of the shared screens and of a game's chunk can be
// slow on a busy machine.
beforeAll(async () => {
  [server] = await Promise.all([builtServerEntry(), loadGameScreens(), gameRegistry.sudoku?.load(), gameRegistry.motamo?.load()]);
}, 120_000);
afterAll(() => server?.remove());

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const provider = testProvider();

/**
 * The server's page for `path` (entry-server.tsx, as the portal renders it), then the app started on it at
 * `url` as main.tsx starts it, with React's development build reporting every difference it finds.
 */
async function serveThenStart(path: string, url = path, { clockAfterRender, beforeStart }: { clockAfterRender?: number; beforeStart?: () => void } = {}) {
  const page = await server.render(path, provider);
  history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.data}`;
  const serverMain = document.getElementById('main');
  const serverIds = [...document.querySelectorAll('[id^="_"]')].map((element) => element.id);
  const serverToday = document.querySelector('[aria-current="date"]')?.getAttribute('data-date');
  if (clockAfterRender !== undefined) vi.setSystemTime(clockAfterRender);
  beforeStart?.();
  mockApi({
    providers: { '': provider },
    handle: (url) => (url.pathname.endsWith('/last-playable-date') ? Response.json({ code: 200, data: { date: null, today: serverToday ?? '' } }) : undefined),
  });
  const differences: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    differences.push(args.map(String).join(' '));
  });
  const firstPaint = readFirstPaintData();
  rememberServerDay(firstPaint?.day);
  const container = document.getElementById('root')!;
  document.title = '';
  await act(() => startApp(container, firstPaint, null, { onRecoverableError: (error) => differences.push(error) }));
  // Started: the app names the page (the server's <title> is not in this document).
  await waitFor(() => expect(document.title).toBe(page.title));
  return { serverMain, serverIds, serverToday, differences };
}

describe('the browser adopts the server’s first screen', () => {
  it.each(['/', '/login', '/sudoku', '/motamo'])('%s: no difference, and the server’s <main> and ids are the ones kept', async (path) => {
    const { serverMain, serverIds, differences } = await serveThenStart(path);
    expect(differences).toEqual([]);
    expect(serverMain).not.toBeNull();
    expect(document.getElementById('main')).toBe(serverMain);
    expect([...document.querySelectorAll('[id^="_"]')].map((element) => element.id)).toEqual(serverIds);
  });

  it('a landing hydrated after the provider’s midnight shows the server’s day first, then the new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    // 23:59:30 in Paris on 21 November, then the device's clock half a minute past midnight.
    vi.setSystemTime(Date.parse('2026-11-21T22:59:30Z'));
    const { differences, serverMain, serverToday } = await serveThenStart('/sudoku', '/sudoku', {
      clockAfterRender: Date.parse('2026-11-21T23:00:30Z'),
    });
    expect(serverToday).toBe('2026-11-21');
    expect(differences).toEqual([]);
    expect(document.getElementById('main')).toBe(serverMain);
    await waitFor(() => expect(document.querySelector('[aria-current="date"]')?.getAttribute('data-date')).toBe('2026-11-22'));
  });

  it('/login?redirect=…&error=… hydrates the server’s /login, then reads its query: the failed sign-in, the page to return to', async () => {
    const { differences, serverMain } = await serveThenStart('/login', '/login?redirect=%2Fstats&error=access_denied');
    expect(differences).toEqual([]);
    expect(document.getElementById('main')).toBe(serverMain);
    expect(await screen.findByText('Une erreur est survenue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register?redirect=%2Fstats');
  });

  it('what was typed into the sign-in form before the app started stays, and the app goes on with it', async () => {
    const type = (name: string, text: string) => {
      const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const { differences } = await serveThenStart('/login', '/login', {
      beforeStart: () => {
        type('email', 'lea@example.fr');
        type('password', 'secret-123');
      },
    });
    expect(differences).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('lea@example.fr');
    expect(screen.getByLabelText<HTMLInputElement>('Mot de passe').value).toBe('secret-123');
    // The app's state holds the address: the reset link carries it.
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/request-password-reset?email=lea%40example.fr');
  });
});
