import { describe, expect, it } from 'vitest';
import { type Invalid, isInvalid } from '../core/game-module.ts';
import {
  canAddRow,
  canUseJoker,
  NUMERO_JOKER_PENALTY,
  type NumeroMove,
  type NumeroState,
  numero,
  numeroMoveFloor,
  parityAllowsWin,
  remainingRows,
} from './index.ts';
import { board, ROW_WITH_PAIR } from './test-boards.ts';

const FULL = '123456789';

/** A game on any board, with the given rows still to add (none by default). */
function game(rows: number[][], extra: string[] = [], added = 0): NumeroState {
  const state = numero.init({ rows: board(FULL), extra_rows: board(...extra) });
  return { ...state, rows, added };
}

function play(state: NumeroState, ...moves: NumeroMove[]): NumeroState {
  return moves.reduce((current, move) => {
    const next = numero.apply(current, move);
    if (isInvalid(next)) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
    return next;
  }, state);
}

const refused = (state: NumeroState, move: unknown): string => {
  const next = numero.apply(state, move as NumeroMove);
  expect(isInvalid(next)).toBe(true);
  return (next as Invalid).reason;
};

const select = (row: number, col: number): NumeroMove => ({ type: 'select', row, col });

describe('numero: choosing two cells', () => {
  const start = () => game(board('19.5.2855', '3.7.4..6.', '8..1.9.28'), [ROW_WITH_PAIR]);

  it('the first cell is selected; the same cell again unselects it', () => {
    const one = play(start(), select(0, 0));
    expect(one.selected).toEqual({ row: 0, col: 0 });
    expect(play(one, select(0, 0)).selected).toBeNull();
  });

  it('a pair becomes empty and scores 10 points', () => {
    const state = play(start(), select(0, 0), select(0, 1));
    expect(state.rows[0]).toEqual([0, 0, 0, 5, 0, 2, 8, 5, 5]);
    expect(state).toMatchObject({ points: 10, pairs: 1, selected: null, miss: null, mistakes: 0 });
  });

  it('two cells that do not pair: shown as missed, a mistake, and the second cell is the new first', () => {
    const state = play(start(), select(0, 0), select(0, 6));
    expect(state.rows).toEqual(start().rows);
    expect(state).toMatchObject({ points: 0, selected: { row: 0, col: 6 }, miss: { a: { row: 0, col: 0 }, b: { row: 0, col: 6 } }, mistakes: 1 });
    const next = play(state, select(0, 5));
    expect(next.miss).toBeNull();
    expect(next.points).toBe(10);
  });

  it('a row left empty is removed and the rows below move up', () => {
    const state = play(game(board('55.......', '1234.6789'), [ROW_WITH_PAIR]), select(0, 0), select(0, 1));
    expect(state.rows).toEqual(board('1234.6789'));
  });

  it.each([
    ['an empty cell', select(0, 2), 'Cette case est vide.'],
    ['a row beyond the board', select(3, 0), 'Cette case est hors de la grille.'],
    ['a row the module never has', { type: 'select', row: 10, col: 0 }, 'La ligne doit être un entier de 0 à 9.'],
    ['a column beyond 9', { type: 'select', row: 0, col: 9 }, 'La colonne doit être un entier de 0 à 8.'],
    ['an unknown move', { type: 'triche' }, 'Type de coup inconnu : « triche ».'],
  ])('%s is refused', (_name, move, reason) => {
    expect(refused(start(), move)).toBe(reason);
  });
});

describe('numero: adding a row', () => {
  const rows = (n: number) => Array.from({ length: n }, () => [...'2'.repeat(9)].map(() => 2)).map((line, i) => line.map((v, c) => (c === i % 9 ? 3 : v)));
  const extras = [ROW_WITH_PAIR, '551234678', '228134679', '331245678', '445123678'];

  it.each([
    [5, 0, 5, true, 'five rows, none added: all five may come'],
    [5, 4, 1, true, 'the last extra row'],
    [5, 5, 0, false, 'every extra row added'],
    [9, 0, 1, true, 'nine rows: room for one'],
    [10, 0, 0, false, 'ten rows: no room'],
    [7, 1, 3, true, 'room for three, four left: three'],
    [2, 0, 5, true, 'cleared rows give room back'],
  ])('%i rows on the board, %i added: %i may still come (%s)', (count, added, remaining, allowed) => {
    const state = game(rows(count), extras, added);
    expect(remainingRows(state)).toBe(remaining);
    expect(canAddRow(state)).toBe(allowed);
    if (allowed) expect(play(state, { type: 'add-row' }).rows).toHaveLength(count + 1);
    else expect(refused(state, { type: 'add-row' })).toBe('Aucune ligne ne peut plus être ajoutée.');
  });

  it('adds the day’s next row at the bottom, and clears the selection and the hint', () => {
    let state = game(board('19.5.2855'), extras);
    state = play(state, { type: 'joker' }, select(0, 3), { type: 'add-row' });
    expect(state.rows).toEqual(board('19.5.2855', ROW_WITH_PAIR));
    expect(state).toMatchObject({ added: 1, selected: null, hint: null });
    state = play(state, { type: 'add-row' });
    expect(state.rows[2]).toEqual(board(extras[1] as string)[0]);
  });

  it('a row without a pair of its own is never added (such a day is refused when read)', () => {
    const state = game(board('19.5.2855'), ['121212121']);
    expect(canAddRow(state)).toBe(false);
    expect(refused(state, { type: 'add-row' })).toBe('Cette ligne ne peut pas être ajoutée.');
  });
});

describe('numero: end of the game', () => {
  it('an empty board wins, even with rows left to add', () => {
    const state = play(game(board('19.......'), [ROW_WITH_PAIR]), select(0, 0), select(0, 1));
    expect(state.rows).toEqual([]);
    expect(numero.status(state)).toBe('won');
    expect(refused(state, { type: 'add-row' })).toBe('La partie est terminée.');
  });

  it('no pair and no row to add: lost, stored as lost with its jokers and points', () => {
    const state = play(game(board('19.2.....')), select(0, 0), select(0, 1));
    expect(state.rows).toEqual(board('...2.....'));
    expect(numero.status(state)).toBe('lost');
    expect(numero.scoreData!(state)).toEqual({ points: 10 });
    expect(refused(state, select(0, 3))).toBe('La partie est terminée.');
  });

  it('no pair but a row to add: still playing', () => {
    const state = game(board('12.......'), [ROW_WITH_PAIR]);
    expect(numero.status(state)).toBe('playing');
  });
});

describe('numero: the joker gives one hint', () => {
  it('a pair to clear, for 10 seconds and one joker', () => {
    const state = game(board('2.3.7.8..'), [ROW_WITH_PAIR]);
    expect(numero.penalty({ type: 'joker' }, state)).toBe(NUMERO_JOKER_PENALTY);
    const hinted = play(state, { type: 'joker' });
    expect(hinted.hint).toEqual({ a: { row: 0, col: 2 }, b: { row: 0, col: 4 } });
    expect(numero.counters(hinted)).toEqual({ mistakes: 0, jokers: 1 });
  });

  it('“add a row” when no pair is left and a row can come', () => {
    // 1, 2 and 3 alone; the row to come evens their families (and pairs its two 4s).
    expect(play(game(board('123......'), ['123445555']), { type: 'joker' }).hint).toBe('addRow');
  });

  it('“game over” once the numbers left can never all be paired, whatever rows come', () => {
    // A lone 1 and a lone 2: no extra row evens both families.
    const state = game(board('1.2..55..'), [ROW_WITH_PAIR]);
    expect(parityAllowsWin(state)).toBe(false);
    expect(play(state, { type: 'joker' }).hint).toBe('gameOver');
  });

  it('one hint at a time: selecting a cell clears it and the joker comes back', () => {
    const hinted = play(game(board('2.3.7.8..'), [ROW_WITH_PAIR]), { type: 'joker' });
    expect(canUseJoker(hinted)).toBe(false);
    expect(refused(hinted, { type: 'joker' })).toBe('Un indice est déjà affiché : choisissez une case pour l’effacer.');
    expect(numero.penalty({ type: 'joker' }, hinted)).toBe(0);
    const cleared = play(hinted, select(0, 0));
    expect(cleared.hint).toBeNull();
    expect(canUseJoker(cleared)).toBe(true);
    expect(play(cleared, { type: 'joker' }).jokers).toBe(2);
  });
});

describe('numero: the least time a person needs', () => {
  it('a quarter second a chosen cell (half a second a pair), one tap for a row or a hint', () => {
    expect(numeroMoveFloor(select(0, 0))).toBe(0.25);
    expect(numeroMoveFloor({ type: 'add-row' })).toBe(0.2);
    expect(numeroMoveFloor({ type: 'joker' })).toBe(0.2);
  });
});
