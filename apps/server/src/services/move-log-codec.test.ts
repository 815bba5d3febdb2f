import { deflateRawSync } from 'node:zlib';
import { toMoveColumns } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import type { LoggedMove } from '@jdj/api';
import { winningDays } from '../testing/winning-days.ts';
import { packMoves, storedMoves, unpackMoves } from './move-log-codec.ts';

const winningLogs = () => winningDays().map(({ slug, log }) => ({ slug, log }));

describe('packed move logs', () => {
  const logs = winningLogs();

  it.each(logs.map((l) => [l.slug, l.log] as const))('%s: unpacks to the exact log, and fits the stored budget', (_slug, log) => {
    const packed = packMoves(log);
    expect(unpackMoves(packed)).toEqual(log);
    expect(packed.length).toBeLessThan(JSON.stringify(log).length);
  });

  it('stores a score of any game in 600 bytes on average (DESIGN §7)', () => {
    expect(logs.length).toBeGreaterThanOrEqual(10);
    const total = logs.reduce((sum, { log }) => sum + packMoves(log).length, 0);
    expect(total / logs.length).toBeLessThanOrEqual(600);
  });

  it('unpacks the logs stored before packing took a small window (zlib defaults)', () => {
    for (const { log } of logs) {
      const { keys, moves, at, deltas } = toMoveColumns(log);
      const packedWithDefaults = Buffer.concat([Buffer.of(1), deflateRawSync(JSON.stringify({ keys, moves, at, deltas }))]);
      expect(unpackMoves(packedWithDefaults)).toEqual(log);
    }
  });

  it('keeps timers that are not whole seconds, moves that are not objects, and keys in their order', () => {
    const log: LoggedMove[] = [
      { move: { value: 3, type: 'place' }, at: 0.25 },
      { move: 'odd', at: 1.5 },
      { move: { type: 'guess', word: 'élan', words: ['a', 'b'] }, at: 7 },
      { move: null, at: 7 },
    ];
    const back = unpackMoves(packMoves(log));
    expect(back).toEqual(log);
    expect(Object.keys(back[0]!.move as object)).toEqual(['value', 'type']);
  });

  it('packs a grid game’s undo and redo (moves of one key) beside its other moves', () => {
    const log: LoggedMove[] = [
      { move: { type: 'place', row: 0, col: 1, value: 4 }, at: 3 },
      { move: { type: 'undo' }, at: 4 },
      { move: { type: 'redo' }, at: 4 },
      { move: { type: 'undo' }, at: 5 },
      { move: { type: 'place', row: 0, col: 1, value: 6 }, at: 7 },
    ];
    expect(unpackMoves(packMoves(log))).toEqual(log);
  });

  it('reads the plain JSON of scores stored before packing, and refuses a format it does not know', () => {
    const log = [{ move: { type: 'select', row: 1, col: 2 }, at: 3 }];
    expect(storedMoves({ moves: JSON.stringify(log), moves_packed: null })).toEqual(log);
    expect(storedMoves({ moves: '', moves_packed: packMoves(log) })).toEqual(log);
    expect(() => unpackMoves(Uint8Array.of(9, 1, 2))).toThrow(/format/);
  });
});
