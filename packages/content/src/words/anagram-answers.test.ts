import { type anagrammo, getGameModule, isInvalid, melimelo, toPlayableLetters, type AnagramMove, type AnagramState } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { otherAnagrams } from '../lexicon/dictionary.ts';
import { buildWordDay } from './build-record.ts';
import { committedWordContent } from './word-content.ts';

/**
 * Another real word made of the day's letters is a right answer (issue 10). The words players type that the
 * main list lacked — from the fuller dictionary of inflected forms or the hand-written supplement — are
 * recorded in the day's alternatives, and the game module (the browser's and the server's replay) takes them.
 */
const content = committedWordContent();

/** [the day's word, another word of the same letters a player will type]. */
const MELIMELO_PAIRS = [
  ['opéra', 'apéro'],
  ['code', 'déco'],
  ['kiwi', 'wiki'],
  ['tarder', 'trader'],
  ['laiton', 'latino'],
  ['cartable', 'traçable'],
  ['poser', 'perso'],
  ['créer', 'récré'],
  ['éclat', 'tacle'],
] as const;

const ANAGRAMMO_PAIRS = [
  ['étoffe', 'toffee'],
  ['carillon', 'corallin'],
  ['arpège', 'péager'],
  ['cantine', 'incante'],
  ['égoïste', 'goéties'],
  ['acquérir', 'criquera'],
  ['lamentable', 'emballante'],
  ['recueil', 'culière'],
  ['courage', 'carouge'],
  ['sorbet', 'rebots'],
  ['façade', 'défaça'],
  ['branche', 'bancher'],
  ['écriture', 'réciteur'],
  ['narguer', 'rangeur'],
  ['labeur', 'abluer'],
] as const;

/** Everyday words missing from both dictionaries, from the hand-written supplement. */
const SUPPLEMENT_PAIRS = [
  ['poids', 'dispo'],
  ['pâmer', 'aprem'],
] as const;

/** The planned day whose words include `word` (accents aside), for a game. */
function plannedDay(game: 'anagrammo' | 'melimelo', word: string): string {
  for (const [date, words] of content.schedules.get(game) ?? []) {
    if (words.some((w) => toPlayableLetters(w) === toPlayableLetters(word))) return date;
  }
  throw new Error(`${word} is not planned in ${game}`);
}

/** Types `letters` into the current word's empty slots, then returns the state. */
function type(module: Pick<typeof anagrammo, 'apply'>, state: AnagramState, letters: string): AnagramState {
  let current = state;
  [...letters].forEach((letter, slot) => {
    const tile = current.tiles.findIndex((l, t) => l === letter && !current.slots.includes(t));
    const next = module.apply(current, { type: 'place', tile, slot } satisfies AnagramMove);
    if (isInvalid(next)) throw new Error(next.reason);
    current = next;
  });
  return current;
}

describe('other words of the same letters', () => {
  it.each([...MELIMELO_PAIRS, ...ANAGRAMMO_PAIRS, ...SUPPLEMENT_PAIRS])('%s → %s is known to the dictionary', (word, other) => {
    expect(otherAnagrams(word)).toContain(other);
    expect(otherAnagrams(other)).toContain(word);
  });

  it.each(MELIMELO_PAIRS)('Melimelo: on the day of %s, %s is a right answer', (word, other) => {
    const date = plannedDay('melimelo', word);
    const built = buildWordDay('melimelo', date, content);
    if (!built.ok) throw new Error(built.problem);
    const puzzle = melimelo.parse(built.record.publicData);
    if (!puzzle.ok) throw new Error(puzzle.error);
    const position = puzzle.value.words.findIndex((w) => toPlayableLetters(w.word) === toPlayableLetters(word));
    expect(puzzle.value.words[position]?.alternatives).toContain(other);
    // Earlier words found, then the other word typed where the day's word was expected.
    let state = melimelo.init(puzzle.value);
    for (const w of puzzle.value.words.slice(0, position)) {
      state = type(melimelo, state, toPlayableLetters(w.word));
      state = melimelo.apply(state, { type: 'continue' }) as AnagramState;
    }
    state = type(melimelo, state, toPlayableLetters(other));
    expect(state.result?.correct).toBe(true);
    expect(state.found.at(-1)).toBe(other);
    expect(state.mistakes).toBe(0);
  });

  it.each(ANAGRAMMO_PAIRS)('Anagrammo: on the day of %s, %s wins', (word, other) => {
    const built = buildWordDay('anagrammo', plannedDay('anagrammo', word), content);
    if (!built.ok) throw new Error(built.problem);
    const module = getGameModule('anagrammo') as typeof anagrammo;
    const puzzle = module.parse(built.record.publicData);
    if (!puzzle.ok) throw new Error(puzzle.error);
    const state = type(module, module.init(puzzle.value), toPlayableLetters(other));
    expect(module.status(state)).toBe('won');
    expect(module.scoreData?.(state)).toEqual({ word: other });
  });

  it('leaves out names, elisions and compounds, which a record could not hold', () => {
    const all = [...MELIMELO_PAIRS, ...ANAGRAMMO_PAIRS].flatMap(([word]) => otherAnagrams(word));
    expect(all.filter((w) => !/^\p{Ll}+$/u.test(w))).toEqual([]);
  });
});
