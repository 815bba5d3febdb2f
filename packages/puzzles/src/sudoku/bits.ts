/** Candidate sets are bitmasks of at most 9 digits: tables beat bit tricks for these sizes. */

/** Number of set bits of every 9-bit mask. */
export const POPCOUNT = new Uint8Array(512);
for (let mask = 1; mask < 512; mask++) POPCOUNT[mask] = (POPCOUNT[mask >> 1] as number) + (mask & 1);

/** Index (0-based) of the lowest set bit of a non-zero mask. */
export const lowestBitIndex = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** The digit (1-based) of a single-bit mask. */
export const digitOfBit = (bit: number): number => 32 - Math.clz32(bit);

/** The k-th (0-based) set bit of a mask, as a single-bit mask. */
export function nthBit(mask: number, k: number): number {
  let rest = mask;
  for (let i = 0; i < k; i++) rest &= rest - 1;
  return rest & -rest;
}
