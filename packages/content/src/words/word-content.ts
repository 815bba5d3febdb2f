import { loadLexicon, type Lexicon } from '../lexicon/load.ts';
import { otherAnagrams } from '../lexicon/dictionary.ts';
import { readProximoList, readProximoTargets } from './proximo-data.ts';
import { readSchedule, type Schedule } from './schedule-file.ts';
import { WORD_GAMES, type WordGame } from './word-games.ts';

/** Everything the word games are built from: the lexicon, the published plans and Proximo's lists. */
export interface WordContent {
  lexicon: Lexicon;
  schedules: Map<WordGame, Schedule>;
  proximoTargets: string[];
  proximoList(target: string): string[] | undefined;
  anagramsOf(word: string): string[];
  /** Problems met while reading the files (refused lexicon lines, malformed plan lines). */
  loadErrors: string[];
}

export interface WordContentDirs {
  lexicon?: string;
  schedule?: string;
  proximo?: string;
}

export function loadWordContent(dirs: WordContentDirs = {}): WordContent {
  const { lexicon, errors } = loadLexicon(dirs.lexicon);
  const schedules = new Map<WordGame, Schedule>();
  for (const game of WORD_GAMES) schedules.set(game, readSchedule(game, errors, dirs.schedule));
  const lists = new Map<string, string[] | undefined>();
  return {
    lexicon,
    schedules,
    proximoTargets: readProximoTargets(dirs.proximo),
    proximoList(target) {
      if (!lists.has(target)) lists.set(target, readProximoList(target, dirs.proximo));
      return lists.get(target);
    },
    anagramsOf: otherAnagrams,
    loadErrors: errors,
  };
}

let committed: WordContent | undefined;

/** The committed content, read once per process. */
export function committedWordContent(): WordContent {
  committed ??= loadWordContent();
  return committed;
}
