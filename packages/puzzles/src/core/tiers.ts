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

const PROVERB = 'Rien ne sert de courir, il faut partir à point !';

const STANDARD_TIERS: readonly ResultTier[] = [
  { id: 'express', title: 'Express !', message: "Les mots n'ont plus de secret pour vous.", from: 0, to: 60 },
  { id: 'won', title: "C'est gagné !", message: 'Vous pouvez certainement être plus rapide.', from: 60, to: 120 },
  { id: 'done', title: 'Vous avez réussi !', message: PROVERB, from: 120, to: TIER_UPPER_BOUND },
];

const BINERO_TIERS: readonly ResultTier[] = [
  { id: 'express', title: 'Express !', message: 'Vous maîtrisez parfaitement la logique binaire.', from: 0, to: 120 },
  { id: 'won', title: "C'est gagné !", message: 'Excellent travail de réflexion.', from: 120, to: 300 },
  { id: 'done', title: 'Vous avez réussi !', message: PROVERB, from: 300, to: TIER_UPPER_BOUND },
];

// Document 2 gives no Proximo tiers; a semantic hunt takes minutes, so its bands are wider
// (see docs/decisions.md).
const PROXIMO_TIERS: readonly ResultTier[] = [
  { id: 'express', title: 'Express !', message: 'Votre flair sémantique est redoutable.', from: 0, to: 300 },
  { id: 'won', title: "C'est gagné !", message: 'Belle intuition, le mot mystère a cédé.', from: 300, to: 900 },
  { id: 'done', title: 'Vous avez réussi !', message: PROVERB, from: 900, to: TIER_UPPER_BOUND },
];

export function tiersFor(slug: GameSlug): readonly ResultTier[] {
  if (slug === 'binero') return BINERO_TIERS;
  if (slug === 'proximo') return PROXIMO_TIERS;
  return STANDARD_TIERS;
}

/** The tier of a time; times past the upper bound stay in the last tier. */
export function resultTier(slug: GameSlug, seconds: number): ResultTier {
  const tiers = tiersFor(slug);
  const time = Number.isFinite(seconds) ? Math.max(0, seconds) : TIER_UPPER_BOUND;
  return tiers.find((tier) => time >= tier.from && time < tier.to) ?? (tiers[tiers.length - 1] as ResultTier);
}
