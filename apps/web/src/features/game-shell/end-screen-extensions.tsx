import type { ComponentType } from 'react';
import { LeagueEndLines } from '../leagues/LeagueEndLines.tsx';
import type { PlayedScore } from '../scores/local-scores.ts';

/** What every feature adding to every game's end screen receives. */
export interface EndScreenExtensionProps {
  slug: string;
  gameName: string;
  date: string;
  /** Today in the provider's timezone. */
  today: string;
  provider: { slug: string; share_url: string | null };
  /** The player's score of the day (undefined while loading or when unplayed). */
  score: PlayedScore | undefined;
}

/**
 * Features that add a section to the end screen of every game, whatever the game (a game's own section
 * is `GameDefinition.EndSection`). One line here per feature; the end screen mounts them in one place.
 */
const EXTENSIONS: readonly ComponentType<EndScreenExtensionProps>[] = [LeagueEndLines];

export function EndScreenExtensions(props: EndScreenExtensionProps) {
  return EXTENSIONS.map((Extension, index) => <Extension key={index} {...props} />);
}
