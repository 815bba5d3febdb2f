import type { ProximoRecord } from '../words/records.ts';

const lettersOf = (n: number) => [n % 26, Math.floor(n / 26) % 26, Math.floor(n / 676)].map((d) => String.fromCharCode(97 + d)).join('');

/** The nearest words of the test day, in order; the list is filled up to 1,000 with made-up words. */
export const NEAREST = ['océan', 'vague', 'plage', 'marée', 'bateau', 'cheval', 'travail', 'œil', 'ciel', 'bras'];

/** A day whose target is « mer », in the shape the server stores (words with accents, as written). */
export function testProximoRecord(): ProximoRecord {
  const filler = Array.from({ length: 1000 - NEAREST.length }, (_, i) => `mot${lettersOf(i)}`);
  return {
    id: '2026-11-21',
    date_to_play: '2026-11-21',
    target: 'mer',
    target_hash: 'a'.repeat(64),
    words: [...NEAREST, ...filler],
  };
}
