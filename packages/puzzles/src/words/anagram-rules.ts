/**
 * Rules shared by Anagrammo (one word) and Melimelo (five words in a row): rebuild each word from its
 * shuffled letters (document 2 §4, §5). Pure functions over plain data, so the browser's play and the
 * server's replay of a move log are the same computation.
 *
 * Timed states: a full row is checked at once and the result (validated / invalidated) is module state;
 * the 0.8 s animation is the browser's, which then sends `continue` (clear a wrong row, or show the next
 * word). So a replay needs no clock, and letters really are refused while a result shows.
 */
import { type Invalid, invalid } from '../core/game-module.ts';
import { createRng } from '../core/rng.ts';
import { toPlayableLetters } from '../core/text.ts';
import { withChanges } from '../core/state-copy.ts';
import type { AnagramWord } from './records.ts';

/** 5 mistakes end the game (document 2 §9; the rules text's "5 attempts" reading, docs/decisions.md). */
export const ANAGRAM_MAX_MISTAKES = 5;
/** Seconds a joker adds (Anagrammo 10 s; Melimelo's is not shown and follows it). */
export const ANAGRAM_JOKER_PENALTY = 10;

/** One word to rebuild, as the state carries it: every accepted answer, A–Z, with its spelling. */
export interface AnagramTarget {
  /** A–Z letters of each accepted answer; the day's word first. */
  answers: string[];
  /** The spelling of each answer, accents included (score data, end screen). */
  spellings: string[];
  hint: string;
}

export interface AnagramResult {
  correct: boolean;
  /** The letters the row held when it was checked. */
  letters: string;
}

export interface AnagramState {
  /** Seed of the letters' first order, so every copy of the game shuffles alike. */
  seed: string;
  words: AnagramTarget[];
  /** The word being rebuilt. */
  index: number;
  /** The current word's letters in pool order: tile i is tiles[i]. */
  tiles: string[];
  /** For each slot, the tile it holds, or null. */
  slots: (number | null)[];
  /** Slots a joker filled: their letters stay until the word is found. */
  revealed: number[];
  /** The last check, while its animation shows (until `continue`); kept when it ends the game. */
  result: AnagramResult | null;
  /** Spellings of the words found, in order. */
  found: string[];
  /** Wrong checks of each word (the share summary's colour of the word). */
  misses: number[];
  mistakes: number;
  jokers: number;
}

export type AnagramMove =
  /** A pool tile into a slot; a letter already there goes back to the pool. */
  | { type: 'place'; tile: number; slot: number }
  /** A placed letter to another slot, swapping with what is there. */
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; slot: number }
  | { type: 'clear' }
  /** A new pool order (tile indices), drawn by the browser so the replay is the same. */
  | { type: 'shuffle'; order: number[] }
  /** Reveals an empty slot, chosen by the browser. */
  | { type: 'joker'; slot: number }
  /** After a result: clears a wrong row, or starts the next word. */
  | { type: 'continue' };

/** Accepted answers of a record's word, deduplicated by their A–Z letters, the day's word first. */
export function targetOf(word: AnagramWord): AnagramTarget {
  const answers: string[] = [];
  const spellings: string[] = [];
  for (const spelling of [word.word, ...word.alternatives]) {
    const letters = toPlayableLetters(spelling);
    if (answers.includes(letters)) continue;
    answers.push(letters);
    spellings.push(spelling);
  }
  return { answers, spellings, hint: word.hint };
}

/** The first order of a word's letters: seeded, and never an answer when another order exists. */
export function firstTiles(seed: string, index: number, target: AnagramTarget): string[] {
  const letters = [...(target.answers[0] as string)];
  const rng = createRng(`${seed}:${index}`);
  let tiles = rng.shuffle(letters);
  for (let attempt = 0; attempt < 50 && target.answers.includes(tiles.join('')); attempt++) tiles = rng.shuffle(letters);
  return tiles;
}

/** The state at the start of word `index`: all its fields in one literal, as `copyAnagram`'s. */
function startWord(state: Omit<AnagramState, 'tiles' | 'slots' | 'revealed' | 'result'>, index: number): AnagramState {
  const target = state.words[index] as AnagramTarget;
  const tiles = firstTiles(state.seed, index, target);
  const { seed, words, found, misses, mistakes, jokers } = state;
  return { seed, words, index, tiles, slots: tiles.map(() => null), revealed: [], result: null, found, misses, mistakes, jokers };
}

/** Every field of a state, in one literal: the copy every move starts from (core/state-copy.ts). */
function copyAnagram(state: AnagramState): AnagramState {
  return {
    seed: state.seed,
    words: state.words,
    index: state.index,
    tiles: state.tiles,
    slots: state.slots,
    revealed: state.revealed,
    result: state.result,
    found: state.found,
    misses: state.misses,
    mistakes: state.mistakes,
    jokers: state.jokers,
  };
}

export function initAnagramState(seed: string, words: readonly AnagramWord[]): AnagramState {
  return startWord({ seed, words: words.map(targetOf), index: 0, found: [], misses: words.map(() => 0), mistakes: 0, jokers: 0 }, 0);
}

export function anagramStatus(state: AnagramState): 'playing' | 'won' | 'lost' {
  if (state.found.length === state.words.length) return 'won';
  return state.mistakes >= ANAGRAM_MAX_MISTAKES ? 'lost' : 'playing';
}

export const currentTarget = (state: AnagramState): AnagramTarget => state.words[state.index] as AnagramTarget;

/** Tiles not in any slot, in pool order. */
export function freeTiles(state: AnagramState): number[] {
  const used = new Set(state.slots);
  return state.tiles.map((_, tile) => tile).filter((tile) => !used.has(tile));
}

/** Slots a player may still fill, or reveal with a joker. */
export const emptySlots = (state: AnagramState): number[] =>
  state.slots.flatMap((tile, slot) => (tile === null && !state.revealed.includes(slot) ? [slot] : []));

/** Whether a letter the player placed (not a revealed one) is in the row. */
export const hasPlacedLetters = (state: AnagramState): boolean => state.slots.some((tile, slot) => tile !== null && !state.revealed.includes(slot));

/** The letters in the row, '' for an empty slot. */
export const rowLetters = (state: AnagramState): string[] => state.slots.map((tile) => (tile === null ? '' : (state.tiles[tile] as string)));

/** A full row is checked at once; a found word is added, a wrong one counts a mistake. */
function checkIfFull(state: AnagramState): AnagramState {
  if (state.slots.some((tile) => tile === null)) return state;
  const letters = rowLetters(state).join('');
  const target = currentTarget(state);
  const answer = target.answers.indexOf(letters);
  if (answer < 0) {
    const misses = state.misses.map((n, i) => (i === state.index ? n + 1 : n));
    return withChanges(copyAnagram, state, { result: { correct: false, letters }, misses, mistakes: state.mistakes + 1 });
  }
  return withChanges(copyAnagram, state, { result: { correct: true, letters }, found: [...state.found, target.spellings[answer] as string] });
}

const withSlots = (state: AnagramState, slots: (number | null)[]): AnagramState => checkIfFull(withChanges(copyAnagram, state, { slots }));

function slotError(state: AnagramState, slot: number): string | null {
  if (!Number.isInteger(slot) || slot < 0 || slot >= state.slots.length) return 'Cette case n’existe pas.';
  if (state.revealed.includes(slot)) return 'Cette lettre a été révélée : elle reste en place.';
  return null;
}

/** The letter a joker puts in `slot`: a free tile of that letter, else one misplaced in another slot. */
function revealInto(state: AnagramState, slot: number): (number | null)[] {
  const letter = (currentTarget(state).answers[0] as string)[slot];
  const slots = state.slots.slice();
  const free = freeTiles(state).find((tile) => state.tiles[tile] === letter);
  if (free !== undefined) {
    slots[slot] = free;
    return slots;
  }
  // Every tile of that letter is placed, and one of them is not where the word has it.
  const from = slots.findIndex(
    (tile, s) => tile !== null && state.tiles[tile] === letter && !state.revealed.includes(s) && (currentTarget(state).answers[0] as string)[s] !== letter,
  );
  slots[slot] = slots[from] as number;
  slots[from] = null;
  return slots;
}

function isPermutation(order: readonly number[], length: number): boolean {
  if (order.length !== length) return false;
  const seen = new Set(order);
  return seen.size === length && order.every((i) => Number.isInteger(i) && i >= 0 && i < length);
}

/** Applies a move already known to be well formed (see `readAnagramMove`). */
export function applyAnagramMove(state: AnagramState, move: AnagramMove): AnagramState | Invalid {
  if (anagramStatus(state) !== 'playing') return invalid('La partie est terminée.');
  if (move.type === 'continue') {
    if (state.result === null) return invalid('Aucun mot n’attend la suite.');
    if (state.result.correct) return startWord(state, state.index + 1);
    const slots = state.slots.map((tile, slot) => (state.revealed.includes(slot) ? tile : null));
    return withChanges(copyAnagram, state, { slots, result: null });
  }
  // While a result shows, letters are ignored (document 2 §4, letter-game states).
  if (state.result !== null) return invalid('Patientez : le mot vient d’être vérifié.');

  switch (move.type) {
    case 'place': {
      const error = slotError(state, move.slot);
      if (error) return invalid(error);
      if (!Number.isInteger(move.tile) || move.tile < 0 || move.tile >= state.tiles.length) return invalid('Cette lettre n’existe pas.');
      if (state.slots.includes(move.tile)) return invalid('Cette lettre est déjà placée.');
      const slots = state.slots.slice();
      slots[move.slot] = move.tile;
      return withSlots(state, slots);
    }
    case 'move': {
      const error = slotError(state, move.from) ?? slotError(state, move.to);
      if (error) return invalid(error);
      if (state.slots[move.from] === null) return invalid('Cette case est vide.');
      if (move.from === move.to) return invalid('La lettre est déjà dans cette case.');
      const slots = state.slots.slice();
      [slots[move.from], slots[move.to]] = [slots[move.to] as number | null, slots[move.from] as number | null];
      return withChanges(copyAnagram, state, { slots });
    }
    case 'remove': {
      const error = slotError(state, move.slot);
      if (error) return invalid(error);
      if (state.slots[move.slot] === null) return invalid('Cette case est vide.');
      const slots = state.slots.slice();
      slots[move.slot] = null;
      return withChanges(copyAnagram, state, { slots });
    }
    case 'clear': {
      if (!hasPlacedLetters(state)) return invalid('Aucune lettre à retirer.');
      return withChanges(copyAnagram, state, { slots: state.slots.map((tile, slot) => (state.revealed.includes(slot) ? tile : null)) });
    }
    case 'shuffle': {
      if (hasPlacedLetters(state)) return invalid('Retirez vos lettres avant de mélanger.');
      if (!isPermutation(move.order, state.tiles.length)) return invalid('Ordre de lettres invalide.');
      // Revealed letters follow their tile to its new place in the pool.
      const newIndex = new Map(move.order.map((tile, position) => [tile, position]));
      return withChanges(copyAnagram, state, {
        tiles: move.order.map((tile) => state.tiles[tile] as string),
        slots: state.slots.map((tile) => (tile === null ? null : (newIndex.get(tile) as number))),
      });
    }
    case 'joker': {
      const error = slotError(state, move.slot);
      if (error) return invalid(error);
      if (state.slots[move.slot] !== null) return invalid('Le joker révèle une case vide.');
      const revealed = [...state.revealed, move.slot].sort((a, b) => a - b);
      return withSlots(withChanges(copyAnagram, state, { revealed, jokers: state.jokers + 1 }), revealInto(state, move.slot));
    }
  }
}

/**
 * The debug « Résoudre »: every remaining word typed letter by letter from the current state (a wrong
 * row cleared first), each followed by `continue` except the last. Moves the rules accept, in order.
 */
export function anagramResolveMoves(state: AnagramState, options: { byJokers?: boolean } = {}): AnagramMove[] {
  const moves: AnagramMove[] = [];
  let current = state;
  const play = (move: AnagramMove) => {
    const next = applyAnagramMove(current, move);
    if ('invalid' in next) throw new Error(`resolve: ${next.reason}`);
    moves.push(move);
    current = next;
  };
  while (anagramStatus(current) === 'playing') {
    if (current.result !== null) {
      play({ type: 'continue' });
      continue;
    }
    if (hasPlacedLetters(current)) play({ type: 'clear' });
    const word = currentTarget(current).answers[0] as string;
    // With `byJokers` (tests of a win the jokers gave away), every empty slot but the last is revealed.
    if (options.byJokers) for (const slot of emptySlots(current).slice(0, -1)) play({ type: 'joker', slot });
    for (const slot of emptySlots(current)) {
      const tile = freeTiles(current).find((t) => current.tiles[t] === word[slot]) as number;
      play({ type: 'place', tile, slot });
    }
  }
  return moves;
}
