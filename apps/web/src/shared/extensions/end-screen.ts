import type { ComponentType } from 'react';
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
 * A section a feature adds to the end screen of every game, whatever the game (a game's own section is
 * `GameDefinition.EndSection`). The game shell mounts the list app/ gives it, in its order, under the result;
 * a section with nothing to say renders nothing.
 */
export type EndScreenExtension = ComponentType<EndScreenExtensionProps>;
