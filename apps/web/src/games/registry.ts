import { isGameSlug, type GameSlug } from '@jdj/puzzles';
import { once } from '../shared/loading/once.ts';
import type { AnyGameDefinition, LandingCalendar } from './game-definition.ts';

/** A game of this web app: its landing calendar and its own chunk (budget: 25 kB gzip per game). */
export interface GameEntry {
  calendar: LandingCalendar;
  /** The game's own chunk: module, Board, Rules, joker. Loaded once. */
  load(): Promise<AnyGameDefinition>;
}

export type GameRegistry = Partial<Readonly<Record<GameSlug, GameEntry>>>;

export function defineGame(calendar: LandingCalendar, loadGame: () => Promise<{ default: AnyGameDefinition }>): GameEntry {
  return { calendar, load: once(async () => (await loadGame()).default) };
}

/**
 * The games implemented in this web app. Only these get routes (app/game-routes.tsx puts the shared screens
 * around each), and only their home cards show "Jouer" (document 1 §1). A game joins with one entry. Nothing
 * of a game is in the home page's bundle.
 */
export const gameRegistry: GameRegistry = {
  anagrammo: defineGame('week', () => import('./anagrammo/anagrammo-game.tsx')),
  decrypto: defineGame('week', () => import('./decrypto/decrypto-game.tsx')),
  melimelo: defineGame('week', () => import('./melimelo/melimelo-game.tsx')),
  motamo: defineGame('week', () => import('./motamo/motamo-game.tsx')),
  prefixo: defineGame('week', () => import('./prefixo/prefixo-game.tsx')),
  numero: defineGame('month', () => import('./numero/numero-game.tsx')),
  sudoku: defineGame('week', () => import('./sudoku/sudoku-game.tsx')),
  synonymo: defineGame('week', () => import('./synonymo/synonymo-game.tsx')),
  sudolito: defineGame('week', () => import('./sudolito/sudolito-game.tsx')),
  binero: defineGame('month', () => import('./binero/binero-game.tsx')),
  proximo: defineGame('week', () => import('./proximo/proximo-game.tsx')),
};

export function isGameImplemented(slug: string, registry: GameRegistry = gameRegistry): boolean {
  return isGameSlug(slug) && registry[slug] !== undefined;
}

/** The implemented games, in a stable order. */
export function implementedGames(registry: GameRegistry = gameRegistry): Array<[GameSlug, GameEntry]> {
  return Object.entries(registry).filter((entry): entry is [GameSlug, GameEntry] => isGameSlug(entry[0]) && entry[1] !== undefined);
}
