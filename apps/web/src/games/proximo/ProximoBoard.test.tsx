import { isInvalid, proximo, type ProximoMove, type ProximoState, type WordKnowledge } from '@jdj/puzzles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AskOutcome } from '../game-definition.ts';
import { finishedDayKey } from './finished-days.ts';
import { ProximoBoard } from './ProximoBoard.tsx';
import { testRecord } from './proximo-fixture.ts';

const record = testRecord();
const day = { id: record.id, date_to_play: record.date_to_play };

/**
 * The board on the real module, as the play screen drives it: the browser's state holds only the day, and
 * `ask` answers like the server (from the whole record) unless told to fail.
 */
function Harness({ asked, failWith, words }: { asked: ProximoMove[]; failWith?: string; words?: WordKnowledge }) {
  const [state, setState] = useState<ProximoState>(() => proximo.init(day));
  const ask = async (move: ProximoMove): Promise<AskOutcome> => {
    asked.push(move);
    if (failWith) return { ok: false, message: failWith };
    const answer = proximo.questions!.answer(record, move, words);
    if (!answer.ok) return { ok: false, message: answer.error };
    const next = proximo.apply(state, answer.value);
    if (isInvalid(next)) return { ok: false, message: next.reason };
    setState(next);
    return { ok: true };
  };
  return <ProximoBoard state={state} dispatch={() => false} disabled={false} confirm={async () => true} ask={ask} seconds={75} />;
}

const input = () => screen.getByRole('textbox', { name: 'Votre mot' });
const submit = () => screen.getByRole('button', { name: 'Valider' });
const historyWords = () =>
  within(screen.getByRole('list', { name: 'Historique' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.proximo-guess__word')?.textContent);

describe('Proximo board', () => {
  it('says a typo or a non-word is unknown, counts no attempt and keeps the word to correct (issue 29)', { timeout: 15_000 }, async () => {
    const words: WordKnowledge = { knowsSpelling: (spelling) => ['licorne', 'mer', 'vague'].includes(spelling), lemmasOf: () => [], lemmasOfKey: () => [] };
    render(<Harness asked={[]} words={words} />);
    await userEvent.type(input(), 'hsitoire{Enter}');
    expect(await screen.findByText('Je ne connais pas le mot « hsitoire » : essai non compté.')).toBeTruthy();
    expect(screen.getByText('0 tentative')).toBeTruthy();
    expect((input() as HTMLInputElement).value).toBe('hsitoire');
    await userEvent.clear(input());
    await userEvent.type(input(), 'licorne{Enter}');
    expect(await screen.findByText('« licorne » : hors Top 1000.')).toBeTruthy();
    expect(screen.getByText('1 tentative')).toBeTruthy();
  });

  it('keeps the input lower case, trimmed and within 20 characters; Valider waits for a word', async () => {
    render(<Harness asked={[]} />);
    expect(input().getAttribute('placeholder')).toBe('Entrez un mot…');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input(), '  OCÉAN');
    expect((input() as HTMLInputElement).value).toBe('océan');
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.clear(input());
    await userEvent.type(input(), 'abcdefghijklmnopqrstuvwxyz');
    expect((input() as HTMLInputElement).value).toBe('abcdefghijklmnopqrst');
  });

  it('asks each guess, announces its answer, and orders the history found, ranked by rank, then not ranked', async () => {
    const asked: ProximoMove[] = [];
    render(<Harness asked={asked} />);
    expect(screen.getByText('0 tentative')).toBeTruthy();
    await userEvent.type(input(), 'licorne{Enter}');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '« licorne » : hors Top 1000.');
    expect(screen.getByText('1 tentative')).toBeTruthy();
    await userEvent.type(input(), 'Bateaux{Enter}');
    expect(await screen.findByText('« bateau » : rang 5 sur 1000, 48,01 °C.')).toBeTruthy();
    await userEvent.type(input(), 'vague');
    await userEvent.click(submit());
    expect(await screen.findByText('« vague » : rang 2 sur 1000, 51,99 °C.')).toBeTruthy();
    expect((input() as HTMLInputElement).value).toBe('');
    expect(asked).toEqual([
      { type: 'guess', word: 'licorne' },
      { type: 'guess', word: 'bateaux' },
      { type: 'guess', word: 'vague' },
    ]);
    expect(historyWords()).toEqual(['vague', 'bateau', 'licorne']);
    const latest = screen.getByRole('region', { name: 'Dernier essai' });
    expect(latest.textContent).toContain('vague');
    expect(latest.textContent).toContain('rang 2 sur 1000');
    // Its temperature and where it stands among the nearest thousand, figures never split from their unit.
    expect(latest.textContent).toContain('🔥 51,99 °C');
    expect(latest.textContent).toContain('998 ‰');
    expect(latest.textContent).toContain('51,99 degrés, 998 pour mille');

    expect(screen.getByText('3 tentatives')).toBeTruthy();
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['01:15', '3', '#2']);

    await userEvent.type(input(), 'mer{Enter}');
    expect(await screen.findByText('Trouvé ! Le mot du jour était « mer ».')).toBeTruthy();
    expect(historyWords()[0]).toBe('mer');
    expect((input() as HTMLInputElement).disabled).toBe(true);
    // The end screen of this device will show the play.
    expect(JSON.parse(localStorage.getItem(finishedDayKey('2026-11-21')) ?? '{}').played).toHaveLength(4);
  });

  it('sends nothing for a guess without letters (only logged) nor for a word already played', async () => {
    const asked: ProximoMove[] = [];
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<Harness asked={asked} />);
    await userEvent.type(input(), '42 !{Enter}');
    expect(asked).toEqual([]);
    expect(info).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');

    await userEvent.clear(input());
    await userEvent.type(input(), 'plage{Enter}');
    await screen.findByText('« plage » : rang 3 sur 1000, 50,23 °C.');
    await userEvent.type(input(), 'PLAGE{Enter}');
    expect(await screen.findByText('Déjà proposé : « plage ».')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(screen.getByText('1 tentative')).toBeTruthy();
  });

  it('shows why a guess got no answer and keeps the word typed', async () => {
    render(<Harness asked={[]} failWith="Pas de connexion : ce coup a besoin du serveur." />);
    await userEvent.type(input(), 'vague{Enter}');
    expect(await screen.findByText('Pas de connexion : ce coup a besoin du serveur.')).toBeTruthy();
    expect((input() as HTMLInputElement).value).toBe('vague');
    expect(screen.getByText('0 tentative')).toBeTruthy();
  });
});
