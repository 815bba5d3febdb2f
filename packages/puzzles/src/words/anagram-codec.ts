import { fail, ok, type Result } from '../core/game-module.ts';
import type { AnagramMove } from './anagram-rules.ts';

/** No word of the games has more letters; a bigger index is refused before the rules see it. */
const MAX_INDEX = 31;

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INDEX;

/** Whether every key of the move is `type` or one of `keys`. */
function hasOnly(raw: Record<string, unknown>, keys: readonly string[]): boolean {
  for (const key in raw) if (key !== 'type' && !keys.includes(key)) return false;
  return true;
}

/** `value` when the move is valid and has no key but its type and `keys`; why not otherwise. */
function checkedMove(move: Record<string, unknown>, keys: readonly string[], valid: boolean, value: AnagramMove): Result<AnagramMove> {
  return valid && hasOnly(move, keys) ? ok(value) : fail(`coup « ${String(move.type)} » mal formé`);
}

/** Validates an untrusted move of the anagram games (a submitted log entry, a stored copy). */
export function readAnagramMove(raw: unknown): Result<AnagramMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('coup : objet attendu');
  const move = raw as Record<string, unknown>;
  switch (move.type) {
    case 'place':
      return checkedMove(move, ['tile', 'slot'], isIndex(move.tile) && isIndex(move.slot), {
        type: 'place',
        tile: move.tile as number,
        slot: move.slot as number,
      });
    case 'move':
      return checkedMove(move, ['from', 'to'], isIndex(move.from) && isIndex(move.to), { type: 'move', from: move.from as number, to: move.to as number });
    case 'remove':
      return checkedMove(move, ['slot'], isIndex(move.slot), { type: 'remove', slot: move.slot as number });
    case 'joker':
      return checkedMove(move, ['slot'], isIndex(move.slot), { type: 'joker', slot: move.slot as number });
    case 'clear':
      return checkedMove(move, [], true, { type: 'clear' });
    case 'continue':
      return checkedMove(move, [], true, { type: 'continue' });
    case 'shuffle': {
      const order = move.order;
      const valid = Array.isArray(order) && order.length <= MAX_INDEX + 1 && order.every(isIndex);
      return checkedMove(move, ['order'], valid, { type: 'shuffle', order: valid ? (order as number[]).slice() : [] });
    }
    default:
      return fail('coup inconnu');
  }
}
