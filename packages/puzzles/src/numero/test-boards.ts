/** Boards written as text for the tests: one string of 9 characters per row, '.' for a cleared cell. */
export const board = (...lines: string[]): number[][] => lines.map((line) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch))));

/** A full row of 9 digits with a pair of its own (the two first digits). */
export const ROW_WITH_PAIR = '119234678';
