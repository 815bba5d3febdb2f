import { fail, ok, proximo, type Result, type WordKnowledge } from '@jdj/puzzles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PlayedScore } from '../../shared/scores/local-scores.ts';
import { finishedDayKey, readFinishedDay, rememberPlay } from './finished-days.ts';
import { ProximoEnd } from './ProximoEnd.tsx';
import { testRecord } from './proximo-fixture.ts';

const record = testRecord();
const DATE = '2026-11-21';
const score: PlayedScore = {
  game: 'proximo',
  date: DATE,
  score: 187,
  played_at: `${DATE}T09:00:00Z`,
  data: { mistakes: 0, jokers: 0, attempts: 3, bestRank: 5, won: true },
  pending: false,
};

/** Answers like the server: guesses from the list; the nearest words only when `winner` says so. */
function server(asked: unknown[], winner = true, words?: WordKnowledge) {
  return async (move: unknown): Promise<Result<unknown>> => {
    asked.push(move);
    if ((move as { type: string }).type === 'nearest' && !winner) return fail('Cette réponse est réservée aux joueurs qui ont gagné la partie de ce jour.');
    const parsed = proximo.parseMove(move);
    if (!parsed.ok) return fail(parsed.error);
    const answer = proximo.questions!.answer(record, parsed.value, words);
    return answer.ok ? ok(answer.value) : answer;
  };
}

function show(ask = server([]), played = score) {
  return render(
    <MemoryRouter>
      <ProximoEnd date={DATE} today={DATE} score={played} provider="default" ask={ask} />
    </MemoryRouter>,
  );
}

const played = () =>
  rememberPlay(DATE, [
    { word: 'licorne', status: 'not_ranked', rank: null },
    { word: 'bateau', status: 'ranked', rank: 5 },
    { word: 'mer', status: 'found', rank: null },
  ]);
const history = () =>
  within(screen.getByRole('list', { name: 'Historique' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.proximo-guess__word')?.textContent);

describe('Proximo end section', () => {
  it('shows the results of the stored score, the word and the history of this device', () => {
    played();
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Partie terminée !' })).toBeTruthy();
    expect(screen.getByText('Le mot du jour était « mer ».')).toBeTruthy();
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual(['Temps total', 'Tentatives', 'Meilleur rang']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['03:07', '3', '#5']);
    expect(history()).toEqual(['mer', 'bateau', 'licorne']);
    expect(screen.getByRole('link', { name: 'Nouvelle partie' }).getAttribute('href')).toBe('/proximo');
  });

  it('shows nothing without a won score of the day', () => {
    const { container } = show(server([]), { ...score, data: { won: false } });
    expect(container.textContent).toBe('');
  });

  it('says where the history is when this device did not play the day', () => {
    show();
    expect(screen.getByText('L’historique de vos essais est resté sur l’appareil où vous avez joué.')).toBeTruthy();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['03:07', '3', '#5']);
  });

  it('keeps exploring: a new word shows its rank, marked, kept on the device; a plural of a played word is a repeat', async () => {
    played();
    const asked: unknown[] = [];
    show(server(asked));
    const box = screen.getByRole('textbox', { name: 'Votre mot' });
    await userEvent.type(box, 'plages{Enter}');
    expect(await screen.findByText('« plage » : rang 3 sur 1000, 50,23 °C.')).toBeTruthy();
    expect(history()).toEqual(['mer', 'plage', 'bateau', 'licorne']);
    expect(within(screen.getByRole('list', { name: 'Historique' })).getAllByRole('listitem')[1]?.textContent).toContain('exploration');
    await userEvent.type(box, 'bateaux{Enter}');
    expect(await screen.findByText('Déjà proposé : « bateau ».')).toBeTruthy();
    expect(asked).toEqual([
      { type: 'guess', word: 'plages' },
      { type: 'guess', word: 'bateaux' },
    ]);
    expect(readFinishedDay(DATE)?.explored).toEqual([{ word: 'plage', status: 'ranked', rank: 3 }]);
    // The score is not touched: it is the shell's, from the server.
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['03:07', '3', '#5']);
  });

  it('says an unknown word costs nothing while exploring, and keeps nothing of it', async () => {
    played();
    show(server([], true, { knowsSpelling: (spelling) => spelling === 'plage', lemmasOf: () => [], lemmasOfKey: () => [] }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre mot' }), 'xyzzyq{Enter}');
    expect(await screen.findByText('Je ne connais pas le mot « xyzzyq » : essai non compté.')).toBeTruthy();
    expect(readFinishedDay(DATE)?.explored).toEqual([]);
  });

  it('reveals the hundred nearest words, marking the ones played, and remembers them', async () => {
    played();
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Voir les 100 mots les plus proches' }));
    const nearest = await screen.findByRole('list', { name: 'Les 100 mots les plus proches' });
    const items = within(nearest).getAllByRole('listitem');
    expect(items).toHaveLength(100);
    expect(items[0]?.textContent).toContain('océan');
    expect(items[4]?.textContent).toContain('bateau · proposé');
    expect(readFinishedDay(DATE)?.nearest).toEqual(record.words.slice(0, 100));
  });

  it('says why the nearest words stay hidden when the server refuses', async () => {
    played();
    show(server([], false));
    await userEvent.click(screen.getByRole('button', { name: 'Voir les 100 mots les plus proches' }));
    expect(await screen.findByText('Cette réponse est réservée aux joueurs qui ont gagné la partie de ce jour.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Les 100 mots les plus proches' })).toBeNull();
  });
});

describe('finished days kept on the device', () => {
  it('drops what is malformed instead of trusting it', () => {
    localStorage.setItem(
      finishedDayKey(DATE),
      JSON.stringify({ played: [{ word: 'mer', status: 'found' }, { word: 'x', status: 'ranked', rank: 5000 }, 'zut'], nearest: 'non' }),
    );
    expect(readFinishedDay(DATE)).toEqual({ played: [{ word: 'mer', status: 'found', rank: null }], explored: [], nearest: null });
    localStorage.setItem(finishedDayKey(DATE), '{pas du json');
    expect(readFinishedDay(DATE)).toBeNull();
  });

  it('forgets the oldest days past ninety', () => {
    for (let i = 0; i < 95; i++) rememberPlay(new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), []);
    const kept = Object.keys(localStorage)
      .filter((k) => k.startsWith('jdj.proximo.day.'))
      .sort();
    expect(kept).toHaveLength(90);
    expect(kept[0]).toBe(finishedDayKey('2026-01-06'));
  });
});
