import { describe, expect, it, vi } from 'vitest';
import { isInvalid } from '../core/game-module.ts';
import { proximo, PROXIMO_MAX_MOVES } from './index.ts';
import { spellingOf } from './normalise.ts';
import { testProximoRecord } from './test-fixtures.ts';

// Counts the normalisations a replay makes (the work that made a 5,000-guess log cost 3.8 s, issue 22).
vi.mock('./normalise.ts', async (original) => {
  const actual = await original<typeof import('./normalise.ts')>();
  return { ...actual, spellingOf: vi.fn(actual.spellingOf) };
});

const lettersOf = (n: number) => [n % 26, Math.floor(n / 26) % 26, Math.floor(n / 676) % 26].map((d) => String.fromCharCode(97 + d)).join('');

/** A hunt of `n` guesses the list does not rank, as the server replays it from the whole record. */
function normalisationsFor(n: number): number {
  const calls = vi.mocked(spellingOf);
  let state = proximo.init(testProximoRecord());
  calls.mockClear();
  for (let i = 0; i < n; i++) {
    const next = proximo.apply(state, { type: 'guess', word: `zq${lettersOf(i)}`, status: 'not_ranked' });
    if (isInvalid(next)) throw new Error(next.reason);
    state = next;
  }
  return calls.mock.calls.length;
}

describe('a Proximo replay', () => {
  it('normalises each guess a bounded number of times, however long the hunt: twice the guesses, twice the work', () => {
    const short = normalisationsFor(PROXIMO_MAX_MOVES / 2);
    const long = normalisationsFor(PROXIMO_MAX_MOVES);
    expect(long).toBeLessThanOrEqual(2 * short);
    expect(long).toBeLessThanOrEqual(5 * PROXIMO_MAX_MOVES);
  });

  it('still refuses a word already proposed, in another case, after a long hunt', () => {
    let state = proximo.init(testProximoRecord());
    for (let i = 0; i < 300; i++) state = proximo.apply(state, { type: 'guess', word: `zq${lettersOf(i)}`, status: 'not_ranked' }) as typeof state;
    const again = proximo.apply(state, { type: 'guess', word: 'ZQAAA', status: 'not_ranked' });
    expect(isInvalid(again) && again.reason).toBe('Vous avez déjà proposé « ZQAAA ».');
    // An older state played again gets its own index: the branch does not see the other's guesses.
    const older = proximo.apply(proximo.init(testProximoRecord()), { type: 'guess', word: 'zqaaa', status: 'not_ranked' });
    expect(isInvalid(older)).toBe(false);
  });
});
