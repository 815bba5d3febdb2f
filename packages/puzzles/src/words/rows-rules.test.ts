import { describe, expect, it } from 'vitest';
import { ANSWER_FLOOR_SECONDS, logFloorSeconds } from '../core/floors.ts';
import { type GameModule, isInvalid } from '../core/game-module.ts';
import { motamo, MOTAMO_RULES } from '../motamo/index.ts';
import { prefixo, PREFIXO_RULES } from '../prefixo/index.ts';
import { synonymo, SYNONYMO_RULES } from '../synonymo/index.ts';
import { readRowsMove } from './rows-codec.ts';
import { rowsWin } from './rows-plays.ts';
import { type RowRules, type RowsMove, type RowsState, rowsResolveMoves } from './rows-rules.ts';

const day = { id: '2026-11-21', date_to_play: '2026-11-21' as const };
const motamoDay = (words: string[]) => ({
  ...day,
  words: words.map((word, i) => ({ word, definition: `Définition ${i + 1}`, difficulty: 2, category: `thème ${i + 1}` })),
});
const prefixoDay = (prefix: string, words: string[]) => ({
  ...day,
  prefix,
  words: words.map((word, index) => ({ id: index + 1, index, word, definition: `Sens ${index + 1}` })),
});
const synonymoDay = (reference: string, words: string[]) => ({ ...day, reference, words: words.map((word, i) => ({ id: i + 1, word })) });

const CHAIN = ['tuba', 'avion', 'nappe', 'élève', 'épée'];
const startMotamo = (words = CHAIN) => motamo.init(motamoDay(words));
const startPrefixo = () => prefixo.init(prefixoDay('DR', ['drôle', 'dresser', 'dramatique', 'druide', 'droit']));
const startSynonymo = () => synonymo.init(synonymoDay('initial', ['premier', 'originel', 'original']));

// The three modules hold different states.
type AnyRowsModule = GameModule<any, any, any, RowsMove>;

function play<S extends RowsState>(module: AnyRowsModule, state: S, ...moves: RowsMove[]): S {
  return moves.reduce<S>((current, move) => {
    const next = module.apply(current, move);
    if (isInvalid(next)) throw new Error(`${JSON.stringify(move)} refused: ${next.reason}`);
    return next as S;
  }, state);
}

const refusal = (module: AnyRowsModule, state: RowsState, move: RowsMove) => {
  const next = module.apply(state, move);
  return isInvalid(next) ? next.reason : null;
};

/** Letters typed into the active row's empty open slots, left to right. */
function typing(state: RowsState, letters: string): RowsMove[] {
  const row = state.rows[state.active]!;
  const empty = row.letters.flatMap((letter, slot) => (letter === null && row.locks[slot] === null ? [slot] : []));
  return empty.slice(0, letters.length).map((slot, i) => ({ type: 'letter', slot, letter: letters[i] as string }));
}

const typed = <S extends RowsState>(module: AnyRowsModule, state: S, letters: string) => play(module, state, ...typing(state, letters));
/** Picks a row, then types in it. */
const typedIn = <S extends RowsState>(module: AnyRowsModule, state: S, row: number, letters: string) =>
  typed(module, row === state.active ? state : play(module, state, { type: 'select', row }), letters);
const shown = (state: RowsState, row: number) => state.rows[row]!.letters.map((l) => l ?? '.').join('');
const locks = (state: RowsState, row: number) => state.rows[row]!.locks.map((l) => (l === null ? '.' : l[0])).join('');

describe('Motamo: five chained words, one after another', () => {
  it('gives each word its first letter, locked, and opens only the current word', () => {
    const state = startMotamo();
    expect(state.rows.map((_, i) => shown(state, i))).toEqual(['T...', 'A....', 'N....', 'E....', 'E...']);
    expect(locks(state, 0)).toBe('g...');
    expect(refusal(motamo, state, { type: 'letter', slot: 0, letter: 'X' })).toBe('Cette lettre est bloquée.');
    expect(refusal(motamo, state, { type: 'select', row: 1 })).toBe('Les mots se suivent : celui-ci n’est pas encore ouvert.');
    expect(state.clues[0]).toEqual({ definition: 'Définition 1', category: 'thème 1' });
  });

  it('checks the word when its last letter is typed; a found word opens the next, which starts with its last letter', () => {
    const state = typed(motamo, startMotamo(), 'UBA');
    expect(state.result).toEqual({ row: 0, correct: true, letters: 'TUBA' });
    expect(state.found).toEqual([0]);
    expect(locks(state, 0)).toBe('gfff');
    // Letters wait for the 0.8 s of the success animation, then `continue`.
    expect(refusal(motamo, state, { type: 'letter', slot: 1, letter: 'V' })).toBe('Patientez : le mot vient d’être vérifié.');
    const next = play(motamo, state, { type: 'continue' });
    expect(next.result).toBeNull();
    expect(next.active).toBe(1);
    expect(shown(next, 1)[0]).toBe(next.rows[0]!.answer.at(-1));
    expect(refusal(motamo, next, { type: 'letter', slot: 1, letter: 'V' })).toBeNull();
  });

  it('a wrong word counts a mistake, locks its letters in the right place, and goes back to the locked letters on continue', () => {
    const state = typed(motamo, startMotamo(), 'ORA');
    expect(state.result).toEqual({ row: 0, correct: false, letters: 'TORA' });
    expect(state.mistakes).toBe(1);
    expect(shown(state, 0)).toBe('TORA');
    expect(locks(state, 0)).toBe('g..f');
    const back = play(motamo, state, { type: 'continue' });
    expect(shown(back, 0)).toBe('T..A');
    expect(back.result).toBeNull();
    expect(back.active).toBe(0);
    // The locked letters are skipped: the next letters fill what is left, and the word is found.
    const found = typed(motamo, back, 'UB');
    expect(found.result?.correct).toBe(true);
    expect(found.mistakes).toBe(1);
  });

  it.each([
    ['the first letter again as the second is refused', 1, 'T', 'La deuxième lettre ne peut pas répéter la première.'],
    ['the first letter elsewhere is a letter like any other', 2, 'T', null],
    ['another second letter is accepted', 1, 'O', null],
  ])('%s', (_, slot, letter, reason) => {
    expect(refusal(motamo, startMotamo(), { type: 'letter', slot, letter })).toBe(reason);
  });

  it('compares without accents: ÉLÈVE is typed ELEVE', () => {
    let state = startMotamo();
    for (let row = 0; row < 3; row++) state = play(motamo, typed(motamo, state, state.rows[row]!.answer.slice(1)), { type: 'continue' });
    expect(shown(state, 3)).toBe('E....');
    state = typed(motamo, state, 'LEVE');
    expect(state.result?.correct).toBe(true);
    expect(motamo.scoreData?.(state)).toEqual({ words: ['tuba', 'avion', 'nappe', 'élève'] });
  });

  it('is won on the fifth word: the result stays, every move is refused, and the score data lists the five words', () => {
    const state = play(motamo, startMotamo(), ...rowsResolveMoves(MOTAMO_RULES, startMotamo()));
    expect(motamo.status(state)).toBe('won');
    expect(state.result).toEqual({ row: 4, correct: true, letters: 'EPEE' });
    expect(refusal(motamo, state, { type: 'continue' })).toBe('La partie est terminée.');
    expect(motamo.scoreData?.(state)).toEqual({ words: CHAIN });
    expect(motamo.counters(state)).toEqual({ mistakes: 0, jokers: 0 });
  });

  it('has no Enter: a row is never full unchecked, so « check » finds nothing to validate', () => {
    expect(refusal(motamo, typed(motamo, startMotamo(), 'UB'), { type: 'check' })).toBe('Complétez le mot avant de le valider.');
  });
});

describe('the joker', () => {
  it.each<[string, AnyRowsModule, () => RowsState, number]>([
    ['Motamo: +10 s', motamo, startMotamo, 10],
    ['Prefixo: +30 s', prefixo, startPrefixo, 30],
    ['Synonymo: +10 s', synonymo, startSynonymo, 10],
  ])('%s, reveals the letter of an unlocked slot of the active word and locks it', (_, module, start, penalty) => {
    const state = start();
    const joker: RowsMove = { type: 'joker', slot: 2 };
    expect(module.penalty(joker, state)).toBe(penalty);
    const after = play(module, state, joker);
    expect(after.rows[0]!.letters[2]).toBe(state.rows[0]!.answer[2]);
    expect(after.rows[0]!.locks[2]).toBe('revealed');
    expect(after.jokers).toBe(1);
    // A locked slot (given or revealed) cannot be revealed, and a refused joker costs nothing.
    expect(refusal(module, after, joker)).toBe('Cette lettre est bloquée.');
    expect(module.penalty({ type: 'joker', slot: 0 }, after)).toBe(0);
  });

  it('replaces a typed letter in its slot, keeps the others, and is refused while a result shows', () => {
    const state = play(motamo, typed(motamo, startMotamo(['avion', 'nappe', 'emploi', 'image', 'été']), 'XY'), { type: 'joker', slot: 2 });
    expect(shown(state, 0)).toBe('AXI..');
    const wrong = typed(motamo, state, 'ZZ');
    expect(wrong.result?.correct).toBe(false);
    expect(refusal(motamo, wrong, { type: 'joker', slot: 1 })).toBe('Patientez : le mot vient d’être vérifié.');
    // The revealed letter stays when the wrong row empties.
    expect(shown(play(motamo, wrong, { type: 'continue' }), 0)).toBe('A.I..');
  });

  it('that fills Motamo’s row checks it, and one that reveals the last unknown letter finds the word anywhere', () => {
    const full = play(motamo, typed(motamo, startMotamo(), 'XB'), { type: 'joker', slot: 3 });
    expect(full.result).toEqual({ row: 0, correct: false, letters: 'TXBA' });
    const prefix = play(prefixo, startPrefixo(), { type: 'select', row: 4 }, { type: 'joker', slot: 2 }, { type: 'joker', slot: 3 });
    expect(prefix.result).toBeNull();
    const found = play(prefixo, prefix, { type: 'joker', slot: 4 });
    expect(found.result).toEqual({ row: 4, correct: true, letters: 'DROIT' });
    expect(found.found).toEqual([4]);
    expect(found.mistakes).toBe(0);
  });
});

describe('Prefixo: five words of one prefix, in any order, checked on Enter', () => {
  it('gives the prefix in every row, locked', () => {
    const state = startPrefixo();
    expect(state.rows.map((_, i) => locks(state, i).slice(0, 3))).toEqual(Array(5).fill('gg.'));
    expect(shown(state, 2)).toBe('DR........');
    expect(state.definitions[3]).toBe('Sens 4');
    expect(state.prefix).toBe('DR');
  });

  it('checks a full row only on Enter, and refuses Enter while a slot is empty', () => {
    const partial = typedIn(prefixo, startPrefixo(), 3, 'UID');
    expect(refusal(prefixo, partial, { type: 'check' })).toBe('Complétez le mot avant de le valider.');
    const full = typed(prefixo, partial, 'E');
    expect(full.result).toBeNull();
    const checked = play(prefixo, full, { type: 'check' });
    expect(checked.result).toEqual({ row: 3, correct: true, letters: 'DRUIDE' });
  });

  it('takes the words in any order, marks each found one, and finishes when all five are found', () => {
    let state = startPrefixo();
    const order = [3, 0, 4, 1, 2];
    for (const [n, row] of order.entries()) {
      state = play(prefixo, typedIn(prefixo, state, row, state.rows[row]!.answer.slice(2)), { type: 'check' });
      expect(prefixo.status(state)).toBe(n === 4 ? 'won' : 'playing');
      if (n === 4) break;
      state = play(prefixo, state, { type: 'continue' });
      // A found word is marked and cannot be picked again; the next word not found becomes active.
      expect(refusal(prefixo, state, { type: 'select', row })).toBe('Ce mot est déjà trouvé.');
      expect(state.found).not.toContain(state.active);
    }
    expect(state.found).toEqual(order);
    expect(prefixo.scoreData?.(state)).toEqual({ words: ['druide', 'drôle', 'droit', 'dresser', 'dramatique'] });
  });

  it('keeps each word’s letters while another is picked; a wrong word locks its right letters, and only its row empties', () => {
    let state = typedIn(prefixo, startPrefixo(), 1, 'APE');
    state = typedIn(prefixo, state, 4, 'OXE');
    expect(refusal(prefixo, play(prefixo, state, { type: 'erase', slot: 4 }), { type: 'check' })).toBe('Complétez le mot avant de le valider.');
    state = play(prefixo, state, { type: 'letter', slot: 4, letter: 'T' }, { type: 'check' });
    expect(state.result).toEqual({ row: 4, correct: false, letters: 'DROXT' });
    expect(locks(state, 4)).toBe('ggf.f');
    expect(state.mistakes).toBe(1);
    expect(refusal(prefixo, state, { type: 'select', row: 1 })).toBe('Patientez : le mot vient d’être vérifié.');
    state = play(prefixo, state, { type: 'continue' });
    expect(shown(state, 4)).toBe('DRO.T');
    expect(shown(state, 1)).toBe('DRAPE..');
    expect(state.active).toBe(4);
    // The wrong check is counted on its word, for the share summary's squares.
    expect(state.rows.map((row) => row.misses)).toEqual([0, 0, 0, 0, 1]);
  });
});

describe('Synonymo: three synonyms of the reference word', () => {
  it('shows the reference, gives each first letter, and takes the rows in any order on Enter', () => {
    let state = startSynonymo();
    expect(state.reference).toBe('initial');
    expect(state.rows.map((_, i) => shown(state, i))).toEqual(['P......', 'O.......', 'O.......']);
    state = play(synonymo, typedIn(synonymo, state, 2, 'RIGINAL'), { type: 'check' }, { type: 'continue' });
    state = play(synonymo, typedIn(synonymo, state, 1, 'RIGINEL'), { type: 'check' }, { type: 'continue' });
    state = play(synonymo, typedIn(synonymo, state, 0, 'REMIER'), { type: 'check' });
    expect(synonymo.status(state)).toBe('won');
    expect(synonymo.scoreData?.(state)).toEqual({ word: 'initial', words: ['original', 'originel', 'premier'] });
  });

  it('each row checks against its own word only: another synonym of the same shape is a mistake', () => {
    const state = play(synonymo, typedIn(synonymo, startSynonymo(), 1, 'RIGINAL'), { type: 'check' });
    expect(state.result?.correct).toBe(false);
    expect(locks(state, 1)).toBe('gfffff.f');
  });

  it('Résoudre fills the rest from wherever the player is: a wrong row, typed letters, found words', () => {
    let state = play(synonymo, typed(synonymo, startSynonymo(), 'REMIER'), { type: 'check' }, { type: 'continue' });
    state = typedIn(synonymo, state, 2, 'RIGIN');
    state = play(synonymo, typedIn(synonymo, state, 1, 'XXXXXXX'), { type: 'check' });
    const solved = play(synonymo, state, ...rowsResolveMoves(SYNONYMO_RULES, state));
    expect(synonymo.status(solved)).toBe('won');
    expect(solved.mistakes).toBe(1);
  });
});

describe('moves', () => {
  it.each<[string, AnyRowsModule, () => RowsState, RowsMove, string]>([
    ['an erase of an empty slot', prefixo, startPrefixo, { type: 'erase', slot: 3 }, 'Cette case est vide.'],
    ['an erase of a given letter', prefixo, startPrefixo, { type: 'erase', slot: 0 }, 'Cette lettre est bloquée.'],
    ['a slot past the word', synonymo, startSynonymo, { type: 'letter', slot: 7, letter: 'A' }, 'Cette case n’existe pas.'],
    ['a row past the day', synonymo, startSynonymo, { type: 'select', row: 3 }, 'Ce mot n’existe pas.'],
    ['the row already picked', synonymo, startSynonymo, { type: 'select', row: 0 }, 'Ce mot est déjà choisi.'],
    ['a continue with nothing to go on from', motamo, startMotamo, { type: 'continue' }, 'Aucun mot n’attend la suite.'],
  ])('refuses %s', (_, module, start, move, reason) => {
    expect(refusal(module, start(), move)).toBe(reason);
  });

  it.each([
    ['a lower-case letter', { type: 'letter', slot: 1, letter: 'a' }],
    ['an accented letter', { type: 'letter', slot: 1, letter: 'É' }],
    ['two letters', { type: 'letter', slot: 1, letter: 'AB' }],
    ['a negative slot', { type: 'erase', slot: -1 }],
    ['a row far away', { type: 'select', row: 99 }],
    ['an extra field', { type: 'continue', at: 3 }],
    ['an unknown move', { type: 'shuffle', order: [] }],
    ['no object', 'letter'],
  ])('reads %s as malformed', (_, raw) => {
    expect(readRowsMove(raw).ok).toBe(false);
    expect(isInvalid(motamo.apply(startMotamo(), raw as RowsMove))).toBe(true);
  });

  it('costs a typed answer’s second per check, nothing per key or to pick a word, and the result’s delay for continue (Motamo 0.6 s, the others 0.8 s)', () => {
    const floorOf = (module: AnyRowsModule, state: RowsState, move: RowsMove) => module.moveFloorSeconds(move, state, play(module, state, move));
    const synonymoStart = startSynonymo();
    expect(floorOf(synonymo, synonymoStart, typing(synonymoStart, 'R')[0]!)).toBe(0);
    expect(floorOf(synonymo, synonymoStart, { type: 'select', row: 2 })).toBe(0);
    const full = typed(synonymo, synonymoStart, 'REMIER');
    expect(floorOf(synonymo, full, { type: 'check' })).toBe(1);
    expect(floorOf(synonymo, play(synonymo, full, { type: 'check' }), { type: 'continue' })).toBe(0.8);
    // Motamo's last letter checks the row: that key is the answer.
    const almost = typed(motamo, startMotamo(), 'UB');
    expect(floorOf(motamo, almost, { type: 'letter', slot: 3, letter: 'A' })).toBe(1);
    expect(floorOf(motamo, play(motamo, almost, { type: 'letter', slot: 3, letter: 'Z' }), { type: 'continue' })).toBe(0.6);
  });

  it('refuses no fast typist for corrections: a Synonymo won in 7 s with a wrong word and retyped letters is above its floor', () => {
    // Three words, one wrong check, a dozen letters typed again: the floor counts the four checks and the
    // delays after results, not the keys (the old 0.2 s a key asked 8 s of this play).
    let state = startSynonymo();
    const moves: RowsMove[] = [];
    const step = (...next: RowsMove[]) => {
      moves.push(...next);
      state = play(synonymo, state, ...next);
    };
    step(...typing(state, 'REMIRE'), { type: 'check' }, { type: 'continue' });
    for (const [row, word] of [
      [0, 'PREMIER'],
      [1, 'ORIGINEL'],
      [2, 'ORIGINAL'],
    ] as const) {
      if (state.active !== row) step({ type: 'select', row });
      for (let slot = 0; slot < word.length; slot++) if (state.rows[row]!.locks[slot] === null) step({ type: 'letter', slot, letter: word[slot]! });
      step({ type: 'check' });
      if (row < 2) step({ type: 'continue' });
    }
    expect(synonymo.status(state)).toBe('won');
    expect(moves.length).toBeGreaterThan(25);
    const floor = logFloorSeconds(synonymo, synonymoDay('initial', ['premier', 'originel', 'original']), moves);
    // Four checks and three result delays, whatever the number of letters typed on the way.
    expect(floor).toBeCloseTo(4 * ANSWER_FLOOR_SECONDS + 3 * SYNONYMO_RULES.continueFloor);
    expect(Math.floor(floor)).toBeLessThanOrEqual(7);
  });

  it.each<[string, AnyRowsModule, RowsState, RowRules]>([
    ['motamo', motamo, startMotamo(), MOTAMO_RULES],
    ['prefixo', prefixo, startPrefixo(), PREFIXO_RULES],
    ['synonymo', synonymo, startSynonymo(), SYNONYMO_RULES],
  ])('%s: the test plays win with one mistake and one joker, and the game cannot be lost', (_, module, start, rules) => {
    const state = play(module, start, ...rowsWin(rules, start));
    expect(module.status(state)).toBe('won');
    expect(module.counters(state)).toEqual({ mistakes: 1, jokers: 1 });
    // Mistakes never end these games: thirty wrong words later, the word can still be found.
    let stubborn = start;
    const enter: RowsMove[] = rules.checkWhenFull ? [] : [{ type: 'check' }];
    for (let i = 0; i < 30; i++) stubborn = play(module, typed(module, stubborn, 'Z'.repeat(12)), ...enter, { type: 'continue' });
    expect(module.status(stubborn)).toBe('playing');
    expect(stubborn.mistakes).toBe(30);
    expect(module.status(play(module, stubborn, ...rowsResolveMoves(rules, stubborn)))).toBe('won');
  });
});
