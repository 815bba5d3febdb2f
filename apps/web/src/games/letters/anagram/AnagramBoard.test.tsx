import { anagrammo, type AnagramMove, type AnagramState, isInvalid, melimelo } from '@jdj/puzzles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnagramBoard } from './AnagramBoard.tsx';

const day = { id: '2026-11-21', date_to_play: '2026-11-21' as const };
const chaton = () => anagrammo.init({ ...day, word: 'chaton', hint: 'Petit d’une chatte', alternatives: [] });
const fiveWords = () =>
  melimelo.init({
    ...day,
    words: ['rue', 'lune', 'astre', 'soleil', 'horizon'].map((word) => ({ word, hint: `Indice de ${word}`, alternatives: [] })),
  });

/** The board driven by the real module, as the play screen does; `moves` records what it sent. */
function Harness({
  initial,
  moves,
  module = anagrammo,
  progress = false,
}: {
  initial: AnagramState;
  moves: AnagramMove[];
  module?: typeof anagrammo | typeof melimelo;
  progress?: boolean;
}) {
  const [state, setState] = useState(initial);
  const dispatch = (move: AnagramMove) => {
    const next = module.apply(state, move);
    if (isInvalid(next)) return false;
    moves.push(move);
    setState(next);
    return true;
  };
  (window as unknown as { play: typeof dispatch }).play = dispatch;
  return (
    <AnagramBoard
      state={state}
      dispatch={dispatch}
      disabled={module.status(state) !== 'playing'}
      showProgress={progress}
      confirm={async () => true}
      ask={async () => ({ ok: false, message: 'sans objet' })}
    />
  );
}

const row = () => screen.getByRole('group', { name: /^Votre mot/ });
const slotTexts = () =>
  within(row())
    .getAllByRole('button')
    .map((b) => b.textContent);
const key = (name: string) => within(screen.getByRole('group', { name: 'Clavier' })).getByRole('button', { name });
const press = (k: string) => act(() => void fireEvent.keyDown(document.body, { key: k }));
const typeWord = (word: string) => [...word].forEach(press);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the anagram board', () => {
  it('types with the physical keyboard, accents folded, and erases with Backspace', () => {
    const moves: AnagramMove[] = [];
    render(<Harness initial={chaton()} moves={moves} />);
    typeWord('cHà');
    expect(slotTexts()).toEqual(['C', 'H', 'A', '', '', '']);
    press('Backspace');
    expect(slotTexts()).toEqual(['C', 'H', '', '', '', '']);
    // Letters not in the pool, digits and other keys do nothing.
    press('z');
    press('1');
    press('Enter');
    expect(slotTexts()).toEqual(['C', 'H', '', '', '', '']);
    expect(moves.map((m) => m.type)).toEqual(['place', 'place', 'place', 'remove']);
  });

  it('types with the on-screen keyboard and the pool, vibrating 50 ms on a virtual key only', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    render(<Harness initial={chaton()} moves={[]} />);
    fireEvent.click(key('C'));
    expect(vibrate).toHaveBeenCalledWith(50);
    fireEvent.click(within(screen.getByRole('group', { name: 'Lettres à placer' })).getByRole('button', { name: 'Lettre H' }));
    press('a');
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(slotTexts().slice(0, 3)).toEqual(['C', 'H', 'A']);
    // A letter no longer in the pool is disabled on the keyboard.
    expect((key('A') as HTMLButtonElement).disabled).toBe(true);
    expect((key('Z') as HTMLButtonElement).disabled).toBe(true);
    expect((key('T') as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes a letter back by a tap on its slot, and the next letter goes there (reorder by click)', () => {
    render(<Harness initial={chaton()} moves={[]} />);
    typeWord('hcat');
    fireEvent.click(within(row()).getByRole('button', { name: 'Case 1 sur 6 : H' }));
    expect(within(row()).getByRole('button', { name: 'Case 1 sur 6, vide, prochaine lettre ici' })).toBeTruthy();
    fireEvent.click(within(row()).getByRole('button', { name: 'Case 2 sur 6 : C' }));
    expect(slotTexts()).toEqual(['', '', 'A', 'T', '', '']);
    // A tap on an empty slot puts the cursor there.
    fireEvent.click(within(row()).getByRole('button', { name: 'Case 1 sur 6, vide' }));
    press('c');
    press('h');
    expect(slotTexts()).toEqual(['C', 'H', 'A', 'T', '', '']);
  });

  it('lines the pool up with the row: one column per slot, so a long word’s tiles shrink with its slots', () => {
    const long = anagrammo.init({ ...day, word: 'encyclopédie', hint: 'Tout le savoir', alternatives: [] });
    render(<Harness initial={long} moves={[]} />);
    const pool = screen.getByRole('group', { name: 'Lettres à placer' });
    expect(row().style.getPropertyValue('--letters')).toBe('12');
    expect(pool.style.getPropertyValue('--letters')).toBe('12');
  });

  it('shuffles only while no letter is placed and clears only when one is', () => {
    const moves: AnagramMove[] = [];
    render(<Harness initial={chaton()} moves={moves} />);
    const shuffle = screen.getByRole('button', { name: 'Mélanger' }) as HTMLButtonElement;
    const clear = screen.getByRole('button', { name: 'Vider' }) as HTMLButtonElement;
    expect([shuffle.disabled, clear.disabled]).toEqual([false, true]);
    fireEvent.click(shuffle);
    press('c');
    expect([shuffle.disabled, clear.disabled]).toEqual([true, false]);
    fireEvent.click(clear);
    expect(slotTexts()).toEqual(['', '', '', '', '', '']);
    expect(moves.map((m) => m.type)).toEqual(['shuffle', 'place', 'clear']);
  });

  it('shows a wrong word as invalid for 0.8 s, ignoring letters, then empties the row', () => {
    const moves: AnagramMove[] = [];
    render(<Harness initial={chaton()} moves={moves} />);
    typeWord('tonach');
    expect(row().getAttribute('aria-label')).toBe('Votre mot : Mot incorrect');
    expect(row().className).toContain('letter-row--invalidated');
    expect(screen.getByRole('status').textContent).toContain('Ce n’est pas le mot. Erreur 1 sur 5.');
    expect(screen.getByText('Erreurs : 1 / 5')).toBeTruthy();
    press('Backspace');
    fireEvent.click(within(row()).getAllByRole('button')[0] as HTMLElement);
    act(() => void vi.advanceTimersByTime(799));
    expect(slotTexts()).toEqual(['T', 'O', 'N', 'A', 'C', 'H']);
    act(() => void vi.advanceTimersByTime(1));
    expect(slotTexts()).toEqual(['', '', '', '', '', '']);
    expect(row().className).not.toContain('letter-row--invalidated');
    expect(moves.at(-1)).toEqual({ type: 'continue' });
    expect(moves.filter((m) => m.type !== 'place')).toEqual([{ type: 'continue' }]);
  });

  it('shows a found word as validated and, in Melimelo, the next word 0.8 s later with « n / total »', () => {
    const moves: AnagramMove[] = [];
    render(<Harness initial={fiveWords()} moves={moves} module={melimelo} progress />);
    expect(screen.getByLabelText('Mot 1 sur 5').textContent).toBe('1 / 5');
    expect(screen.getByText('Indice de rue')).toBeTruthy();
    typeWord('rue');
    expect(row().className).toContain('letter-row--validated');
    expect(screen.getByRole('status').textContent).toContain('« rue » : bien joué !');
    act(() => void vi.advanceTimersByTime(799));
    expect(screen.getByText('Indice de rue')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByLabelText('Mot 2 sur 5').textContent).toBe('2 / 5');
    expect(screen.getByText('Indice de lune')).toBeTruthy();
    expect(slotTexts()).toEqual(['', '', '', '']);
  });

  it('highlights a revealed letter for 0.6 s, announces it and keeps it locked', () => {
    render(<Harness initial={chaton()} moves={[]} />);
    act(() => void (window as unknown as { play(m: AnagramMove): boolean }).play({ type: 'joker', slot: 2 }));
    const revealed = within(row()).getByRole('button', { name: 'Case 3 sur 6 : A, révélée' }) as HTMLButtonElement;
    expect(revealed.className).toContain('letter-slot--flash');
    expect(revealed.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Lettre révélée : A, case 3.');
    act(() => void vi.advanceTimersByTime(600));
    expect(revealed.className).not.toContain('letter-slot--flash');
    // Typing skips it.
    typeWord('chton');
    expect(slotTexts()).toEqual(['C', 'H', 'A', 'T', 'O', 'N']);
  });

  it('does not replay a result on a reload: a restored wrong row goes on at once after 0.8 s', () => {
    const moves: AnagramMove[] = [];
    let state = chaton();
    for (const [slot, letter] of [...'TONACH'].entries()) {
      const tile = state.tiles.findIndex((l, t) => l === letter && !state.slots.includes(t));
      state = anagrammo.apply(state, { type: 'place', tile, slot }) as AnagramState;
    }
    render(<Harness initial={state} moves={moves} />);
    expect(row().className).toContain('letter-row--invalidated');
    act(() => void vi.advanceTimersByTime(800));
    expect(moves).toEqual([{ type: 'continue' }]);
  });
});
