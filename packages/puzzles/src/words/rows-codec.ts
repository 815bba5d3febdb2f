import { fail, ok, type Result } from '../core/game-module.ts';
import type { RowsMove } from './rows-rules.ts';

/** No day has more rows, nor a word more letters: bigger indices are refused before the rules see them. */
const MAX_ROW = 7;
const MAX_SLOT = 31;

const isIndex = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isLetter = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]$/.test(value);

/** Validates an untrusted move of the definition games (a submitted log entry, a stored copy). */
export function readRowsMove(raw: unknown): Result<RowsMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('coup : objet attendu');
  const move = raw as Record<string, unknown>;
  const shape = (keys: readonly string[], valid: boolean, value: () => RowsMove): Result<RowsMove> =>
    valid && Object.keys(move).every((key) => key === 'type' || keys.includes(key)) ? ok(value()) : fail(`coup « ${String(move.type)} » mal formé`);
  const slot = isIndex(move.slot, MAX_SLOT);
  switch (move.type) {
    case 'select':
      return shape(['row'], isIndex(move.row, MAX_ROW), () => ({ type: 'select', row: move.row as number }));
    case 'letter':
      return shape(['slot', 'letter'], slot && isLetter(move.letter), () => ({ type: 'letter', slot: move.slot as number, letter: move.letter as string }));
    case 'erase':
      return shape(['slot'], slot, () => ({ type: 'erase', slot: move.slot as number }));
    case 'joker':
      return shape(['slot'], slot, () => ({ type: 'joker', slot: move.slot as number }));
    case 'check':
      return shape([], true, () => ({ type: 'check' }));
    case 'continue':
      return shape([], true, () => ({ type: 'continue' }));
    default:
      return fail('coup inconnu');
  }
}
