import { createElement, type ComponentType } from 'react';
import type { GameSlug } from '@jdj/puzzles';
import type { GameScreenProps } from '../games/game-definition.ts';
import type { GameEntry } from '../games/registry.ts';
import { once } from '../shared/loading/once.ts';
import { preloadable } from '../shared/loading/preloadable.ts';

/** A screen loaded on demand (each game's code stays in its own chunk); the shell's can be preloaded. */
export type LazyScreen = ComponentType;

/** The three screens of a game (document 2 §2): landing /{slug}, play /{slug}/:date, end /{slug}/:date/end. */
export interface GameScreens {
  landing: LazyScreen;
  play: LazyScreen;
  end: LazyScreen;
}

/**
 * The shared game screens' code, fetched on the first game screen; the console's day preview loads it too,
 * for the game screens' stylesheet.
 */
export const loadGameScreens = once(() => import('./game-screens.ts'));

type ScreenName = 'LandingScreen' | 'PlayScreen' | 'EndScreen';

const built = new WeakMap<GameEntry, GameScreens>();

/**
 * A game's screens: each renders the shared screen once both its code and the game's own chunk are loaded
 * (the play screen "renders only once the game is loaded"). Built once per game.
 */
export function shellScreens(slug: GameSlug, entry: GameEntry): GameScreens {
  const known = built.get(entry);
  if (known) return known;
  const screen = (name: ScreenName): LazyScreen =>
    preloadable(async () => {
      const [screens, definition] = await Promise.all([loadGameScreens(), entry.load()]);
      const Screen: ComponentType<GameScreenProps> = screens[name];
      const props: GameScreenProps = { slug, definition, calendar: entry.calendar, endScreenExtensions: screens.endScreenExtensions };
      return () => createElement(Screen, props);
    });
  const screens = { landing: screen('LandingScreen'), play: screen('PlayScreen'), end: screen('EndScreen') };
  built.set(entry, screens);
  return screens;
}

/** Which screens a game's routes show: the shell's, or a test's own. */
export type ScreensOf = (slug: GameSlug, entry: GameEntry) => GameScreens;
