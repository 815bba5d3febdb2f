import { fail, ok, type Result } from '../core/game-module.ts';
import type { RowsMove } from './rows-rules.ts';

/** No day has more rows, nor a word more letters: bigger indices are refused before the rules see them. */
const MAX_ROW = 7;
const MAX_SLOT = 31;

const isIndex = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isLetter = (value: unknown): value is string => typeof value === 'string' && value.length === 1 && value >= 'A' && value <= 'Z';

/** The fields each move has besides its type (and no other). */
const FIELDS: Record<RowsMove['type'], readonly string[]> = {
  select: ['row'],
  letter: ['slot', 'letter'],
  erase: ['slot'],
  joker: ['slot'],
  check: [],
  continue: [],
};

/**
 * Validates an untrusted move of the definition games (a submitted log entry, a stored copy). The server
 * reads every move of every score twice (parse, then apply): this stays allocation-light.
 */
export function readRowsMove(raw: unknown): Result<RowsMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('coup : objet attendu');
  const move = raw as Record<string, unknown>;
  const type = move.type as RowsMove['type'];
  const fields = Object.hasOwn(FIELDS, type) ? FIELDS[type] : undefined;
  if (fields === undefined) return fail('coup inconnu');
  let valid = true;
  for (const key in move) if (key !== 'type' && !fields.includes(key)) valid = false;
  if (fields.includes('row')) valid &&= isIndex(move.row, MAX_ROW);
  if (fields.includes('slot')) valid &&= isIndex(move.slot, MAX_SLOT);
  if (fields.includes('letter')) valid &&= isLetter(move.letter);
  if (!valid) return fail(`coup « ${type} » mal formé`);
  switch (type) {
    case 'select':
      return ok({ type, row: move.row as number });
    case 'letter':
      return ok({ type, slot: move.slot as number, letter: move.letter as string });
    case 'erase':
    case 'joker':
      return ok({ type, slot: move.slot as number });
    case 'check':
    case 'continue':
      return ok({ type });
  }
}
