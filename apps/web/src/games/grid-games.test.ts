import { type BineroState, createRng, isInvalid, type SudolitoState } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { testBinero, testSudolito } from '../test/grid-fixtures.ts';
import bineroGame from './binero/binero-game.tsx';
import type { AnyGameDefinition } from './game-definition.ts';
import sudolitoGame from './sudolito/sudolito-game.tsx';

/** Plays moves through the game's module, failing on a refused one. */
function play<S>(definition: AnyGameDefinition, state: S, moves: readonly unknown[]): S {
  return moves.reduce<S>((current, move) => {
    const next = definition.module.apply(current, move);
    if (isInvalid(next)) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
    return next as S;
  }, state);
}

/** « Résoudre » (debug) then wins, and a joker is a move the module takes for 30 s. */
function expectResolveAndJoker(definition: AnyGameDefinition, state: unknown) {
  const { instant, animated } = definition.resolve!(state, createRng('resolve'));
  expect(definition.module.status(play(definition, state, [...instant, ...animated]))).toBe('won');
  const joker = definition.joker!.move(state, () => 0.5);
  expect(definition.joker!.isJoker(joker)).toBe(true);
  expect(isInvalid(definition.module.apply(state, joker))).toBe(false);
  expect(definition.module.penalty(joker, state)).toBe(30);
}

describe('the shell’s Sudolito', () => {
  it('resolves a grid holding a wrong digit, and plays a joker the rules accept', () => {
    const puzzle = testSudolito();
    const row = puzzle.board.findIndex((line) => line.includes(0));
    const col = puzzle.board[row]!.indexOf(0);
    const wrong = (puzzle.solution[row]![col]! % 6) + 1;
    const state = play<SudolitoState>(sudolitoGame, sudolitoGame.module.init(puzzle), [{ type: 'place', row, col, value: wrong }]);
    expectResolveAndJoker(sudolitoGame, state);
  });
});

describe('the shell’s Binero', () => {
  it('resolves a grid holding a wrong value, and plays a joker the rules accept', () => {
    const puzzle = testBinero();
    const row = puzzle.board.findIndex((line) => line.includes(null));
    const col = puzzle.board[row]!.indexOf(null);
    // One click gives a 0, two a 1: the other value than the solution's.
    const clicks = puzzle.solution[row]![col] === 0 ? 2 : 1;
    const moves = Array.from({ length: clicks }, () => ({ type: 'cycle', row, col }));
    const state = play<BineroState>(bineroGame, bineroGame.module.init(puzzle), moves);
    expect(state.board[row]![col]).not.toBe(puzzle.solution[row]![col]);
    expectResolveAndJoker(bineroGame, state);
  });
});
