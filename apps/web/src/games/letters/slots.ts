/**
 * A row of letter slots as the word games show it: letters the player types, letters given and locked
 * (a first letter, a prefix, a revealed or found letter) and separators that are no slot at all (the
 * apostrophe of « aujourd'hui »). Where the next letter goes, and which one Backspace takes, follow
 * from the row alone, so every board types the same way.
 */
export interface SlotCell {
  letter: string | null;
  /** Given or revealed: typing skips it and nothing removes it. */
  locked?: boolean;
  /** Why it is locked, for its accessible name: given at the start, revealed by a joker, found by a check. */
  lockedAs?: 'given' | 'revealed' | 'found';
  /** A character shown between letters, never typed (apostrophe, hyphen). */
  separator?: string;
}

export const isTypeable = (cell: SlotCell): boolean => !cell.locked && cell.separator === undefined;

/** The slots of a word: one per letter, a separator cell for an apostrophe or a hyphen. */
export function shapeOfWord(word: string): SlotCell[] {
  return [...word].map((char) => (char === "'" || char === '’' || char === '-' ? { letter: null, separator: char } : { letter: null }));
}

/** The first empty typeable slot at or after `from`, wrapping around to the start; null when none is left. */
export function nextEmptySlot(cells: readonly SlotCell[], from = 0): number | null {
  for (let step = 0; step < cells.length; step++) {
    const i = (Math.max(0, from) + step) % cells.length;
    const cell = cells[i] as SlotCell;
    if (isTypeable(cell) && cell.letter === null) return i;
  }
  return null;
}

/**
 * Where a typed letter goes: the slot under the cursor when it is typeable (a filled one is replaced),
 * otherwise the first empty one.
 */
export function slotForLetter(cells: readonly SlotCell[], cursor: number | null): number | null {
  const atCursor = cursor === null ? undefined : cells[cursor];
  if (cursor !== null && atCursor !== undefined && isTypeable(atCursor)) return cursor;
  return nextEmptySlot(cells);
}

/** The slot Backspace empties: the last typed letter before the cursor, else the last typed one. */
export function slotToErase(cells: readonly SlotCell[], cursor: number | null): number | null {
  const filled = (i: number) => isTypeable(cells[i] as SlotCell) && cells[i]?.letter !== null;
  const end = cursor === null ? cells.length : cursor;
  for (let i = end - 1; i >= 0; i--) if (filled(i)) return i;
  for (let i = cells.length - 1; i >= end; i--) if (filled(i)) return i;
  return null;
}

/** Whether every slot holds a letter (separators aside). */
export const isRowFull = (cells: readonly SlotCell[]): boolean => cells.every((cell) => cell.separator !== undefined || cell.letter !== null);

/** The letters of the row, A–Z, '' where a slot is empty; separators left out. */
export const rowText = (cells: readonly SlotCell[]): string[] => cells.filter((c) => c.separator === undefined).map((c) => c.letter ?? '');
