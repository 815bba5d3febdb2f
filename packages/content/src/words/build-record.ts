import { createHash } from 'node:crypto';
import { createRng, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import { type DailyRecord, streamSeed } from '../daily-record.ts';
import type { LexiconEntry } from '../lexicon/entry.ts';
import { proximoKey } from './proximo-data.ts';
import type { WordContent } from './word-content.ts';
import { ANSWERS_PER_DAY, type WordGame } from './word-games.ts';

/** Bump when the same plan would build another record (new fields, other choice of definition). */
export const WORD_RECORD_VERSION = 2;

export type BuiltDay = { ok: true; record: DailyRecord } | { ok: false; problem: string };

export function targetHash(target: string): string {
  return createHash('sha256').update(proximoKey(target)).digest('hex');
}

/**
 * Turns a planned day into the game's daily record (document 2 §3). Definitions and hints are read
 * from the lexicon at build time, so an editor's correction reaches every day not yet stored.
 */
export function buildWordDay(game: WordGame, date: IsoDate, content: WordContent): BuiltDay {
  const words = content.schedules.get(game)?.get(date);
  if (!words) return { ok: false, problem: 'jour non planifié' };
  return buildWordDayOf(game, date, words, content);
}

/** The record a day would have with these words (an editor's other choice, or the plan's). */
export function buildWordDayOf(game: WordGame, date: IsoDate, words: readonly string[], content: WordContent): BuiltDay {
  if (words.length !== ANSWERS_PER_DAY[game]) return { ok: false, problem: `${ANSWERS_PER_DAY[game]} mot(s) attendu(s), ${words.length} reçu(s)` };
  const missing = words.filter((w, i) => !(game === 'synonymo' && i > 0) && !content.lexicon.byLetters.has(toPlayableLetters(w)));
  if (game !== 'proximo' && missing.length > 0) return { ok: false, problem: `absent(s) du lexique : ${missing.join(', ')}` };
  const entry = (word: string) => content.lexicon.byLetters.get(toPlayableLetters(word)) as LexiconEntry;
  // With several meanings, the day's seed chooses one, so a word reads differently in two games; the
  // category shown with it is that meaning's own theme.
  const senseOf = (e: LexiconEntry) => createRng(`${game}:${date}:${e.lemma}`).pick(e.senses);
  const anagram = (e: LexiconEntry) => ({ word: e.lemma, hint: e.hint, alternatives: content.anagramsOf(e.lemma) });
  const common = { id: date, date_to_play: date };
  let publicData: object;
  let secretData: object = {};
  switch (game) {
    case 'anagrammo':
      publicData = { ...common, ...anagram(entry(words[0] as string)) };
      break;
    case 'melimelo':
      publicData = { ...common, words: words.map((w) => anagram(entry(w))) };
      break;
    case 'motamo':
      publicData = {
        ...common,
        words: words.map(entry).map((e) => {
          const sense = senseOf(e);
          return { word: e.lemma, definition: sense.definition, difficulty: e.band, category: sense.theme };
        }),
      };
      break;
    case 'prefixo':
      publicData = {
        ...common,
        prefix: toPlayableLetters(words[0] as string).slice(0, 2),
        words: words.map(entry).map((e, index) => ({ id: index + 1, index, word: e.lemma, definition: senseOf(e).definition })),
      };
      break;
    case 'synonymo':
      publicData = { ...common, reference: words[0], words: words.slice(1).map((word, index) => ({ id: index + 1, word })) };
      break;
    case 'proximo': {
      const target = words[0] as string;
      const list = content.proximoList(target);
      if (!list) return { ok: false, problem: `liste Proximo absente pour « ${target} »` };
      // Only the day is public: the target's hash would give it away to anyone hashing the dictionary.
      publicData = common;
      secretData = { target, target_hash: targetHash(target), words: list };
      break;
    }
  }
  const { stream } = content;
  return {
    ok: true,
    record: {
      game,
      date,
      stream,
      publicData,
      secretData,
      seed: streamSeed(stream, `${game}:${date}`),
      generatorVersion: WORD_RECORD_VERSION,
      difficulty: null,
    },
  };
}
