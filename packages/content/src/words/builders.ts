import type { DailyBuilder } from '../daily-record.ts';
import { buildWordDay } from './build-record.ts';
import { committedWordContent } from './word-content.ts';
import type { WordGame } from './word-games.ts';

/** The daily builder of a word game over the committed lexicon and plans. */
export function wordGameBuilder(game: WordGame): DailyBuilder {
  return {
    game,
    build(date) {
      const built = buildWordDay(game, date, committedWordContent());
      return built.ok ? built.record : undefined;
    },
  };
}
