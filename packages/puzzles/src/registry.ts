import type { GameModule } from './core/game-module.ts';
import type { GameSlug } from './core/games.ts';
import { anagrammo } from './anagrammo/index.ts';
import { melimelo } from './melimelo/index.ts';
import { sudoku } from './sudoku/index.ts';
import { sudolito } from './sudolito/index.ts';
import { binero } from './binero/index.ts';

// biome-ignore lint: the registry holds modules of different puzzle types.
export type AnyGameModule = GameModule<any, any, any, any, any>;

/** The games whose rules are implemented, by slug. */
const MODULES: Partial<Record<GameSlug, AnyGameModule>> = {
  anagrammo,
  melimelo,
  sudoku,
  sudolito,
  binero,
};

export function getGameModule(slug: string): AnyGameModule | undefined {
  return Object.hasOwn(MODULES, slug) ? MODULES[slug as GameSlug] : undefined;
}

export function implementedGameSlugs(): GameSlug[] {
  return Object.keys(MODULES) as GameSlug[];
}
