import type { GameSlug } from '@jdj/puzzles';

/** The games whose days are planned from the lexicon, in the order the planner serves them each day. */
export const WORD_GAMES = ['proximo', 'synonymo', 'motamo', 'prefixo', 'melimelo', 'anagrammo'] as const satisfies readonly GameSlug[];
export type WordGame = (typeof WORD_GAMES)[number];

export function isWordGame(game: string): game is WordGame {
  return (WORD_GAMES as readonly string[]).includes(game);
}

/** How many answers a day of each game uses (document 2 §9). */
export const ANSWERS_PER_DAY: Record<WordGame, number> = {
  proximo: 1,
  synonymo: 4,
  motamo: 5,
  prefixo: 5,
  melimelo: 5,
  anagrammo: 1,
};

/** First day of the published schedule. */
export const SCHEDULE_EPOCH = '2026-09-01';

/**
 * An answer does not come back in the same game within a year; the content check holds every window
 * it is given (120 days in the definition of done) to no repeat at all.
 */
export const REUSE_GAP_DAYS = 365;
