import type { ProximoRecord } from '@jdj/puzzles';

/** A day whose target is « mer », with ten real nearest words and made-up ones up to 1,000 (tests only). */
export function testRecord(): ProximoRecord {
  const near = ['océan', 'vague', 'plage', 'marée', 'bateau', 'cheval', 'travail', 'œil', 'ciel', 'bras'];
  const filler = Array.from(
    { length: 1000 - near.length },
    (_, i) => `mot${String.fromCharCode(97 + (i % 26), 97 + (Math.floor(i / 26) % 26))}${String.fromCharCode(97 + Math.floor(i / 676))}`,
  );
  return { id: '2026-11-21', date_to_play: '2026-11-21', target: 'mer', target_hash: 'a'.repeat(64), words: [...near, ...filler] };
}
