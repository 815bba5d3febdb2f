/**
 * What the anagram board sends for each gesture: pure functions from the module's state and the board's
 * cursor to one module move (or nothing). The rules decide; these only aim.
 */
import { type AnagramMove, type AnagramState, freeTiles } from '@jdj/puzzles';
import { nextEmptySlot, type SlotCell, slotForLetter, slotToErase } from '../slots.ts';
import type { LetterPlace } from '../use-letter-drag.ts';

/** The row as the kit shows it: revealed letters are locked. */
export function anagramCells(state: AnagramState): SlotCell[] {
  return state.slots.map((tile, slot) => {
    const letter = tile === null ? null : (state.tiles[tile] as string);
    return state.revealed.includes(slot) ? { letter, locked: true, lockedAs: 'revealed' } : { letter };
  });
}

/** A move and where the cursor goes once it is played. */
export interface Aimed {
  move: AnagramMove;
  cursor: number | null;
}

/** A pool tile (tapped, or the first free tile of a typed letter) into the cursor's slot. */
export function placeTile(state: AnagramState, tile: number, cursor: number | null): Aimed | null {
  const cells = anagramCells(state);
  const slot = slotForLetter(cells, cursor);
  if (slot === null || !freeTiles(state).includes(tile)) return null;
  const after = cells.map((cell, i) => (i === slot ? { ...cell, letter: state.tiles[tile] as string } : cell));
  return { move: { type: 'place', tile, slot }, cursor: nextEmptySlot(after, slot + 1) };
}

/** A letter typed on a keyboard: the first free tile of that letter, in pool order. */
export function placeLetter(state: AnagramState, letter: string, cursor: number | null): Aimed | null {
  const tile = freeTiles(state).find((t) => state.tiles[t] === letter);
  return tile === undefined ? null : placeTile(state, tile, cursor);
}

/** Backspace: the last placed letter before the cursor goes back; the cursor takes its slot. */
export function eraseLetter(state: AnagramState, cursor: number | null): Aimed | null {
  const slot = slotToErase(anagramCells(state), cursor);
  return slot === null ? null : { move: { type: 'remove', slot }, cursor: slot };
}

/** A tap on a slot: a placed letter goes back to the pool; either way the next letter goes there. */
export function tapSlot(state: AnagramState, slot: number): Aimed | { move: null; cursor: number } | null {
  const cell = anagramCells(state)[slot];
  if (!cell || cell.locked) return null;
  return cell.letter === null ? { move: null, cursor: slot } : { move: { type: 'remove', slot }, cursor: slot };
}

/** A drop: pool → slot places, slot → slot swaps, slot → pool removes. */
export function dropLetter(from: LetterPlace, to: LetterPlace): AnagramMove | null {
  if (from.kind === 'pool' && from.index !== null && to.kind === 'slot') return { type: 'place', tile: from.index, slot: to.index };
  if (from.kind === 'slot' && to.kind === 'slot') return from.index === to.index ? null : { type: 'move', from: from.index, to: to.index };
  if (from.kind === 'slot' && to.kind === 'pool') return { type: 'remove', slot: from.index };
  return null;
}

/** A new pool order (tile indices) that moves at least one letter when it can. */
export function shuffledOrder(length: number, random: () => number): number[] {
  const order = Array.from({ length }, (_, i) => i);
  for (let attempt = 0; attempt < 10; attempt++) {
    for (let i = length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    if (order.some((tile, i) => tile !== i)) break;
  }
  return order;
}
