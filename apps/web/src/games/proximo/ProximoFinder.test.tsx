import { ok, type Result } from '@jdj/puzzles';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayStatsDto } from '../../shared/api/api-types.ts';
import type { PlayedScore } from '../../shared/scores/local-scores.ts';
import { rememberPlay } from './finished-days.ts';
import { ProximoEnd } from './ProximoEnd.tsx';
import { ProximoFinder } from './ProximoFinder.tsx';

const DATE = '2026-11-21';
const PLAY = '4f1c2a9e-6b3d-4c8e-9a7f-2d5e8b1c0a63';

/** The day's figures as the server sends them, with the play's rank among the day's finders. */
const dayStats = (rank: number | null): DayStatsDto => ({
  game: 'proximo',
  date: DATE,
  players: 3,
  min_players: 10,
  bins: [],
  you: null,
  finder_rank: rank,
});

/** Answers GET /api/day-stats with `answer` (a rank, or a failure); the paths asked are kept. */
function serve(answer: number | null | 'failure' | 'never') {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    if (answer === 'never') return new Promise<Response>(() => {});
    if (answer === 'failure') return Response.json({ code: 503, message: 'Service indisponible' }, { status: 503 });
    return Response.json({ code: 200, data: dayStats(answer) });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

/** Waits for the calls started by the render and the answer's parsing to settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Proximo’s rank among the day’s finders', () => {
  it('asks the server about the stored play, and says « premier » for the first', async () => {
    const asked = serve(1);
    render(<ProximoFinder date={DATE} today={DATE} provider="partenaire" play={PLAY} />);
    expect(await screen.findByText('Vous êtes le premier joueur à trouver le mot aujourd’hui')).toBeTruthy();
    expect(asked.map((url) => url.pathname)).toEqual([`/api/day-stats/proximo/${DATE}`]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ provider: 'partenaire', play: PLAY });
  });

  it('writes a later rank with a superscript ᵉ tied by a non-breaking hyphen, French digits grouped', async () => {
    serve(12);
    const { unmount } = render(<ProximoFinder date={DATE} today={DATE} provider="default" play={PLAY} />);
    const line = await screen.findByText('Vous êtes le 12\u2011ᵉ joueur à trouver le mot aujourd’hui');
    expect(line.className).toBe('proximo-end__finder');
    unmount();
    serve(1234);
    render(<ProximoFinder date={DATE} today={DATE} provider="default" play={PLAY} />);
    // A narrow no-break space between the thousands (the matcher would read it as a plain space).
    expect((await screen.findByText(/joueur à trouver le mot/)).textContent).toBe('Vous êtes le 1\u202f234\u2011ᵉ joueur à trouver le mot aujourd’hui');
  });

  it('says « de ce jour » for a day other than today', async () => {
    serve(3);
    const { unmount } = render(<ProximoFinder date={DATE} today="2026-11-22" provider="default" play={PLAY} />);
    expect(await screen.findByText('Vous êtes le 3\u2011ᵉ joueur à trouver le mot de ce jour')).toBeTruthy();
    unmount();
    serve(1);
    render(<ProximoFinder date={DATE} today="2026-11-22" provider="default" play={PLAY} />);
    expect(await screen.findByText('Vous êtes le premier joueur à trouver le mot de ce jour')).toBeTruthy();
  });

  it.each([
    ['while the server is asked', 'never'],
    ['when the server gives no rank (a play it did not verify)', null],
    ['when the call fails', 'failure'],
  ] as const)('shows nothing %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const asked = serve(answer);
    const { container } = render(<ProximoFinder date={DATE} today={DATE} provider="default" play={PLAY} />);
    await settle();
    expect(asked).toHaveLength(1);
    expect(container.textContent).toBe('');
    warn.mockRestore();
  });
});

describe('Proximo’s end screen and the day’s finders', () => {
  const won: PlayedScore = {
    game: 'proximo',
    date: DATE,
    score: 187,
    played_at: `${DATE}T09:00:00Z`,
    client_play_id: PLAY,
    data: { mistakes: 0, jokers: 0, attempts: 3, bestRank: 5, won: true },
    pending: false,
  };
  const noQuestions = async (): Promise<Result<unknown>> => ok(null);
  const show = (score: PlayedScore) =>
    render(
      <MemoryRouter>
        <ProximoEnd date={DATE} today={DATE} score={score} provider="default" ask={noQuestions} />
      </MemoryRouter>,
    );

  it('says where the player came, just under the day’s word, for a win the server stored', async () => {
    rememberPlay(DATE, [
      { word: 'bateau', status: 'ranked', rank: 5 },
      { word: 'mer', status: 'found', rank: null },
    ]);
    serve(2);
    show(won);
    const line = await screen.findByText('Vous êtes le 2\u2011ᵉ joueur à trouver le mot aujourd’hui');
    expect(line.previousElementSibling?.className).toBe('proximo-end__word');
  });

  it.each([
    ['a win still waiting to be sent', { pending: true }],
    ['a win the server refused', { refused: 'Temps impossible : inférieur au chronomètre du dernier coup' }],
    ['a win the jokers gave away', { data: { ...won.data, unplaced: 'jokers' } }],
    ['a score without its play id', { client_play_id: undefined }],
  ] as const)('asks nothing for %s', async (_, change) => {
    const asked = serve(1);
    show({ ...won, ...change } as PlayedScore);
    await settle();
    expect(asked).toEqual([]);
    expect(screen.queryByText(/joueur à trouver le mot/)).toBeNull();
  });
});
