import { type DecryptoMove, type DecryptoState, decrypto, isInvalid, scoreGuess } from '@jdj/puzzles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AskOutcome } from '../game-definition.ts';
import { attemptSummary, DecryptoBoard } from './DecryptoBoard.tsx';
import { knownDigits, nextResolveAttempt } from './decrypto-game.tsx';

const CODE = '47410';
const DAY = { id: '2026-11-21', date_to_play: '2026-11-21' };

/**
 * The board on a browser state (no code), with a server that answers from CODE as the real one does,
 * or fails like a lost connection while `offline` holds.
 */
function Harness({ questions, offline }: { questions: DecryptoMove[]; offline?: { value: boolean } }) {
  const [state, setState] = useState<DecryptoState>(() => decrypto.init({ ...DAY, code: null }));
  const ask = async (move: DecryptoMove): Promise<AskOutcome> => {
    questions.push(move);
    if (offline?.value) return { ok: false, message: 'Pas de connexion : ce coup a besoin du serveur.' };
    const answered = decrypto.questions!.answer({ ...DAY, code: CODE }, move);
    if (!answered.ok) return { ok: false, message: answered.error };
    const next = decrypto.apply(state, answered.value);
    if (isInvalid(next)) return { ok: false, message: next.reason };
    setState(next);
    return { ok: true };
  };
  return <DecryptoBoard state={state} dispatch={() => false} disabled={false} confirm={async () => true} ask={ask} />;
}

const user = () => userEvent.setup();
const slots = () =>
  within(screen.getByRole('list', { name: 'Code en cours' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('decrypto board', () => {
  it('asks the fifth digit’s attempt 250 ms later, shows its marks by name and clears the input', async () => {
    const questions: DecryptoMove[] = [];
    render(<Harness questions={questions} />);
    const u = user();
    for (const d of '4419') await u.click(screen.getByRole('button', { name: `Chiffre ${d}` }));
    expect(slots()).toEqual(['Position 1, 4', 'Position 2, 4', 'Position 3, 1', 'Position 4, 9', 'Position 5, vide']);
    await u.keyboard('4');
    expect(questions).toEqual([]);
    const attempt = await screen.findByRole('list', { name: 'Essai 1 : 44194' });
    expect(questions).toEqual([{ type: 'attempt', digits: '44194' }]);
    expect(
      within(attempt)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['4, bien placé', '4, mal placé', '1, mal placé', '9, absent', '4, en trop']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(attemptSummary('44194', 'cmmnd')));
    expect(slots()[0]).toBe('Position 1, vide');
  });

  it('Backspace and Effacer remove the last digit', async () => {
    render(<Harness questions={[]} />);
    const u = user();
    await u.keyboard('123');
    await u.keyboard('{Backspace}');
    await u.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(slots()).toEqual(['Position 1, 1', 'Position 2, vide', 'Position 3, vide', 'Position 4, vide', 'Position 5, vide']);
  });

  it('refuses the same code twice without asking the server', async () => {
    const questions: DecryptoMove[] = [];
    render(<Harness questions={questions} />);
    const u = user();
    await u.keyboard('12345');
    await screen.findByRole('list', { name: 'Essai 1 : 12345' });
    await u.keyboard('12345');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Ce code a déjà été essayé.');
    expect(questions).toHaveLength(1);
  });

  it('offline, keeps the digits and says why; « Réessayer » asks again once back online', async () => {
    const offline = { value: true };
    const questions: DecryptoMove[] = [];
    render(<Harness questions={questions} offline={offline} />);
    const u = user();
    await u.keyboard('99999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pas de connexion');
    expect(slots()[4]).toBe('Position 5, 9');
    // Nothing is asked again by itself.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(questions).toHaveLength(1);
    offline.value = false;
    await u.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('list', { name: 'Essai 1 : 99999' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the code found is announced', async () => {
    render(<Harness questions={[]} />);
    await user().keyboard(CODE);
    await screen.findByRole('list', { name: `Essai 1 : ${CODE}` });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bravo, le code était 47410 !'));
  });
});

describe('decrypto: what the browser knows, and Résoudre without the code', () => {
  const play = (state: DecryptoState, digits: string) => {
    const next = decrypto.apply(state, { type: 'attempt', digits, marks: scoreGuess(CODE, digits) });
    if (isInvalid(next)) throw new Error(next.reason);
    return next;
  };

  it('tries one digit everywhere still unknown, then the code: at most 11 attempts, never twice the same', () => {
    let state = decrypto.init({ ...DAY, code: null });
    const tried: string[] = [];
    for (let round = 0; round < 12 && !state.won; round++) {
      const move = nextResolveAttempt(state);
      if (move?.type !== 'attempt') throw new Error('no attempt');
      tried.push(move.digits);
      state = play(state, move.digits);
    }
    expect(state.won).toBe(true);
    expect(new Set(tried).size).toBe(tried.length);
    expect(tried.at(-1)).toBe(CODE);
    expect(tried.length).toBeLessThanOrEqual(11);
  });

  it('keeps revealed digits in place', () => {
    const state = decrypto.apply(decrypto.init({ ...DAY, code: null }), { type: 'joker', position: 2, digit: 4 }) as DecryptoState;
    expect(knownDigits(state)).toEqual([null, null, '4', null, null]);
    expect(nextResolveAttempt(state)).toEqual({ type: 'attempt', digits: '00400' });
  });

  it('the rules demo shows true marks', () => {
    expect(scoreGuess(CODE, '44194')).toBe('cmmnd');
  });
});
