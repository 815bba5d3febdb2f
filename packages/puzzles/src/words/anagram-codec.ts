import { fail, ok, type Result } from '../core/game-module.ts';
import type { AnagramMove } from './anagram-rules.ts';

/** No word of the games has more letters; a bigger index is refused before the rules see it. */
const MAX_INDEX = 31;

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INDEX;

function hasOnly(raw: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(raw).every((key) => keys.includes(key));
}

/** Validates an untrusted move of the anagram games (a submitted log entry, a stored copy). */
export function readAnagramMove(raw: unknown): Result<AnagramMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('coup : objet attendu');
  const move = raw as Record<string, unknown>;
  const shape = (keys: readonly string[], valid: boolean, value: AnagramMove): Result<AnagramMove> =>
    valid && hasOnly(move, ['type', ...keys]) ? ok(value) : fail(`coup « ${String(move.type)} » mal formé`);
  switch (move.type) {
    case 'place':
      return shape(['tile', 'slot'], isIndex(move.tile) && isIndex(move.slot), { type: 'place', tile: move.tile as number, slot: move.slot as number });
    case 'move':
      return shape(['from', 'to'], isIndex(move.from) && isIndex(move.to), { type: 'move', from: move.from as number, to: move.to as number });
    case 'remove':
      return shape(['slot'], isIndex(move.slot), { type: 'remove', slot: move.slot as number });
    case 'joker':
      return shape(['slot'], isIndex(move.slot), { type: 'joker', slot: move.slot as number });
    case 'clear':
      return shape([], true, { type: 'clear' });
    case 'continue':
      return shape([], true, { type: 'continue' });
    case 'shuffle': {
      const order = move.order;
      const valid = Array.isArray(order) && order.length <= MAX_INDEX + 1 && order.every(isIndex);
      return shape(['order'], valid, { type: 'shuffle', order: valid ? (order as number[]).slice() : [] });
    }
    default:
      return fail('coup inconnu');
  }
}
