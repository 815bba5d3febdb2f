/** One tier icon per 24 px of width (document 1 §9), at least one. */
export const TIER_ICON_WIDTH = 24;

export function tierIconCount(width: number): number {
  return Number.isFinite(width) && width > 0 ? Math.max(1, Math.floor(width / TIER_ICON_WIDTH)) : 1;
}
