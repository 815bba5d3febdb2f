/**
 * Pieces of the share summaries (GameModule.shareSummary): a few lines under « J'ai réussi à terminer le
 * jeu X en mm:ss ! » that show how the game went without giving any answer away. Squares say how each word
 * or attempt went, the same in every game: green at the first try, yellow after a mistake, black not found.
 */
export const SQUARES = {
  /** Right at the first try (a word), or in its place (a digit of a code). */
  right: '🟩',
  /** Found after a mistake or more (a word), or in the code elsewhere (a digit). */
  close: '🟨',
  /** A digit tried more often than the code holds it. */
  extra: '🟧',
  /** A wrong try. */
  wrong: '🟥',
  /** Not found, or not in the code. */
  none: '⬛',
} as const;

/** « 1 erreur », « 2 erreurs »: French counts (0 and 1 take the singular). */
export const count = (n: number, one: string, other: string): string => `${n} ${n > 1 ? other : one}`;

/** « ✅ Sans erreur » or « ❌ 2 erreurs ». */
export const mistakesLine = (mistakes: number): string => (mistakes === 0 ? '✅ Sans erreur' : `❌ ${count(mistakes, 'erreur', 'erreurs')}`);

/** « 💡 1 case révélée »; nothing without a joker. */
export const jokersLine = (jokers: number, one: string, other: string): string | null => (jokers === 0 ? null : `💡 ${count(jokers, one, other)}`);

/** The summary's lines, the missing ones left out. */
export const summaryLines = (...lines: (string | null)[]): string => lines.filter((line): line is string => line !== null && line !== '').join('\n');
