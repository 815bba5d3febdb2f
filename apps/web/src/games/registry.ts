import type { ComponentType, LazyExoticComponent } from 'react';
import { isGameSlug, type GameSlug } from '@jdj/puzzles';

/** A lazily loaded screen: each game's code stays in its own chunk (budget: 25 kB gzip per game). */
export type LazyScreen = LazyExoticComponent<ComponentType>;

/** The three screens of a game (document 2 §2): landing /{slug}, play /{slug}/:date, end /{slug}/:date/end. */
export interface GameScreens {
  landing: LazyScreen;
  play: LazyScreen;
  end: LazyScreen;
}

export type GameRegistry = Partial<Readonly<Record<GameSlug, GameScreens>>>;

/**
 * The games implemented in this web app. Only these get routes, and only their home cards show "Jouer"
 * (document 1 §1). A game joins with one entry, for example:
 *
 *   sudoku: {
 *     landing: lazy(() => import('./sudoku/SudokuLanding.tsx')),
 *     play: lazy(() => import('./sudoku/SudokuPlay.tsx')),
 *     end: lazy(() => import('./sudoku/SudokuEnd.tsx')),
 *   },
 *
 * No game is implemented yet.
 */
export const gameRegistry: GameRegistry = {};

export function isGameImplemented(slug: string, registry: GameRegistry = gameRegistry): boolean {
  return isGameSlug(slug) && registry[slug] !== undefined;
}

/** The implemented games with their screens, in a stable order. */
export function implementedGames(registry: GameRegistry = gameRegistry): Array<[GameSlug, GameScreens]> {
  return Object.entries(registry).filter(
    (entry): entry is [GameSlug, GameScreens] => isGameSlug(entry[0]) && entry[1] !== undefined,
  );
}
