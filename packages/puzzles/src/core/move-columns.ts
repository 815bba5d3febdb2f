/**
 * A move log written as columns: each move's key list once, then per move the index of its key list and its
 * values, and the timer of each move (as differences when every value is a whole second). A Sudoku won in
 * 114 moves is some 2 kB this way instead of 6 kB of repeated keys: the browser sends it so (less to upload
 * on a phone, less for the server to parse), and the server stores it deflated (apps/server move-log-codec).
 * Reading it back gives exactly the log that was written.
 */
export interface MoveColumns {
  /** Each distinct key list of the moves, in the moves' own key order. */
  keys: string[][];
  /** Per move: the index of its key list, then its values (a move that is not an object: -1 and itself). */
  moves: unknown[][];
  /** The timer of each move; as differences from the previous one when `deltas`. */
  at: number[];
  deltas: boolean;
}

/** One move of a log and the timer (seconds) when it was played. */
export interface TimedLogEntry {
  move: unknown;
  at: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function toMoveColumns(log: readonly TimedLogEntry[]): MoveColumns {
  const keyLists = new Map<string, number>();
  const keys: string[][] = [];
  const moves = log.map(({ move }) => {
    if (!isPlainObject(move)) return [-1, move];
    const names = Object.keys(move);
    const id = names.join('\u0000');
    let index = keyLists.get(id);
    if (index === undefined) {
      index = keys.length;
      keyLists.set(id, index);
      keys.push(names);
    }
    return [index, ...names.map((name) => move[name])];
  });
  const deltas = log.every(({ at }) => Number.isInteger(at));
  const at = deltas ? log.map(({ at: value }, i) => value - (i === 0 ? 0 : (log[i - 1] as TimedLogEntry).at)) : log.map(({ at: value }) => value);
  return { keys, moves, at, deltas };
}

export type MoveColumnsResult = { ok: true; log: TimedLogEntry[] } | { ok: false; error: string };

/** Limits of a log read from outside: its length and its timer (seconds). */
export interface MoveColumnsLimits {
  maxMoves: number;
  maxAt: number;
}

/**
 * Reads columns sent by a client, checking their shape on the way (a French reason when they are not a
 * log): key lists of names, one row per timer value, each row's index naming a key list whose length its
 * values match, timers finite, from 0 to `maxAt`.
 */
export function fromMoveColumns(raw: unknown, limits: MoveColumnsLimits): MoveColumnsResult {
  const fail = (error: string): MoveColumnsResult => ({ ok: false, error: `Journal des coups invalide : ${error}` });
  if (!isPlainObject(raw)) return fail('objet attendu');
  const { keys, moves, at, deltas } = raw;
  if (
    !Array.isArray(keys) ||
    keys.length > 64 ||
    !keys.every((list) => Array.isArray(list) && list.length <= 16 && list.every((name) => typeof name === 'string' && name.length <= 64))
  ) {
    return fail('« keys » doit être une liste de listes de noms');
  }
  if (!Array.isArray(moves) || !Array.isArray(at) || moves.length !== at.length) return fail('« moves » et « at » doivent avoir la même longueur');
  if (moves.length > limits.maxMoves) return fail(`au plus ${limits.maxMoves} coups`);
  if (typeof deltas !== 'boolean') return fail('« deltas » doit être vrai ou faux');
  const log: TimedLogEntry[] = [];
  let clock = 0;
  for (let i = 0; i < moves.length; i++) {
    const row = moves[i];
    const time = at[i];
    if (typeof time !== 'number' || !Number.isFinite(time)) return fail(`temps du coup ${i + 1} invalide`);
    clock = deltas ? clock + time : time;
    if (clock < 0 || clock > limits.maxAt) return fail(`temps du coup ${i + 1} hors limites`);
    if (!Array.isArray(row) || row.length === 0) return fail(`coup ${i + 1} invalide`);
    const index: unknown = row[0];
    if (index === -1 && row.length === 2) {
      log.push({ move: row[1], at: clock });
      continue;
    }
    const names = typeof index === 'number' && Number.isInteger(index) ? (keys as string[][])[index] : undefined;
    if (!names || names.length !== row.length - 1) return fail(`coup ${i + 1} invalide`);
    // Plain assignments (a replay reads these objects move after move); « __proto__ » is defined as an own
    // property, never taken as the prototype.
    const move: Record<string, unknown> = {};
    for (let j = 0; j < names.length; j++) {
      const name = names[j] as string;
      if (name === '__proto__') Object.defineProperty(move, name, { value: row[j + 1], enumerable: true, writable: true, configurable: true });
      else move[name] = row[j + 1];
    }
    log.push({ move, at: clock });
  }
  return { ok: true, log };
}
