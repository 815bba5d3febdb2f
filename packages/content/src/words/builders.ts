import { MAIN_STREAM } from '@jdj/puzzles';
import type { DailyBuilder } from '../daily-record.ts';
import { buildWordDay } from './build-record.ts';
import { committedWordContent } from './word-content.ts';
import type { WordGame } from './word-games.ts';

/** The daily builder of a word game over the committed lexicon and the stream's committed plans. */
export function wordGameBuilder(game: WordGame): DailyBuilder {
  return {
    game,
    build(date, _secrets, stream = MAIN_STREAM) {
      const built = buildWordDay(game, date, committedWordContent(stream));
      return built.ok ? built.record : undefined;
    },
  };
}
