import { describe, expect, it } from 'vitest';
import { isInvalid } from '../core/game-module.ts';
import { anagrammo } from '../anagrammo/index.ts';
import { melimelo } from '../melimelo/index.ts';
import { readAnagramMove } from './anagram-codec.ts';
import { anagramLoss } from './anagram-plays.ts';
import {
  ANAGRAM_JOKER_PENALTY,
  type AnagramMove,
  type AnagramState,
  anagramResolveMoves,
  emptySlots,
  firstTiles,
  freeTiles,
  rowLetters,
  targetOf,
} from './anagram-rules.ts';

const day = { id: '2026-11-21', date_to_play: '2026-11-21' as const };
const anagramDay = (word: string, alternatives: string[] = []) => ({ ...day, word, hint: 'Un indice', alternatives });
const start = (word: string, alternatives: string[] = []) => anagrammo.init(anagramDay(word, alternatives));

function play(state: AnagramState, ...moves: AnagramMove[]): AnagramState {
  return moves.reduce((current, move) => {
    const next = anagrammo.apply(current, move);
    if (isInvalid(next)) throw new Error(`${JSON.stringify(move)} refused: ${next.reason}`);
    return next;
  }, state);
}

const refusal = (state: AnagramState, move: AnagramMove) => {
  const next = anagrammo.apply(state, move);
  return isInvalid(next) ? next.reason : null;
};

/** The moves that type `letters` into the empty slots, left to right, taking free tiles of each letter. */
function typing(state: AnagramState, letters: string): AnagramMove[] {
  const free = freeTiles(state);
  return emptySlots(state)
    .slice(0, letters.length)
    .map((slot, i) => {
      const at = free.findIndex((tile) => state.tiles[tile] === letters[i]);
      const [tile] = free.splice(at, 1);
      return { type: 'place', tile: tile as number, slot };
    });
}

const typed = (state: AnagramState, letters: string) => play(state, ...typing(state, letters));

describe('checking a full row', () => {
  it.each([
    ['accents and case aside: ÉLÈVE is typed ELEVE', 'élève', [], 'ELEVE', 'élève'],
    ['a ligature is typed as two letters', 'œuvre', [], 'OEUVRE', 'œuvre'],
    ['a cedilla is typed C', 'façade', [], 'FACADE', 'façade'],
    ['another real word of the same letters is an answer', 'opéra', ['apéro', 'paréo'], 'APERO', 'apéro'],
    ['the day’s word with an accent-free twin among its alternatives', 'tarder', ['dartre', 'retard', 'trader'], 'TRADER', 'trader'],
  ])('%s', (_, word, alternatives, letters, found) => {
    const state = typed(start(word, alternatives), letters);
    expect(state.result).toEqual({ correct: true, letters });
    expect(anagrammo.status(state)).toBe('won');
    expect(anagrammo.scoreData?.(state)).toEqual({ word: found });
  });

  it('counts a wrong row as a mistake, any letters accepted as an attempt, and shows it until continue', () => {
    const state = typed(start('chaton'), 'NCHATO');
    expect(state.result).toEqual({ correct: false, letters: 'NCHATO' });
    expect(state.mistakes).toBe(1);
    expect(anagrammo.status(state)).toBe('playing');
    // Letters are refused while the result shows (document 2 §4): only `continue` goes on.
    expect(refusal(state, { type: 'remove', slot: 0 })).toBe('Patientez : le mot vient d’être vérifié.');
    expect(refusal(state, { type: 'clear' })).toBe('Patientez : le mot vient d’être vérifié.');
    const cleared = play(state, { type: 'continue' });
    expect(cleared.result).toBeNull();
    expect(rowLetters(cleared)).toEqual(['', '', '', '', '', '']);
    expect(refusal(cleared, { type: 'continue' })).toBe('Aucun mot n’attend la suite.');
  });

  it('ends the game at the fifth mistake, not before, and refuses every move after it', () => {
    let state = start('chaton');
    for (let mistake = 1; mistake <= 5; mistake++) {
      if (mistake > 1) state = play(state, { type: 'continue' });
      state = typed(state, 'TONCHA');
      expect(state.mistakes).toBe(mistake);
      expect(anagrammo.status(state)).toBe(mistake < 5 ? 'playing' : 'lost');
    }
    expect(refusal(state, { type: 'continue' })).toBe('La partie est terminée.');
    expect(anagrammo.scoreData?.(state)).toEqual({ word: 'chaton' });
    expect(anagramLoss(start('chaton'))).toHaveLength(6 * 5 + 4);
  });

  it('accepts either copy of a doubled letter in either place', () => {
    let state = start('carillon');
    const ls = freeTiles(state).filter((tile) => state.tiles[tile] === 'L');
    expect(ls).toHaveLength(2);
    state = play(state, { type: 'place', tile: ls[1] as number, slot: 4 }, { type: 'place', tile: ls[0] as number, slot: 5 });
    state = typed(state, 'CARION');
    expect(state.result?.correct).toBe(true);
  });
});

describe('letters in the row', () => {
  it('places a tile, swaps one into a filled slot, moves and removes letters', () => {
    let state = start('chaton');
    const [a, b] = freeTiles(state);
    state = play(state, { type: 'place', tile: a as number, slot: 2 });
    expect(refusal(state, { type: 'place', tile: a as number, slot: 3 })).toBe('Cette lettre est déjà placée.');
    // Swapping into a filled slot sends its letter back to the pool.
    state = play(state, { type: 'place', tile: b as number, slot: 2 });
    expect(state.slots[2]).toBe(b);
    expect(freeTiles(state)).toContain(a);
    state = play(state, { type: 'move', from: 2, to: 0 });
    expect(state.slots.slice(0, 3)).toEqual([b, null, null]);
    state = play(state, { type: 'place', tile: a as number, slot: 1 }, { type: 'move', from: 0, to: 1 });
    expect(state.slots.slice(0, 2)).toEqual([a, b]);
    expect(refusal(state, { type: 'move', from: 3, to: 1 })).toBe('Cette case est vide.');
    state = play(state, { type: 'remove', slot: 0 });
    expect(state.slots[0]).toBeNull();
    expect(refusal(state, { type: 'remove', slot: 0 })).toBe('Cette case est vide.');
    expect(refusal(state, { type: 'place', tile: 0, slot: 6 })).toBe('Cette case n’existe pas.');
    expect(refusal(state, { type: 'place', tile: 9, slot: 0 })).toBe('Cette lettre n’existe pas.');
  });

  it('clears only when a letter is placed, and shuffles only when none is', () => {
    const fresh = start('chaton');
    expect(refusal(fresh, { type: 'clear' })).toBe('Aucune lettre à retirer.');
    const order = [5, 4, 3, 2, 1, 0];
    const shuffled = play(fresh, { type: 'shuffle', order });
    expect(shuffled.tiles).toEqual(order.map((i) => fresh.tiles[i]));
    expect(refusal(fresh, { type: 'shuffle', order: [0, 0, 1, 2, 3, 4] })).toBe('Ordre de lettres invalide.');
    expect(refusal(fresh, { type: 'shuffle', order: [0, 1, 2] })).toBe('Ordre de lettres invalide.');
    const placed = play(fresh, { type: 'place', tile: 0, slot: 0 });
    expect(refusal(placed, { type: 'shuffle', order })).toBe('Retirez vos lettres avant de mélanger.');
    expect(rowLetters(play(placed, { type: 'clear' }))).toEqual(['', '', '', '', '', '']);
  });

  it('never starts with the letters already in an answer’s order, and starts alike everywhere', () => {
    for (const word of ['rue', 'nacre', 'carillon', 'élève']) {
      const state = start(word, word === 'nacre' ? ['ancre', 'caner', 'crâne', 'écran', 'rance'] : []);
      expect(state.words[0]?.answers).not.toContain(state.tiles.join(''));
      expect(start(word).tiles).toEqual(start(word).tiles);
    }
    expect(firstTiles('a', 0, targetOf({ word: 'aa', hint: 'x', alternatives: [] }))).toEqual(['A', 'A']);
  });
});

describe('the joker', () => {
  it('reveals the day’s letter in an empty slot for 10 s, and the letter stays through clear and mistakes', () => {
    let state = start('chaton');
    expect(anagrammo.penalty({ type: 'joker', slot: 1 }, state)).toBe(ANAGRAM_JOKER_PENALTY);
    state = play(state, { type: 'joker', slot: 1 });
    expect(rowLetters(state)[1]).toBe('H');
    expect(state.jokers).toBe(1);
    expect(state.revealed).toEqual([1]);
    expect(refusal(state, { type: 'joker', slot: 1 })).toBe('Cette lettre a été révélée : elle reste en place.');
    expect(refusal(state, { type: 'remove', slot: 1 })).toBe('Cette lettre a été révélée : elle reste en place.');
    expect(refusal(state, { type: 'clear' })).toBe('Aucune lettre à retirer.');
    // Shuffling is still possible: the revealed letter is not the player's, and it stays in its slot.
    state = play(state, { type: 'shuffle', order: [5, 4, 3, 2, 1, 0] });
    expect(rowLetters(state)[1]).toBe('H');
    state = typed(state, 'CTANO');
    expect(state.mistakes).toBe(1);
    state = play(state, { type: 'continue' });
    expect(rowLetters(state)).toEqual(['', 'H', '', '', '', '']);
  });

  it('refuses a filled slot and costs nothing when refused', () => {
    const state = play(start('chaton'), { type: 'place', tile: 0, slot: 0 });
    expect(refusal(state, { type: 'joker', slot: 0 })).toBe('Le joker révèle une case vide.');
    expect(anagrammo.penalty({ type: 'joker', slot: 0 }, state)).toBe(0);
  });

  it('takes the letter from a slot where it is misplaced when the pool has none left', () => {
    let state = start('chaton');
    state = play(state, ...typing(state, 'A').map((m) => ({ ...m, slot: 0 })));
    state = play(state, { type: 'joker', slot: 2 });
    expect(rowLetters(state)).toEqual(['', '', 'A', '', '', '']);
    expect(state.revealed).toEqual([2]);
  });

  it('checks the row when it fills the last empty slot', () => {
    let state = typed(start('chaton'), 'CHATO');
    expect(emptySlots(state)).toEqual([5]);
    state = play(state, { type: 'joker', slot: 5 });
    expect(state.result).toEqual({ correct: true, letters: 'CHATON' });
    expect(anagrammo.status(state)).toBe('won');
  });
});

describe('Melimelo’s five words', () => {
  const words = ['rue', 'lune', 'astre', 'soleil', 'horizon'];
  const melimeloDay = { ...day, words: words.map((word) => ({ word, hint: 'Un indice', alternatives: word === 'lune' ? ['nulé'] : [] })) };

  it('goes to the next word on continue after a found one, and wins on the last', () => {
    let state = melimelo.init(melimeloDay);
    state = play(state, ...typing(state, 'RUE'));
    expect(state.result?.correct).toBe(true);
    expect(state.found).toEqual(['rue']);
    expect(melimelo.status(state)).toBe('playing');
    expect(refusal(state, { type: 'joker', slot: 0 })).toBe('Patientez : le mot vient d’être vérifié.');
    state = play(state, { type: 'continue' });
    expect(state.index).toBe(1);
    expect(state.tiles.slice().sort()).toEqual(['E', 'L', 'N', 'U']);
    expect(rowLetters(state)).toEqual(['', '', '', '']);
    state = typed(state, 'NULE');
    expect(state.found).toEqual(['rue', 'nulé']);
    for (const word of ['ASTRE', 'SOLEIL', 'HORIZON']) state = typed(play(state, { type: 'continue' }), word);
    expect(melimelo.status(state)).toBe('won');
    expect(melimelo.scoreData?.(state)).toEqual({ words: ['rue', 'nulé', 'astre', 'soleil', 'horizon'] });
  });

  it('counts mistakes over the whole game', () => {
    let state = melimelo.init(melimeloDay);
    state = play(typed(state, 'URE'), { type: 'continue' });
    state = play(typed(state, 'RUE'), { type: 'continue' });
    state = typed(state, 'ELUN');
    expect(state.mistakes).toBe(2);
    expect(melimelo.counters(state)).toEqual({ mistakes: 2, jokers: 0 });
    // Each word keeps its own wrong checks, for the share summary's squares.
    expect(state.misses).toEqual([1, 1, 0, 0, 0]);
    expect(melimelo.shareSummary(state)).toBe('🟨⬛⬛⬛⬛\n❌ 2 erreurs');
  });

  it('resolves from any state with moves the rules accept', () => {
    let state = melimelo.init(melimeloDay);
    state = play(state, { type: 'joker', slot: 2 }, ...typing(state, 'U').map((m) => ({ ...m, slot: 0 })));
    const moves = anagramResolveMoves(state);
    expect(moves[0]).toEqual({ type: 'clear' });
    expect(melimelo.status(play(state, ...moves))).toBe('won');
  });
});

describe('moves from outside', () => {
  it.each([
    [{ type: 'place', tile: 1, slot: 2 }, true],
    [{ type: 'shuffle', order: [1, 0] }, true],
    [{ type: 'continue' }, true],
    [{ type: 'place', tile: -1, slot: 2 }, false],
    [{ type: 'place', tile: 1.5, slot: 2 }, false],
    [{ type: 'place', tile: 1, slot: 2, letter: 'A' }, false],
    [{ type: 'joker' }, false],
    [{ type: 'shuffle', order: 'abc' }, false],
    [{ type: 'triche' }, false],
    [null, false],
    [[1, 2], false],
  ])('%j is %s', (raw, accepted) => {
    expect(readAnagramMove(raw).ok).toBe(accepted);
    if (!accepted) expect(isInvalid(anagrammo.apply(start('chaton'), raw as AnagramMove))).toBe(true);
  });
});
