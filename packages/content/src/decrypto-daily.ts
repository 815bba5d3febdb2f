import { createHmac } from 'node:crypto';
import { CODE_LENGTH, createRng, decrypto, type IsoDate, MAIN_STREAM, type StreamId } from '@jdj/puzzles';
import { type BuildSecrets, type DailyBuilder, streamSeed } from './daily-record.ts';

/**
 * The day's code: 5 digits, each 0 to 9, repeats allowed, drawn from the date keyed by the deployment's
 * content key. Server only: the browser never gets this function, and without the key the date alone tells
 * nothing of the code (the version-1 codes were drawn from the public seed `decrypto:<date>:v1`).
 */
export function decryptoCode(date: IsoDate, secrets: BuildSecrets, stream: StreamId = MAIN_STREAM): string {
  if (!secrets.contentKey) throw new Error('Decrypto needs the content key to draw a code');
  const seed = createHmac('sha256', secrets.contentKey)
    .update(streamSeed(stream, `decrypto:${date}:v${decrypto.generatorVersion}`))
    .digest('hex');
  const rng = createRng(seed);
  return Array.from({ length: CODE_LENGTH }, () => rng.int(0, 9)).join('');
}

/**
 * Only the day reaches the browser ({id, date_to_play}); the code stays in the secret part and attempts
 * are answered by the server. Document 2 §3 also lists `words`, which the rules never read: the record has
 * none (docs/decisions.md).
 */
export const decryptoDaily: DailyBuilder = {
  game: 'decrypto',
  build(date: IsoDate, secrets: BuildSecrets, stream: StreamId = MAIN_STREAM) {
    const puzzle = { id: date, date_to_play: date, code: decryptoCode(date, secrets, stream) };
    return {
      game: 'decrypto',
      date,
      stream,
      publicData: decrypto.toPublic(puzzle),
      secretData: { code: puzzle.code },
      // A label for operators: the code comes from the date and the content key, never from this alone.
      seed: streamSeed(stream, `decrypto:${date}`),
      generatorVersion: decrypto.generatorVersion,
      difficulty: null,
    };
  },
};
