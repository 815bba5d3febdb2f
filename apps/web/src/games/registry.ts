import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isGameSlug, type GameSlug } from '@jdj/puzzles';
import { loadGameScreens, once } from '../features/game-shell/screen-loaders.ts';
import type { AnyGameDefinition, GameScreenProps, LandingCalendar } from './game-definition.ts';

/** A lazily loaded screen: each game's code stays in its own chunk (budget: 25 kB gzip per game). */
export type LazyScreen = LazyExoticComponent<ComponentType>;

/** The three screens of a game (document 2 §2): landing /{slug}, play /{slug}/:date, end /{slug}/:date/end. */
export interface GameScreens {
  landing: LazyScreen;
  play: LazyScreen;
  end: LazyScreen;
}

export interface GameEntry extends GameScreens {
  calendar: LandingCalendar;
  /** The game's own chunk: module, Board, Rules, joker. */
  load(): Promise<AnyGameDefinition>;
}

export type GameRegistry = Partial<Readonly<Record<GameSlug, GameScreens & Partial<GameEntry>>>>;

type ScreenName = 'LandingScreen' | 'PlayScreen' | 'EndScreen';

/**
 * A game's entry: its three routes render the shared screens once both the screen's code and the game's
 * own chunk are loaded (the play screen "renders only once the game is loaded").
 */
export function defineGame(slug: GameSlug, calendar: LandingCalendar, loadGame: () => Promise<{ default: AnyGameDefinition }>): GameEntry {
  const load = once(async () => (await loadGame()).default);
  const screen = (name: ScreenName): LazyScreen =>
    lazy(async () => {
      const [screens, definition] = await Promise.all([loadGameScreens(), load()]);
      const Screen: ComponentType<GameScreenProps> = screens[name];
      return { default: () => createElement(Screen, { slug, definition, calendar }) };
    });
  return { calendar, load, landing: screen('LandingScreen'), play: screen('PlayScreen'), end: screen('EndScreen') };
}

/**
 * The games implemented in this web app. Only these get routes, and only their home cards show "Jouer"
 * (document 1 §1). A game joins with one entry. Nothing of a game is in the home page's bundle.
 */
export const gameRegistry: GameRegistry = {
  anagrammo: defineGame('anagrammo', 'week', () => import('./anagrammo/anagrammo-game.tsx')),
  decrypto: defineGame('decrypto', 'week', () => import('./decrypto/decrypto-game.tsx')),
  melimelo: defineGame('melimelo', 'week', () => import('./melimelo/melimelo-game.tsx')),
  motamo: defineGame('motamo', 'week', () => import('./motamo/motamo-game.tsx')),
  prefixo: defineGame('prefixo', 'week', () => import('./prefixo/prefixo-game.tsx')),
  numero: defineGame('numero', 'month', () => import('./numero/numero-game.tsx')),
  sudoku: defineGame('sudoku', 'week', () => import('./sudoku/sudoku-game.tsx')),
  synonymo: defineGame('synonymo', 'week', () => import('./synonymo/synonymo-game.tsx')),
  sudolito: defineGame('sudolito', 'week', () => import('./sudolito/sudolito-game.tsx')),
  binero: defineGame('binero', 'month', () => import('./binero/binero-game.tsx')),
  proximo: defineGame('proximo', 'week', () => import('./proximo/proximo-game.tsx')),
};

export function isGameImplemented(slug: string, registry: GameRegistry = gameRegistry): boolean {
  return isGameSlug(slug) && registry[slug] !== undefined;
}

/** The implemented games with their screens, in a stable order. */
export function implementedGames(registry: GameRegistry = gameRegistry): Array<[GameSlug, GameScreens]> {
  return Object.entries(registry).filter(
    (entry): entry is [GameSlug, GameScreens] => isGameSlug(entry[0]) && entry[1] !== undefined,
  );
}
