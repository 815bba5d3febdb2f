import { addDays, createRng, decrypto, numero } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { contentKeyOf, dailyBuilder } from './index.ts';

const secrets = { contentKey: contentKeyOf('a secret of this test only, never deployed') };
const codeOf = (date: string, keys = secrets) => (dailyBuilder('decrypto')!.build(date, keys)!.secretData as { code: string }).code;

describe('the daily Decrypto code', () => {
  it('is the same whenever it is built for a date, another the next day, and only the server holds it', () => {
    const builder = dailyBuilder('decrypto')!;
    const first = builder.build('2026-11-21', secrets)!;
    expect(builder.build('2026-11-21', secrets)).toEqual(first);
    expect(first).toMatchObject({
      game: 'decrypto',
      date: '2026-11-21',
      seed: 'decrypto:2026-11-21',
      generatorVersion: decrypto.generatorVersion,
      difficulty: null,
    });
    expect(first.publicData).toEqual({ id: '2026-11-21', date_to_play: '2026-11-21' });
    expect(first.secretData).toEqual({ code: expect.stringMatching(/^\d{5}$/) });
    const codes = new Set(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map((date) => codeOf(date)));
    expect(codes.size).toBeGreaterThan(1);
    expect(decrypto.parse({ ...(first.publicData as object), ...(first.secretData as object) }).ok).toBe(true);
  });

  it('cannot be computed from the date: another deployment secret draws other codes, the public seed none of them', () => {
    const dates = Array.from({ length: 60 }, (_, i) => addDays('2026-11-21', i));
    const other = { contentKey: contentKeyOf('another deployment, another secret') };
    // What the browser's generator did (issue 22): five digits from the public seed `decrypto:<date>:v1`.
    const fromPublicSeed = (date: string) => {
      const rng = createRng(`decrypto:${date}:v1`);
      return Array.from({ length: 5 }, () => rng.int(0, 9)).join('');
    };
    const same = (draw: (date: string) => string) => dates.filter((date) => draw(date) === codeOf(date)).length;
    // Two draws of 100,000 codes agree by chance once in 100,000 days.
    expect(same((date) => codeOf(date, other))).toBe(0);
    expect(same(fromPublicSeed)).toBe(0);
  });

  it('never gives a code twice within two years, whatever the key or the stream (issue 41)', () => {
    for (const keys of [secrets, { contentKey: contentKeyOf('another deployment, another secret') }]) {
      const codes = Array.from({ length: 800 }, (_, i) => codeOf(addDays('2026-12-02', i), keys));
      expect(new Set(codes).size).toBe(800);
      expect(codes.every((code) => /^\d{5}$/.test(code))).toBe(true);
    }
    const reunion = Array.from(
      { length: 400 },
      (_, i) => (dailyBuilder('decrypto')!.build(addDays('2026-12-02', i), secrets, 'reunion')!.secretData as { code: string }).code,
    );
    expect(new Set(reunion).size).toBe(400);
  });

  it('needs the content key: a build without it fails rather than draw a guessable code', () => {
    expect(() => dailyBuilder('decrypto')!.build('2026-11-21', { contentKey: '' })).toThrow(/content key/);
  });
});

describe('the daily Numero', () => {
  it('is the same game for every player of a date, proven winnable, its difficulty reported', () => {
    const builder = dailyBuilder('numero')!;
    const first = builder.build('2026-11-21', secrets)!;
    expect(builder.build('2026-11-21', secrets)).toEqual(first);
    expect(builder.build('2026-11-22', secrets)!.publicData).not.toEqual(first.publicData);
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
