import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { LoggedMove } from '../api/types.ts';

/**
 * Stored move logs, packed (DESIGN §7: ≤ 600 bytes a score). A log is mostly the same keys again and again
 * ({"move":{"type":"place","row":…},"at":…}): it is written as columns — each move's key list once, the
 * values of each move, the timer — then deflated. Any game's log packs the same way, and unpacks to the
 * exact moves that were replayed when the score was accepted.
 */
const FORMAT = 1;

interface Columns {
  /** Each distinct key list of the moves, in the moves' own key order. */
  keys: string[][];
  /** Per move: the index of its key list, then its values (a move that is not an object: -1 and itself). */
  moves: unknown[][];
  /** The timer of each move; as differences when every value is a whole second (they compress better). */
  at: number[];
  deltas: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function packMoves(log: readonly LoggedMove[]): Buffer {
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
  const at = deltas ? log.map(({ at: value }, i) => value - (i === 0 ? 0 : (log[i - 1] as LoggedMove).at)) : log.map(({ at: value }) => value);
  const columns: Columns = { keys, moves, at, deltas };
  return Buffer.concat([Buffer.of(FORMAT), deflateRawSync(JSON.stringify(columns))]);
}

export function unpackMoves(packed: Uint8Array): LoggedMove[] {
  if (packed[0] !== FORMAT) throw new Error(`unknown packed move log format ${packed[0]}`);
  const columns = JSON.parse(inflateRawSync(packed.subarray(1)).toString('utf8')) as Columns;
  let clock = 0;
  return columns.moves.map(([index, ...values], i) => {
    const raw = columns.at[i] as number;
    clock = columns.deltas ? clock + raw : raw;
    if (index === -1) return { move: values[0], at: clock };
    const names = columns.keys[index as number] as string[];
    return { move: Object.fromEntries(names.map((name, j) => [name, values[j]])), at: clock };
  });
}

/** The move log of a stored score, whichever way it was stored (plain JSON before packing existed). */
export function storedMoves(row: { moves: string; moves_packed: Uint8Array | null }): LoggedMove[] {
  return row.moves_packed ? unpackMoves(row.moves_packed) : (JSON.parse(row.moves) as LoggedMove[]);
}
