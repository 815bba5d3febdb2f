import type { GameSlug } from './games.ts';

/** Upper bound of the last tier (document 1 §9). */
export const TIER_UPPER_BOUND = 10_000_000;

export interface ResultTier {
  /** Stable identifier, also used to pick the tier's icon. */
  id: 'express' | 'won' | 'done';
  title: string;
  message: string;
  /** Lower bound in seconds, included. */
  from: number;
  /** Upper bound in seconds, excluded. */
  to: number;
}

const PROVERB = 'Rien ne sert de courir, il faut partir à point !';

/** The bands of document 1 §9, with the Express sentence of a game family. */
const standardTiers = (expressMessage: string): readonly ResultTier[] => [
  { id: 'express', title: 'Express !', message: expressMessage, from: 0, to: 60 },
  { id: 'won', title: 'C’est gagné !', message: 'Vous pouvez certainement être plus rapide.', from: 60, to: 120 },
  { id: 'done', title: 'Vous avez réussi !', message: PROVERB, from: 120, to: TIER_UPPER_BOUND },
];

/** The spec's sentence fits the word games only (docs/decisions.md): the games of digits get their own. */
const WORD_TIERS = standardTiers('Les mots n’ont plus de secret pour vous.');
const DIGIT_TIERS = standardTiers('Les chiffres n’ont plus de secret pour vous.');

const BINERO_TIERS: readonly ResultTier[] = [
  { id: 'express', title: 'Express !', message: 'Vous maîtrisez parfaitement la logique binaire.', from: 0, to: 120 },
  { id: 'won', title: 'C’est gagné !', message: 'Excellent travail de réflexion.', from: 120, to: 300 },
  { id: 'done', title: 'Vous avez réussi !', message: PROVERB, from: 300, to: TIER_UPPER_BOUND },
];

// Document 2 gives no Proximo tiers; a semantic hunt takes minutes, so its bands are wider
// (see docs/decisions.md).
const PROXIMO_TIERS: readonly ResultTier[] = [
  { id: 'express', title: 'Express !', message: 'Votre flair sémantique est redoutable.', from: 0, to: 300 },
  { id: 'won', title: 'C’est gagné !', message: 'Belle intuition, le mot mystère a cédé.', from: 300, to: 900 },
  { id: 'done', title: 'Vous avez réussi !', message: PROVERB, from: 900, to: TIER_UPPER_BOUND },
];

/** Each game's family of tiers: words, digits (Sudoku, Sudolito, Numero, Decrypto), Binero's logic, Proximo's hunt. */
const TIERS_OF: Readonly<Record<GameSlug, readonly ResultTier[]>> = {
  anagrammo: WORD_TIERS,
  melimelo: WORD_TIERS,
  motamo: WORD_TIERS,
  prefixo: WORD_TIERS,
  synonymo: WORD_TIERS,
  sudoku: DIGIT_TIERS,
  sudolito: DIGIT_TIERS,
  numero: DIGIT_TIERS,
  decrypto: DIGIT_TIERS,
  binero: BINERO_TIERS,
  proximo: PROXIMO_TIERS,
};

export function tiersFor(slug: GameSlug): readonly ResultTier[] {
  return TIERS_OF[slug] ?? WORD_TIERS;
}

/** The tier of a time; times past the upper bound stay in the last tier. */
export function resultTier(slug: GameSlug, seconds: number): ResultTier {
  const tiers = tiersFor(slug);
  const time = Number.isFinite(seconds) ? Math.max(0, seconds) : TIER_UPPER_BOUND;
  return tiers.find((tier) => time >= tier.from && time < tier.to) ?? (tiers[tiers.length - 1] as ResultTier);
}
