import { type GameModule, isInvalid, motamo, prefixo, type RowsMove, type RowsState, synonymo } from '@jdj/puzzles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardProps } from '../../game-definition.ts';
import { MotamoBoard } from '../../motamo/MotamoBoard.tsx';
import { PrefixoBoard } from '../../prefixo/PrefixoBoard.tsx';
import { SynonymoBoard } from '../../synonymo/SynonymoBoard.tsx';

const day = { id: '2026-11-21', date_to_play: '2026-11-21' as const };
const motamoDay = () =>
  motamo.init({
    ...day,
    words: ['tuba', 'avion', 'nappe', 'élève', 'épée'].map((word, i) => ({
      word,
      definition: `Sens de ${word}${i === 0 ? ' ; seconde ligne' : ''}`,
      difficulty: 2,
      category: `thème ${i + 1}`,
    })),
  });
const prefixoDay = () =>
  prefixo.init({
    ...day,
    prefix: 'DR',
    words: ['drôle', 'dresser', 'dramatique', 'druide', 'droit'].map((word, index) => ({ id: index + 1, index, word, definition: `Sens de ${word}` })),
  });
const synonymoDay = () => synonymo.init({ ...day, reference: 'initial', words: ['premier', 'originel', 'original'].map((word, i) => ({ id: i + 1, word })) });

// The boards hold different states.
type AnyBoard = ComponentType<BoardProps<any, RowsMove>>;

/** A board driven by the real module, as the play screen does; `moves` records what it sent. */
function Harness({
  initial,
  moves,
  module,
  Board,
}: {
  initial: RowsState;
  moves: RowsMove[];
  module: GameModule<unknown, unknown, RowsState, RowsMove>;
  Board: AnyBoard;
}) {
  const [state, setState] = useState(initial);
  const dispatch = (move: RowsMove) => {
    const next = module.apply(state, move);
    if (isInvalid(next)) return false;
    moves.push(move);
    setState(next);
    return true;
  };
  (window as unknown as { play: typeof dispatch }).play = dispatch;
  return (
    <>
      <button type="button">Un bouton du jeu</button>
      <Board
        state={state}
        dispatch={dispatch}
        disabled={module.status(state) !== 'playing'}
        confirm={async () => true}
        ask={async () => ({ ok: false, message: 'sans objet' })}
      />
    </>
  );
}

const mount = <S extends RowsState>(module: GameModule<unknown, unknown, S, RowsMove>, Board: AnyBoard, initial: S) => {
  const moves: RowsMove[] = [];
  render(<Harness initial={initial} moves={moves} module={module as unknown as GameModule<unknown, unknown, RowsState, RowsMove>} Board={Board} />);
  return moves;
};
const row = (name: RegExp) => screen.getByRole('group', { name });
const slotTexts = (name: RegExp) =>
  within(row(name))
    .getAllByRole('button')
    .map((b) => b.textContent);
const key = (name: string) => within(screen.getByRole('group', { name: 'Clavier' })).getByRole('button', { name });
const press = (k: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: k, bubbles: true }));
const typeWord = (word: string) => [...word].forEach(press);
const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Motamo board', () => {
  const answer = /^Votre mot/;

  it('shows « 1 / 5 », the category and the definition line by line, and the first letter given', () => {
    mount(motamo, MotamoBoard, motamoDay());
    expect(screen.getByLabelText('Mot 1 sur 5').textContent).toBe('1 / 5');
    const clue = screen.getByRole('region', { name: 'Définition' });
    expect(clue.textContent).toContain('thème 1');
    expect(clue.querySelector('.motamo__definition .visually-hidden')?.textContent).toBe('Sens de tuba\nseconde ligne');
    expect(slotTexts(answer)).toEqual(['T', '', '', '']);
    expect(within(row(answer)).getByRole('button', { name: 'Case 1 sur 4 : T, donnée' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  });

  it('ignores the first letter typed again, so a player who types the whole word still finds it, then shows the next word 0.8 s later', () => {
    const moves = mount(motamo, MotamoBoard, motamoDay());
    typeWord('tuba');
    expect(moves).toEqual([
      { type: 'letter', slot: 1, letter: 'U' },
      { type: 'letter', slot: 2, letter: 'B' },
      { type: 'letter', slot: 3, letter: 'A' },
    ]);
    expect(row(answer).getAttribute('aria-label')).toBe('Votre mot : Mot trouvé');
    expect(status()).toContain('« tuba » : trouvé !');
    act(() => void vi.advanceTimersByTime(799));
    expect(screen.getByLabelText('Mot 1 sur 5')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByLabelText('Mot 2 sur 5')).toBeTruthy();
    expect(slotTexts(answer)).toEqual(['A', '', '', '', '']);
    expect(screen.getByRole('region', { name: 'Définition' }).textContent).toContain('thème 2');
    expect(screen.getByText('tuba')).toBeTruthy();
  });

  it('shows a wrong word 0.6 s, its right letters locked, then goes back to the locked letters', () => {
    const moves = mount(motamo, MotamoBoard, motamoDay());
    fireEvent.click(key('O'));
    press('r');
    fireEvent.click(key('A'));
    expect(row(answer).getAttribute('aria-label')).toBe('Votre mot : Mot incorrect');
    expect(status()).toContain('Ce n’est pas le mot : les lettres bien placées restent.');
    expect(screen.getByText('Erreurs : 1')).toBeTruthy();
    press('u');
    act(() => void vi.advanceTimersByTime(599));
    expect(slotTexts(answer)).toEqual(['T', 'O', 'R', 'A']);
    act(() => void vi.advanceTimersByTime(1));
    expect(slotTexts(answer)).toEqual(['T', '', '', 'A']);
    expect(within(row(answer)).getByRole('button', { name: 'Case 4 sur 4 : A, bien placée' })).toBeTruthy();
    expect(moves.at(-1)).toEqual({ type: 'continue' });
    expect(moves.filter((m) => m.type === 'letter')).toHaveLength(3);
  });

  it('highlights a revealed letter for 0.6 s and announces it', () => {
    mount(motamo, MotamoBoard, motamoDay());
    act(() => void (window as unknown as { play(m: RowsMove): boolean }).play({ type: 'joker', slot: 2 }));
    const revealed = within(row(answer)).getByRole('button', { name: 'Case 3 sur 4 : B, révélée' });
    expect(revealed.className).toContain('letter-slot--flash');
    expect(status()).toContain('Lettre révélée : B, case 3.');
    act(() => void vi.advanceTimersByTime(600));
    expect(revealed.className).not.toContain('letter-slot--flash');
    typeWord('ua');
    expect(row(answer).getAttribute('aria-label')).toBe('Votre mot : Mot trouvé');
  });
});

describe('the Prefixo board', () => {
  it('lists the five definitions with the prefix given in each row, the first word picked', () => {
    mount(prefixo, PrefixoBoard, prefixoDay());
    expect(screen.getByText('DR')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Les cinq mots' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Sens de drôle' }).getAttribute('aria-pressed')).toBe('true');
    expect(slotTexts(/^Mot 4/)).toEqual(['D', 'R', '', '', '', '']);
  });

  it('types into the word picked by its definition, checks only a full word on Enter, and marks it found', () => {
    const moves = mount(prefixo, PrefixoBoard, prefixoDay());
    fireEvent.click(screen.getByRole('button', { name: 'Sens de druide' }));
    typeWord('uid');
    press('Enter');
    expect(moves.some((m) => m.type === 'check')).toBe(false);
    fireEvent.click(key('E'));
    expect(slotTexts(/^Mot 4/)).toEqual(['D', 'R', 'U', 'I', 'D', 'E']);
    // The on-screen key took no focus: the physical Enter checks the word.
    press('Enter');
    expect(row(/^Mot 4/).getAttribute('aria-label')).toBe('Mot 4 : Mot trouvé');
    act(() => void vi.advanceTimersByTime(800));
    expect(screen.getByRole('button', { name: 'Sens de druide, trouvé' })).toHaveProperty('disabled', true);
    expect(row(/^Mot 4/).getAttribute('aria-label')).toBe('Mot 4, trouvé');
    // The next word not found is picked.
    expect(screen.getByRole('button', { name: 'Sens de droit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a found word with its accents, as it is written (typed without them)', () => {
    mount(prefixo, PrefixoBoard, prefixoDay());
    fireEvent.click(screen.getByRole('button', { name: 'Sens de drôle' }));
    typeWord('ole');
    press('Enter');
    act(() => void vi.advanceTimersByTime(800));
    expect(slotTexts(/^Mot 1/)).toEqual(['D', 'R', 'Ô', 'L', 'E']);
  });

  it('picks a word by a tap on one of its slots, and the next letter goes there', () => {
    mount(prefixo, PrefixoBoard, prefixoDay());
    fireEvent.click(within(row(/^Mot 5/)).getByRole('button', { name: 'Case 4 sur 5, vide' }));
    press('i');
    expect(slotTexts(/^Mot 5/)).toEqual(['D', 'R', '', 'I', '']);
    expect(screen.getByRole('button', { name: 'Sens de droit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lets a clicked button go when letters are typed, so Enter checks rather than pressing it again', () => {
    const moves = mount(prefixo, PrefixoBoard, prefixoDay());
    const other = screen.getByRole('button', { name: 'Un bouton du jeu' });
    other.focus();
    typeWord('ole');
    expect(document.activeElement).not.toBe(other);
    press('Enter');
    expect(moves.at(-1)).toEqual({ type: 'check' });
  });
});

describe('the Synonymo board', () => {
  it('shows the reference word and three rows, each first letter given; the Valider key checks the picked row', () => {
    const moves = mount(synonymo, SynonymoBoard, synonymoDay());
    expect(screen.getByText('initial')).toBeTruthy();
    expect(slotTexts(/^Synonyme 2/)).toEqual(['O', '', '', '', '', '', '', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Synonyme 3' }));
    typeWord('riginal');
    fireEvent.click(key('Valider'));
    expect(moves.at(-1)).toEqual({ type: 'check' });
    expect(status()).toContain('« original » : trouvé !');
  });
});
