import { type Invalid, invalid, isInvalid, type PlayCounters, type Result } from '../core/game-module.ts';
import { readRowsMove } from './rows-codec.ts';
import { rowsSummary } from './share.ts';
import { applyRowsMove, type RowRules, type RowsMove, type RowsState, rowsStatus } from './rows-rules.ts';

/** The members of the game module that Motamo, Prefixo and Synonymo share, for one game's rules. */
export interface RowsPlay<S extends RowsState> {
  parseMove(raw: unknown): Result<RowsMove>;
  apply(state: S, move: RowsMove): S | Invalid;
  status(state: S): 'playing' | 'won';
  penalty(move: RowsMove, state: S): number;
  moveFloorSeconds(move: RowsMove): number;
  counters(state: S): PlayCounters;
  shareSummary(state: S): string;
}

export function rowsPlay<S extends RowsState>(rules: RowRules): RowsPlay<S> {
  const apply = (state: S, move: RowsMove): S | Invalid => {
    // The move may come from anywhere at run time: check its shape again rather than trust the type.
    const checked = readRowsMove(move);
    return checked.ok ? applyRowsMove(rules, state, checked.value) : invalid(checked.error);
  };
  return {
    parseMove: readRowsMove,
    apply,
    status: rowsStatus,
    penalty: (move, state) => (move.type === 'joker' && !isInvalid(apply(state, move)) ? rules.jokerPenalty : 0),
    // A key or a tap is 0.2 s at the fastest (a typist spelling a word just found); picking a row costs no
    // thought; `continue` is sent by the browser after the result's delay, timer running.
    moveFloorSeconds: (move) => (move.type === 'select' ? 0 : move.type === 'continue' ? rules.continueFloor : 0.2),
    counters: (state) => ({ mistakes: state.mistakes, jokers: state.jokers }),
    shareSummary: rowsSummary,
  };
}
