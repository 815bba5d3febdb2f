import { isInvalid } from '../core/game-module.ts';
import { activeRow, applyRowsMove, openSlots, type RowRules, type RowsMove, type RowsState, rowsResolveMoves, selectableRows } from './rows-rules.ts';

/** A letter that is not the answer's at `slot` (nor, at the second slot, the first letter Motamo refuses). */
function wrongLetter(answer: string, slot: number): string {
  return [...'EASIRT'].find((letter) => letter !== answer[slot] && (slot !== 1 || letter !== answer[0])) as string;
}

/**
 * A player who knows the words after a slip: the first word typed wrong once (a mistake, then `continue`),
 * a joker on the last word where words are picked (the first one otherwise), then every word typed.
 * Moves the rules accept, in order.
 */
export function rowsWin<S extends RowsState>(rules: RowRules, state: S): RowsMove[] {
  const moves: RowsMove[] = [];
  let current = state;
  const play = (move: RowsMove) => {
    const next = applyRowsMove(rules, current, move);
    if (isInvalid(next)) throw new Error(`winning play: ${next.reason}`);
    moves.push(move);
    current = next;
  };
  const row = activeRow(current);
  for (const slot of openSlots(row)) play({ type: 'letter', slot, letter: wrongLetter(row.answer, slot) });
  if (current.result === null) play({ type: 'check' });
  play({ type: 'continue' });
  const last = selectableRows(rules, current).at(-1) as number;
  if (last !== current.active) play({ type: 'select', row: last });
  play({ type: 'joker', slot: openSlots(activeRow(current)).at(-1) as number });
  return [...moves, ...rowsResolveMoves(rules, current)];
}

/** A player who lets the jokers fill every word but its last letter, typed to finish it. */
export const rowsAssistedWin = <S extends RowsState>(rules: RowRules, state: S): RowsMove[] => rowsResolveMoves(rules, state, { byJokers: true });
