import { describe, expect, it } from 'vitest';
import { fromMoveColumns, toMoveColumns, type TimedLogEntry } from './move-columns.ts';

const limits = { maxMoves: 100, maxAt: 10_000 };

describe('a move log as columns', () => {
  it('reads back exactly the log it was written from, and is much smaller than the list of moves', () => {
    const log: TimedLogEntry[] = [
      ...Array.from({ length: 60 }, (_, i) => ({ move: { type: 'place', row: i % 9, col: (i * 4) % 9, value: (i % 9) + 1 }, at: 3 + i * 2 })),
      { move: { type: 'undo' }, at: 125 },
      { move: 'not an object', at: 126 },
    ];
    const columns = toMoveColumns(log);
    expect(columns.keys).toEqual([['type', 'row', 'col', 'value'], ['type']]);
    expect(columns.deltas).toBe(true);
    expect(fromMoveColumns(JSON.parse(JSON.stringify(columns)), limits)).toEqual({ ok: true, log });
    expect(JSON.stringify(columns).length).toBeLessThan(JSON.stringify(log).length / 2);
  });

  it('keeps fractional timers as they are (no differences then)', () => {
    const log = [
      { move: { type: 'key', key: 'A' }, at: 0.4 },
      { move: { type: 'key', key: 'B' }, at: 0.9 },
    ];
    const columns = toMoveColumns(log);
    expect(columns.deltas).toBe(false);
    expect(fromMoveColumns(columns, limits)).toEqual({ ok: true, log });
  });

  it.each([
    ['not an object', [1, 2]],
    ['key lists that are not lists of names', { keys: [[1]], moves: [], at: [], deltas: true }],
    ['rows and timers of different lengths', { keys: [['type']], moves: [[0, 'a']], at: [], deltas: true }],
    ['a row naming a key list that does not exist', { keys: [['type']], moves: [[3, 'a']], at: [1], deltas: true }],
    ['a row with fewer values than its key list', { keys: [['type', 'row']], moves: [[0, 'a']], at: [1], deltas: true }],
    [
      'a timer going below zero',
      {
        keys: [['type']],
        moves: [
          [0, 'a'],
          [0, 'b'],
        ],
        at: [5, -6],
        deltas: true,
      },
    ],
    ['a timer past the limit', { keys: [['type']], moves: [[0, 'a']], at: [10_001], deltas: false }],
    ['a timer that is not a number', { keys: [['type']], moves: [[0, 'a']], at: ['1'], deltas: false }],
    ['too many moves', { keys: [['type']], moves: Array.from({ length: 101 }, () => [0, 'a']), at: Array.from({ length: 101 }, () => 1), deltas: true }],
    ['no « deltas »', { keys: [], moves: [], at: [] }],
  ])('refuses %s with a French reason', (_case, raw) => {
    const read = fromMoveColumns(raw, limits);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/^Journal des coups invalide : /);
  });

  it('gives a key named « __proto__ » as an own property, never as the prototype', () => {
    const read = fromMoveColumns({ keys: [['__proto__']], moves: [[0, { polluted: true }]], at: [1], deltas: true }, limits);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const move = read.log[0]!.move as Record<string, unknown>;
    expect(Object.getPrototypeOf(move)).toBe(Object.prototype);
    expect(Object.hasOwn(move, '__proto__')).toBe(true);
    expect((move as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
