import { describe, expect, it } from 'vitest';
import { familyMask, firstPair, hasPair, isPair, pairLink, pairsOf, rowHasPair, valuesMatch } from './board.ts';
import { board } from './test-boards.ts';

const at = (row: number, col: number) => ({ row, col });

describe('numero: which values pair', () => {
  it.each([
    [3, 3, true, 'equal'],
    [9, 9, true, 'equal nines'],
    [5, 5, true, 'two fives: equal and summing to 10'],
    [1, 9, true, 'summing to 10'],
    [4, 6, true, 'summing to 10'],
    [2, 7, false, 'neither'],
    [5, 6, false, 'neither'],
    [0, 0, false, 'two cleared cells'],
    [0, 10, false, 'a cleared cell'],
  ])('%i and %i: %s (%s)', (x, y, expected) => {
    expect(valuesMatch(x, y)).toBe(expected);
  });
});

describe('numero: pair geometry (document 2 §5)', () => {
  // Every case on a board of 3 or 4 rows; the two cells of each case hold values that pair.
  it.each([
    ['left-right neighbours', board('37.......', '12345678.', '98765432.'), at(0, 0), at(0, 1), 'adjacent'],
    ['one above the other', board('3........', '7........'), at(0, 0), at(1, 0), 'adjacent'],
    ['diagonal neighbours, down-right', board('3........', '.7.......'), at(0, 0), at(1, 1), 'adjacent'],
    ['diagonal neighbours, down-left', board('.3.......', '7........'), at(0, 1), at(1, 0), 'adjacent'],
    ['same row, only cleared cells between', board('4....6...'), at(0, 0), at(0, 5), 'row'],
    ['same row, given in reverse order', board('4....6...'), at(0, 5), at(0, 0), 'row'],
    ['same column, only cleared cells between', board('2........', '.1.......', '.3.......', '8........'), at(0, 0), at(3, 0), 'column'],
    ['clear diagonal, down-right', board('2........', '.......11', '.......11', '...8.....'), at(0, 0), at(3, 3), 'diagonal'],
    ['clear diagonal, down-left', board('.....2...', '1........', '1........', '..8......'), at(0, 5), at(3, 2), 'diagonal'],
    ['end of a row and start of the next, cleared cells between', board('123456...', '..4567891'), at(0, 5), at(1, 2), 'reading'],
    ['last cell of a row and first of the next', board('12345678.', '2........'), at(0, 7), at(1, 0), 'reading'],
  ])('%s', (_name, rows, a, b, link) => {
    expect(pairLink(rows, a, b)).toBe(link);
    expect(isPair(rows, a, b)).toBe(true);
  });

  it.each([
    ['same row, a number between', board('4.1..6...'), at(0, 0), at(0, 5)],
    ['same column, a number between', board('2........', '5........', '8........'), at(0, 0), at(2, 0)],
    ['diagonal, a number between', board('2........', '.5.......', '..8......'), at(0, 0), at(2, 2)],
    ['not aligned, rows apart', board('2........', '333333333', '...8.....'), at(0, 0), at(2, 3)],
    ['not aligned, next row, a number between in reading order', board('......2.5', '..8......'), at(0, 6), at(1, 2)],
    ['the same cell twice', board('5........'), at(0, 0), at(0, 0)],
    ['a cleared cell', board('5.5......'), at(0, 1), at(0, 2)],
    ['off the board', board('55.......'), at(0, 0), at(3, 0)],
  ])('%s: no pair', (_name, rows, a, b) => {
    expect(pairLink(rows, a, b)).toBeNull();
    expect(isPair(rows, a, b)).toBe(false);
  });

  it('linked cells whose values do not pair are no pair', () => {
    const rows = board('27.......');
    expect(pairLink(rows, at(0, 0), at(0, 1))).toBe('adjacent');
    expect(isPair(rows, at(0, 0), at(0, 1))).toBe(false);
  });
});

describe('numero: the pairs a board offers', () => {
  it('lists each pair once, by its earlier cell, and agrees with isPair on every couple of cells', () => {
    const rows = board('19.5.2855', '3.7.4..6.', '8..1.9.28', '.5.5.....');
    const pairs = pairsOf(rows);
    const keys = pairs.map(({ a, b }) => `${a.row}${a.col}-${b.row}${b.col}`);
    expect(new Set(keys).size).toBe(keys.length);
    const cells = rows.flatMap((line, row) => line.map((_, col) => at(row, col)));
    const expected: string[] = [];
    for (const [i, a] of cells.entries()) for (const b of cells.slice(i + 1)) if (isPair(rows, a, b)) expected.push(`${a.row}${a.col}-${b.row}${b.col}`);
    expect(keys.sort()).toEqual(expected.sort());
    expect(firstPair(rows)).toEqual({ a: at(0, 0), b: at(0, 1) });
  });

  it('a board without any pair offers none', () => {
    expect(pairsOf(board('12.......'))).toEqual([]);
    expect(firstPair(board('1.2.3.4..', '.........'.replace(/^./, '5')))).toBeNull();
  });

  it('tells whether any pair is on offer, in reading order or only down a column or a diagonal', () => {
    expect(hasPair(board('12.......', '34.......'))).toBe(false);
    expect(hasPair(board('21.......', '.8.......'))).toBe(true); // diagonal 2–8 only
    expect(hasPair(board('1234.....', '1........'))).toBe(true); // column 1–1 only
    expect(hasPair(board('1234.....', '....6....'))).toBe(true); // reading order 4–6
  });

  it('a full row offers a pair only between neighbours', () => {
    expect(rowHasPair([1, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(true);
    expect(rowHasPair([1, 2, 3, 4, 5, 6, 7, 8, 2])).toBe(true);
    expect(rowHasPair([1, 2, 1, 2, 1, 2, 1, 2, 1])).toBe(false);
  });

  it('family counts: even when every number can find a partner of its family', () => {
    expect(familyMask(board('19283746.'))).toBe(0);
    expect(familyMask(board('55.......'))).toBe(0);
    expect(familyMask(board('12.......'))).not.toBe(0);
  });
});
