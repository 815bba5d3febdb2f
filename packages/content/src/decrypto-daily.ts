import { createHmac } from 'node:crypto';
import { CODE_LENGTH, decrypto, type IsoDate, MAIN_STREAM, type StreamId } from '@jdj/puzzles';
import { type BuildSecrets, type DailyBuilder, streamSeed } from './daily-record.ts';

const CODE_SPACE = 10 ** CODE_LENGTH;
/** The permutation works on 2 × 9 bits (262,144 values ≥ 100,000), walked back into the codes' range. */
const HALF_BITS = 9;
const HALF_MASK = (1 << HALF_BITS) - 1;
const ROUNDS = 6;
const DAY_MS = 86_400_000;

/**
 * A keyed permutation of the 100,000 codes (a Feistel network, cycle-walked into the range): distinct days
 * get distinct codes, so no code comes back before 100,000 days, and without the key the order tells nothing.
 */
function permutedCode(index: number, key: string, stream: StreamId): number {
  const roundKeys = Array.from({ length: ROUNDS }, (_, round) =>
    createHmac('sha256', key)
      .update(streamSeed(stream, `decrypto-order:v3:${round}`))
      .digest(),
  );
  const roundOf = (round: number, half: number) =>
    createHmac('sha256', roundKeys[round] as Buffer)
      .update(String(half))
      .digest()
      .readUInt16BE(0) & HALF_MASK;
  let value = index;
  do {
    let left = value >> HALF_BITS;
    let right = value & HALF_MASK;
    for (let round = 0; round < ROUNDS; round++) [left, right] = [right, left ^ roundOf(round, right)];
    value = (left << HALF_BITS) | right;
  } while (value >= CODE_SPACE);
  return value;
}

/**
 * The day's code: 5 digits, each 0 to 9, repeats allowed, the day's place in a permutation of all the codes
 * keyed by the deployment's content key (issue 41: a random draw gave 10707 twice within 110 days). Server
 * only: the browser never gets this function, and without the key the date alone tells nothing of the code
 * (the version-1 codes were drawn from the public seed `decrypto:<date>:v1`, version 2's by a keyed draw).
 */
export function decryptoCode(date: IsoDate, secrets: BuildSecrets, stream: StreamId = MAIN_STREAM): string {
  if (!secrets.contentKey) throw new Error('Decrypto needs the content key to draw a code');
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const index = ((day % CODE_SPACE) + CODE_SPACE) % CODE_SPACE;
  return String(permutedCode(index, secrets.contentKey, stream)).padStart(CODE_LENGTH, '0');
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
