import { createRng, decrypto, type IsoDate } from '@jdj/puzzles';
import type { DailyBuilder } from './daily-record.ts';

/**
 * The day's code from the date's seed. Only the day reaches the browser ({id, date_to_play}); the code
 * stays in the secret part and attempts are answered by the server. Document 2 §3 also lists `words`,
 * which the rules never read: the record has none (docs/decisions.md).
 */
export const decryptoDaily: DailyBuilder = {
  game: 'decrypto',
  build(date: IsoDate) {
    const seed = `decrypto:${date}`;
    const puzzle = decrypto.generate!(createRng(`${seed}:v${decrypto.generatorVersion}`), { date });
    return {
      game: 'decrypto',
      date,
      publicData: decrypto.toPublic(puzzle),
      secretData: { code: puzzle.code },
      seed,
      generatorVersion: decrypto.generatorVersion,
      difficulty: null,
    };
  },
};
