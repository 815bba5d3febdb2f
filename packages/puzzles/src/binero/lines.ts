/**
 * Binero lines as bitmasks: bit i is the cell at index i of a row (its column) or of a column (its
 * row); a line is two masks, its ones and its zeros. Grids are 6, 8 or 10 cells wide, so a line fits
 * in a small integer and every rule is a few bit operations.
 */

export const BINERO_SIZES = [6, 8, 10] as const;
export type BineroSize = (typeof BINERO_SIZES)[number];

export const isBineroSize = (value: unknown): value is BineroSize => (BINERO_SIZES as readonly unknown[]).includes(value);

/** Number of set bits of a mask of up to 10 bits. */
export const POPCOUNT = new Uint8Array(1024);
for (let mask = 1; mask < 1024; mask++) POPCOUNT[mask] = (POPCOUNT[mask >> 1] as number) + (mask & 1);

/** Whether three neighbouring bits are set: three identical values in a row. */
export const hasTriple = (mask: number): boolean => (mask & (mask >> 1) & (mask >> 2)) !== 0;

const validLinesBySize = new Map<number, Uint16Array>();

/**
 * Every complete line a solution may hold (as its mask of ones): as many 1 as 0, never three identical
 * in a row. 14 lines of 6 cells, 34 of 8, 84 of 10.
 */
export function validLines(size: number): Uint16Array {
  let lines = validLinesBySize.get(size);
  if (!lines) {
    const full = (1 << size) - 1;
    const found: number[] = [];
    for (let ones = 0; ones <= full; ones++) {
      if (POPCOUNT[ones] === size / 2 && !hasTriple(ones) && !hasTriple(full & ~ones)) found.push(ones);
    }
    lines = Uint16Array.from(found);
    validLinesBySize.set(size, lines);
  }
  return lines;
}

const prefixesBySize = new Map<number, Uint8Array>();

/**
 * Which starts of a line can still end as a valid line: entry `length << size | start` is 1 when some
 * valid line's first `length` cells are `start` (its ones, as a mask).
 */
export function validPrefixes(size: number): Uint8Array {
  let table = prefixesBySize.get(size);
  if (!table) {
    table = new Uint8Array((size + 1) << size);
    for (const line of validLines(size)) {
      for (let length = 0; length <= size; length++) table[(length << size) | (line & ((1 << length) - 1))] = 1;
    }
    prefixesBySize.set(size, table);
  }
  return table;
}
