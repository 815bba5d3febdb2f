/**
 * A long list on a phone (issue 39: a league of 100 was a 37,716-px page): the first rows, then the player's own
 * row where it stands when it is further down, and how many were left out. Unfolded, every row.
 */
export interface Folded<T> {
  /** The rows shown, in their order. */
  rows: readonly T[];
  /** Rows left out between the first ones and the player's own (shown as « … » by the table). */
  gapBefore: number | null;
  /** Rows left out in all. */
  hidden: number;
}

export const FOLDED_ROWS = 10;

export function foldRows<T>(rows: readonly T[], isOwn: (row: T) => boolean, unfolded: boolean, keep = FOLDED_ROWS): Folded<T> {
  if (unfolded || rows.length <= keep + 1) return { rows, gapBefore: null, hidden: 0 };
  const first = rows.slice(0, keep);
  const ownIndex = rows.findIndex(isOwn);
  if (ownIndex < keep) return { rows: first, gapBefore: null, hidden: rows.length - keep };
  return { rows: [...first, rows[ownIndex] as T], gapBefore: ownIndex - keep, hidden: rows.length - keep - 1 };
}
