import { normaliseGuess, parseProximoRecord } from '@jdj/puzzles';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildWordDay } from './build-record.ts';
import { committedWordContent } from './word-content.ts';

const content = committedWordContent();
const DAY = '2026-12-24';

describe('a built word-game day', () => {
  it('gives a Proximo browser nothing but the day: target, hash and list stay on the server', () => {
    const built = buildWordDay('proximo', DAY, content);
    if (!built.ok) throw new Error(built.problem);
    const { publicData, secretData } = built.record as { publicData: object; secretData: { target: string; target_hash: string; words: string[] } };
    expect(publicData).toEqual({ id: DAY, date_to_play: DAY });
    expect(secretData.target_hash).toBe(createHash('sha256').update(normaliseGuess(secretData.target)).digest('hex'));
    expect(parseProximoRecord({ ...publicData, ...secretData }).ok).toBe(true);
  });

  it('reads definitions and hints from the lexicon, and says when a day is not planned', () => {
    const built = buildWordDay('motamo', DAY, content);
    if (!built.ok) throw new Error(built.problem);
    const words = (built.record.publicData as { words: { word: string; definition: string; category: string }[] }).words;
    for (const { word, definition, category } of words) {
      const entry = content.lexicon.entries.find((e) => e.lemma === word);
      // The category is the theme of the very definition the day picked.
      expect(entry?.senses).toContainEqual({ definition, theme: category });
    }
    expect(buildWordDay('motamo', '2040-01-01', content)).toEqual({ ok: false, problem: 'jour non planifié' });
  });
});
