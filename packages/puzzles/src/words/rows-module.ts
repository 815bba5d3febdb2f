import type { StateCopy } from '../core/state-copy.ts';
import { ANSWER_FLOOR_SECONDS, WORD_GAME_MAX_MOVES } from '../core/floors.ts';
import { type Invalid, invalid, isInvalid, type PlayCounters, type Result } from '../core/game-module.ts';
import { shareOf } from '../core/placement.ts';
import { readRowsMove } from './rows-codec.ts';
import { rowsSummary } from './share.ts';
import { applyRowsMove, type RowRules, type RowsMove, type RowsState, rowsStatus } from './rows-rules.ts';

/** The members of the game module that Motamo, Prefixo and Synonymo share, for one game's rules. */
export interface RowsPlay<S extends RowsState> {
  parseMove(raw: unknown): Result<RowsMove>;
  apply(state: S, move: RowsMove): S | Invalid;
  applyParsed(state: S, move: RowsMove): S | Invalid;
  status(state: S): 'playing' | 'won';
  penalty(move: RowsMove, state: S): number;
  moveFloorSeconds(move: RowsMove, before: S, after: S): number;
  maxMoves: number;
  counters(state: S): PlayCounters;
  revealedShare(state: S): number;
  shareSummary(state: S): string;
}

/** Each joker reveals one letter of the letters the player had to find (all but the given ones). */
export function rowsRevealedShare(state: RowsState): number {
  let toFind = 0;
  for (const row of state.rows) for (const lock of row.locks) if (lock !== 'given') toFind += 1;
  return shareOf(state.jokers, toFind);
}

/** `copy` is the game's literal copy of its state, which every move starts from (core/state-copy.ts). */
export function rowsPlay<S extends RowsState>(rules: RowRules, copy: StateCopy<S>): RowsPlay<S> {
  const apply = (state: S, move: RowsMove): S | Invalid => {
    // The move may come from anywhere at run time: check its shape again rather than trust the type.
    const checked = readRowsMove(move);
    return checked.ok ? applyRowsMove(rules, state, checked.value, copy) : invalid(checked.error);
  };
  return {
    parseMove: readRowsMove,
    apply,
    applyParsed: (state, move) => applyRowsMove(rules, state, move, copy),
    status: rowsStatus,
    penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? rules.jokerPenalty : 0),
    // Per answer, not per key: the move that checks a row (Enter, or Motamo's last letter) costs a typed
    // answer's time and the keys before it nothing; a joker is a tap, picking a row costs no thought;
    // `continue` is sent by the browser after the result's delay, timer running.
    moveFloorSeconds(move, before, after) {
      if (before.result === null && after.result !== null) return ANSWER_FLOOR_SECONDS;
      if (move.type === 'continue') return rules.continueFloor;
      return move.type === 'joker' ? 0.2 : 0;
    },
    maxMoves: WORD_GAME_MAX_MOVES,
    counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
    revealedShare: rowsRevealedShare,
    shareSummary: rowsSummary,
  };
}
