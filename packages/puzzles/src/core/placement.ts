import type { GameModule } from './game-module.ts';

/**
 * Which wins are placed (issue 34): tiered (« Express ! »), celebrated as « du premier coup », counted in the
 * day's comparison and placed in leagues. A win is kept out of all of them, while staying a played day of
 * the calendar and the streak, when the jokers gave most of its answer away, or when a question game was won
 * faster than a person could for the answers it typed (its answer is the same for everyone and can be learnt
 * elsewhere). The browser and the server apply the same rule: the end screen says it before the server does.
 */

/** Above this share of its answer given by jokers, a win is « aidée ». */
export const ASSISTED_SHARE = 0.5;

/** Why a win is not placed: its answer came from the jokers, or it came faster than a person finds it. */
export type Unplaced = 'jokers' | 'too-fast';

export const UNPLACED_REASONS: readonly Unplaced[] = ['jokers', 'too-fast'];

/** What the rule reads of a finished game. */
export interface PlacementFacts {
  won: boolean;
  /** The share of the answer the jokers revealed (GameModule.revealedShare), 0 to 1. */
  revealedShare: number;
  /** The least play time a person wins in with these answers (GameModule.rankedFloorSeconds). */
  rankedFloorSeconds: number;
  /** Seconds played, penalties excluded. */
  playSeconds: number;
}

export function unplacedReason(facts: PlacementFacts): Unplaced | null {
  if (!facts.won) return null;
  if (facts.revealedShare > ASSISTED_SHARE) return 'jokers';
  if (facts.playSeconds < facts.rankedFloorSeconds) return 'too-fast';
  return null;
}

/** The game's side of the facts, from its final state. */
// biome-ignore lint: any puzzle, public puzzle and move type.
export function placementFactsOf<S>(module: GameModule<any, any, S, any>, state: S): Pick<PlacementFacts, 'revealedShare' | 'rankedFloorSeconds'> {
  return { revealedShare: module.revealedShare?.(state) ?? 0, rankedFloorSeconds: module.rankedFloorSeconds?.(state) ?? 0 };
}

/** A score's stored reason (score data `unplaced`), or null for a placed one or anything unexpected. */
export function storedUnplaced(data: Readonly<Record<string, unknown>> | undefined): Unplaced | null {
  const reason = data?.unplaced;
  return UNPLACED_REASONS.includes(reason as Unplaced) ? (reason as Unplaced) : null;
}

/** A share of `count` out of `total`, 0 when there is nothing to reveal. */
export const shareOf = (count: number, total: number): number => (total > 0 ? Math.min(1, count / total) : 0);
