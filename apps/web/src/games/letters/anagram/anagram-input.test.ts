import { anagrammo, type AnagramState } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { readPlace } from '../use-letter-drag.ts';
import { dropLetter, placeLetter, shuffledOrder } from './anagram-input.ts';

const state = (): AnagramState => anagrammo.init({ id: 'x', date_to_play: '2026-11-21', word: 'carillon', hint: 'Cloches', alternatives: [] });

describe('aiming gestures at the anagram rules', () => {
  it('turns drops into moves: pool to slot places, slot to slot swaps, slot to pool removes', () => {
    expect(dropLetter({ kind: 'pool', index: 3 }, { kind: 'slot', index: 1 })).toEqual({ type: 'place', tile: 3, slot: 1 });
    expect(dropLetter({ kind: 'slot', index: 0 }, { kind: 'slot', index: 4 })).toEqual({ type: 'move', from: 0, to: 4 });
    expect(dropLetter({ kind: 'slot', index: 2 }, { kind: 'pool', index: null })).toEqual({ type: 'remove', slot: 2 });
    expect(dropLetter({ kind: 'slot', index: 2 }, { kind: 'slot', index: 2 })).toBeNull();
    expect(dropLetter({ kind: 'pool', index: 1 }, { kind: 'pool', index: null })).toBeNull();
  });

  it('reads the places the elements carry', () => {
    expect(readPlace('pool:12')).toEqual({ kind: 'pool', index: 12 });
    expect(readPlace('slot:0')).toEqual({ kind: 'slot', index: 0 });
    expect(readPlace('pool')).toEqual({ kind: 'pool', index: null });
    expect(readPlace('slot:-1')).toBeNull();
    expect(readPlace(undefined)).toBeNull();
  });

  it('types a doubled letter from each of its tiles in turn', () => {
    let current = state();
    const first = placeLetter(current, 'L', null);
    current = anagrammo.apply(current, first!.move) as AnagramState;
    const second = placeLetter(current, 'L', first!.cursor);
    expect(second?.move).toMatchObject({ type: 'place', slot: 1 });
    expect((second?.move as { tile: number } | undefined)?.tile).not.toBe((first?.move as { tile: number } | undefined)?.tile);
    current = anagrammo.apply(current, second!.move) as AnagramState;
    expect(placeLetter(current, 'L', null)).toBeNull();
  });

  it('shuffles into another order', () => {
    const values = [0.1, 0.9, 0.5, 0.3, 0.7];
    let i = 0;
    const order = shuffledOrder(5, () => values[i++ % values.length] as number);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(order).not.toEqual([0, 1, 2, 3, 4]);
    expect(shuffledOrder(1, Math.random)).toEqual([0]);
  });
});
