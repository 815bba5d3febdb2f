/**
 * A game's current streak: consecutive puzzle days played ending today or yesterday (DESIGN §5).
 * No scores are recorded yet, so every streak is 0; the scores work computes it here from the player's
 * scores, and every screen that shows a streak reads it through this function.
 */
export function currentStreak(_gameSlug: string): number {
  return 0;
}
