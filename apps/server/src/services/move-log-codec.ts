import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { type MoveColumns, toMoveColumns } from '@jdj/puzzles';
import type { LoggedMove } from '@jdj/api';

/**
 * Stored move logs, packed (DESIGN §7: ≤ 600 bytes a score). A log is mostly the same keys again and again
 * ({"move":{"type":"place","row":…},"at":…}): it is written as columns — each move's key list once, the
 * values of each move, the timer — then deflated. Any game's log packs the same way, and unpacks to the
 * exact moves that were replayed when the score was accepted.
 */
const FORMAT = 1;
/**
 * A log is a few kilobytes at most: a 1 kB window and small hash tables pack it as well as zlib's defaults
 * (within a few bytes) without setting up their 256 kB for each score, memory V8 is told of and collects
 * (issue 36). Inflate reads any window size, so logs packed before unpack the same.
 */
const DEFLATE_OPTIONS = { windowBits: 10, memLevel: 4 } as const;

export function packMoves(log: readonly LoggedMove[]): Buffer {
  return packColumns(toMoveColumns(log));
}

/** Packs a log already in columns (the web app sends them so); only the four columns are kept. */
export function packColumns({ keys, moves, at, deltas }: MoveColumns): Buffer {
  return Buffer.concat([Buffer.of(FORMAT), deflateRawSync(JSON.stringify({ keys, moves, at, deltas }), DEFLATE_OPTIONS)]);
}

export function unpackMoves(packed: Uint8Array): LoggedMove[] {
  if (packed[0] !== FORMAT) throw new Error(`unknown packed move log format ${packed[0]}`);
  const columns = JSON.parse(inflateRawSync(packed.subarray(1)).toString('utf8')) as MoveColumns;
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
