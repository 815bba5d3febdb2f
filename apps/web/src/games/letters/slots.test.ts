import { describe, expect, it } from 'vitest';
import { isRowFull, nextEmptySlot, rowText, shapeOfWord, type SlotCell, slotForLetter, slotToErase } from './slots.ts';

/** A row written as text: a letter is typed, a capital after '!' is locked, '.' is empty, "'" a separator. */
function row(text: string): SlotCell[] {
  const cells: SlotCell[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '!') cells.push({ letter: text[++i] as string, locked: true });
    else if (char === "'") cells.push({ letter: null, separator: "'" });
    else cells.push({ letter: char === '.' ? null : char });
  }
  return cells;
}

/** Types letters one by one where the kit sends them, the cursor following each letter. */
function type(cells: SlotCell[], letters: string): string {
  const next = cells.map((c) => ({ ...c }));
  let cursor: number | null = null;
  for (const letter of letters) {
    const slot = slotForLetter(next, cursor);
    if (slot === null) break;
    (next[slot] as SlotCell).letter = letter;
    cursor = nextEmptySlot(next, slot + 1);
  }
  return next.map((c) => c.separator ?? (c.locked ? `!${c.letter}` : (c.letter ?? '.'))).join('');
}

describe('filling a row of slots', () => {
  it.each([
    ['an empty row fills left to right', '.....', 'CHATS', 'CHATS'],
    ['a locked first letter is skipped (Motamo)', '!M.....', 'AISON', '!MAISON'],
    ['locked prefix letters are skipped (Prefixo)', '!P!R...', 'ISE', '!P!RISE'],
    ['an apostrophe is no slot', "!A......'...", 'UJOURDHUI', "!AUJOURD'HUI"],
    ['letters locked in the middle are skipped (found letters)', '.!A.!E', 'RR', 'R!AR!E'],
    ['a full row takes no more letters', '!A!B', 'CD', '!A!B'],
  ])('%s', (_, start, letters, expected) => {
    expect(type(row(start), letters)).toBe(expected);
  });

  it('sends a letter to the cursor when it is typeable, else to the first empty slot', () => {
    // Cells: M (locked), empty, A, empty, empty.
    const cells = row('!M.A..');
    expect(slotForLetter(cells, 4)).toBe(4);
    expect(slotForLetter(cells, 2)).toBe(2);
    expect(slotForLetter(cells, 0)).toBe(1);
    expect(slotForLetter(cells, null)).toBe(1);
    expect(nextEmptySlot(cells, 2)).toBe(3);
    expect(nextEmptySlot(row('!M.ABC'), 2)).toBe(1);
    expect(nextEmptySlot(row('!MXABC'))).toBeNull();
  });

  it('erases the last typed letter before the cursor, never a locked one', () => {
    expect(slotToErase(row('!MAI..'), null)).toBe(2);
    expect(slotToErase(row('!MAI.S'), 3)).toBe(2);
    expect(slotToErase(row('!M..IS'), 1)).toBe(4);
    expect(slotToErase(row('!M!A..'), null)).toBeNull();
    expect(slotToErase(row("L'!A"), null)).toBe(0);
  });

  it('tells a full row and its letters, separators aside', () => {
    expect(isRowFull(row("!AB'C"))).toBe(true);
    expect(isRowFull(row("!AB'."))).toBe(false);
    expect(rowText(row("!AB'."))).toEqual(['A', 'B', '']);
    expect(
      shapeOfWord("aujourd'hui")
        .map((c) => c.separator ?? '_')
        .join(''),
    ).toBe("_______'___");
  });
});
