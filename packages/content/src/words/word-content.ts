import { loadLexicon, type Lexicon } from '../lexicon/load.ts';
import { otherAnagrams } from '../lexicon/dictionary.ts';
import { readProximoList, readProximoTargets } from './proximo-data.ts';
import { type ProximoGuards, readProximoGuards } from './proximo-guards.ts';
import { MAIN_STREAM, type StreamId } from '@jdj/puzzles';
import { readSchedule, type Schedule, scheduleDirOf } from './schedule-file.ts';
import { WORD_GAMES, type WordGame } from './word-games.ts';

/** Everything the word games of one stream are built from: the lexicon, the stream's plans and Proximo's lists. */
export interface WordContent {
  /** The stream whose plans `schedules` are (every stream shares the lexicon and the lists). */
  stream: StreamId;
  lexicon: Lexicon;
  schedules: Map<WordGame, Schedule>;
  proximoTargets: string[];
  proximoList(target: string): string[] | undefined;
  /** What no list may hold: read on first use (only the checks need it). */
  proximoGuards(): ProximoGuards;
  anagramsOf(word: string): string[];
  /** Problems met while reading the files (refused lexicon lines, malformed plan lines). */
  loadErrors: string[];
}

export interface WordContentDirs {
  lexicon?: string;
  /** The main stream's plans; another stream's are in its sub-folder (scheduleDirOf). */
  schedule?: string;
  proximo?: string;
}

function readSchedules(stream: StreamId, errors: string[], dir: string | undefined): Map<WordGame, Schedule> {
  const schedules = new Map<WordGame, Schedule>();
  for (const game of WORD_GAMES) schedules.set(game, readSchedule(game, errors, scheduleDirOf(stream, dir)));
  return schedules;
}

export function loadWordContent(dirs: WordContentDirs = {}, stream: StreamId = MAIN_STREAM): WordContent {
  const { lexicon, errors } = loadLexicon(dirs.lexicon);
  const schedules = readSchedules(stream, errors, dirs.schedule);
  const lists = new Map<string, string[] | undefined>();
  let guards: ProximoGuards | undefined;
  return {
    stream,
    lexicon,
    schedules,
    proximoTargets: readProximoTargets(dirs.proximo),
    proximoList(target) {
      if (!lists.has(target)) lists.set(target, readProximoList(target, dirs.proximo));
      return lists.get(target);
    },
    proximoGuards() {
      guards ??= readProximoGuards(dirs.proximo);
      return guards;
    },
    anagramsOf: otherAnagrams,
    loadErrors: errors,
  };
}

const committed = new Map<StreamId, WordContent>();

/** The committed content of a stream, read once per process (the lexicon and lists once for all streams). */
export function committedWordContent(stream: StreamId = MAIN_STREAM): WordContent {
  let content = committed.get(stream);
  if (!content) {
    content = stream === MAIN_STREAM ? loadWordContent() : withStream(committedWordContent(), stream);
    committed.set(stream, content);
  }
  return content;
}

/** The same lexicon and lists with another stream's plans. */
export function withStream(content: WordContent, stream: StreamId, scheduleDir?: string): WordContent {
  const errors: string[] = [];
  const schedules = readSchedules(stream, errors, scheduleDir);
  return { ...content, stream, schedules, loadErrors: [...content.loadErrors, ...errors] };
}
