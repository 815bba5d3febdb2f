import { isInvalid } from '../core/game-module.ts';
import { applyRowsMove, openSlots, playableRows, type RowRules, type RowsMove, type RowsState, rowsResolveMoves } from './rows-rules.ts';

/** A letter that is not the answer's at `slot` (nor, at the second slot, the first letter Motamo refuses). */
function wrongLetter(answer: string, slot: number): string {
  return [...'EASIRT'].find((letter) => letter !== answer[slot] && (slot !== 1 || letter !== answer[0])) as string;
}

/**
 * A player who knows the words after a slip: the first word typed wrong once (a mistake, then `continue`),
 * a joker on the next word, then every word typed. Moves the rules accept, in order.
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
  const first = playableRows(rules, current)[0] as number;
  const row = current.rows[first]!;
  for (const slot of openSlots(row)) play({ type: 'letter', row: first, slot, letter: wrongLetter(row.answer, slot) });
  if (current.result === null) play({ type: 'check', row: first });
  play({ type: 'continue' });
  const rows = playableRows(rules, current);
  const helped = (rows.find((r) => r !== first) ?? rows[0]) as number;
  play({ type: 'joker', row: helped, slot: openSlots(current.rows[helped]!).at(-1) as number });
  return [...moves, ...rowsResolveMoves(rules, current)];
}
