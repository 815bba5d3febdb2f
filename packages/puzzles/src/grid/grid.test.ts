import { describe, expect, it } from 'vitest';
import { cellKey, cloneGrid, gridsEqual, moveSelection, parseCellKey, readIntGrid, unflattenGrid } from './grid.ts';

describe('cell keys', () => {
  it("uses the 'row-col' form of the notes and conflict lists, and reads it back", () => {
    expect(cellKey(3, 7)).toBe('3-7');
    expect(parseCellKey('3-7')).toEqual({ row: 3, col: 7 });
    expect(parseCellKey('3_7')).toBeNull();
    expect(parseCellKey('-1-2')).toBeNull();
  });
});

describe('arrow keys', () => {
  it('move one cell and wrap around every edge', () => {
    expect(moveSelection({ row: 4, col: 4 }, 'up')).toEqual({ row: 3, col: 4 });
    expect(moveSelection({ row: 0, col: 4 }, 'up')).toEqual({ row: 8, col: 4 });
    expect(moveSelection({ row: 8, col: 4 }, 'down')).toEqual({ row: 0, col: 4 });
    expect(moveSelection({ row: 2, col: 0 }, 'left')).toEqual({ row: 2, col: 8 });
    expect(moveSelection({ row: 2, col: 8 }, 'right')).toEqual({ row: 2, col: 0 });
  });

  it('wrap on a 6x6 grid too, and start at the top-left cell without a selection', () => {
    expect(moveSelection({ row: 5, col: 5 }, 'right', 6)).toEqual({ row: 5, col: 0 });
    expect(moveSelection({ row: 0, col: 0 }, 'up', 6)).toEqual({ row: 5, col: 0 });
    expect(moveSelection(null, 'down')).toEqual({ row: 0, col: 0 });
  });
});

describe('grids', () => {
  it('copies deeply and compares by value', () => {
    const grid = [
      [1, 2],
      [3, 4],
    ];
    const copy = cloneGrid(grid);
    (copy[0] as number[])[0] = 9;
    expect(grid[0]).toEqual([1, 2]);
    expect(
      gridsEqual(grid, [
        [1, 2],
        [3, 4],
      ]),
    ).toBe(true);
    expect(gridsEqual(grid, copy)).toBe(false);
    expect(gridsEqual(grid, [[1, 2]])).toBe(false);
    expect(unflattenGrid([1, 2, 3, 4], 2)).toEqual(grid);
  });

  it('accepts an untrusted grid of integers in range and returns a copy', () => {
    const raw = [
      [0, 1],
      [2, 0],
    ];
    const result = readIntGrid(raw, 2, 2, 0, 2, 'la grille');
    expect(result).toEqual({ ok: true, value: raw });
    if (result.ok) expect(result.value[0]).not.toBe(raw[0]);
  });

  it.each([
    ['not an array', 'abc', 'La grille doit compter 2 lignes.'],
    ['too few rows', [[0, 0]], 'La grille doit compter 2 lignes.'],
    ['a short row', [[0, 0], [0]], 'La ligne 2 de la grille doit compter 2 cases.'],
    ['a row that is not a list', [[0, 0], 'ab'], 'La ligne 2 de la grille doit compter 2 cases.'],
    [
      'a fraction',
      [
        [0, 0.5],
        [0, 0],
      ],
      'La case ligne 1, colonne 2 de la grille doit être un entier de 0 à 2.',
    ],
    [
      'a number in a string',
      [
        [0, 0],
        ['1', 0],
      ],
      'La case ligne 2, colonne 1 de la grille doit être un entier de 0 à 2.',
    ],
    [
      'a value out of range',
      [
        [0, 0],
        [0, 3],
      ],
      'La case ligne 2, colonne 2 de la grille doit être un entier de 0 à 2.',
    ],
    [
      'a null cell',
      [
        [null, 0],
        [0, 0],
      ],
      'La case ligne 1, colonne 1 de la grille doit être un entier de 0 à 2.',
    ],
  ])('refuses %s with a French message', (_label, raw, message) => {
    expect(readIntGrid(raw, 2, 2, 0, 2, 'la grille')).toEqual({ ok: false, error: message });
  });
});
