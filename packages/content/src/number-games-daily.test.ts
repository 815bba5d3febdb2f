import { decrypto, numero } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { dailyBuilder } from './index.ts';

describe('the daily Decrypto code', () => {
  it('is the same whenever it is built for a date, another the next day, and only the server holds it', () => {
    const builder = dailyBuilder('decrypto')!;
    const first = builder.build('2026-11-21')!;
    expect(builder.build('2026-11-21')).toEqual(first);
    expect(first).toMatchObject({ game: 'decrypto', date: '2026-11-21', seed: 'decrypto:2026-11-21', generatorVersion: decrypto.generatorVersion, difficulty: null });
    expect(first.publicData).toEqual({ id: '2026-11-21', date_to_play: '2026-11-21' });
    expect(first.secretData).toEqual({ code: expect.stringMatching(/^\d{5}$/) });
    const codes = new Set(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map((date) => (builder.build(date)!.secretData as { code: string }).code));
    expect(codes.size).toBeGreaterThan(1);
    expect(decrypto.parse({ ...(first.publicData as object), ...(first.secretData as object) }).ok).toBe(true);
  });
});

describe('the daily Numero', () => {
  it('is the same game for every player of a date, proven winnable, its difficulty reported', () => {
    const builder = dailyBuilder('numero')!;
    const first = builder.build('2026-11-21')!;
    expect(builder.build('2026-11-21')).toEqual(first);
    expect(builder.build('2026-11-22')!.publicData).not.toEqual(first.publicData);
    expect(first).toMatchObject({ game: 'numero', seed: 'numero:2026-11-21', generatorVersion: numero.generatorVersion });
    expect(Object.keys(first.publicData as object).sort()).toEqual(['extra_rows', 'rows']);
    const secret = first.secretData as { solution: unknown[]; difficulty: { moves: number; rowsAdded: number; branching: number } };
    expect(secret.solution.length).toBe(secret.difficulty.moves);
    expect(first.difficulty).toBe(
      `${secret.difficulty.moves} coups dont ${secret.difficulty.rowsAdded} ligne(s) ajoutée(s), ${secret.difficulty.branching} paires possibles en moyenne`,
    );
    // parse plays the stored way again: the day is accepted only because it can be won.
    expect(numero.parse({ ...(first.publicData as object), ...secret }).ok).toBe(true);
  });
});
