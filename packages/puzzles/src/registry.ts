import type { GameModule } from './core/game-module.ts';
import type { GameSlug } from './core/games.ts';
import { anagrammo } from './anagrammo/index.ts';
import { decrypto } from './decrypto/index.ts';
import { melimelo } from './melimelo/index.ts';
import { motamo } from './motamo/index.ts';
import { prefixo } from './prefixo/index.ts';
import { numero } from './numero/index.ts';
import { proximo } from './proximo/index.ts';
import { sudoku } from './sudoku/index.ts';
import { synonymo } from './synonymo/index.ts';
import { sudolito } from './sudolito/index.ts';
import { binero } from './binero/index.ts';

// biome-ignore lint: the registry holds modules of different puzzle types.
export type AnyGameModule = GameModule<any, any, any, any, any>;

/** The games whose rules are implemented, by slug. */
const MODULES: Partial<Record<GameSlug, AnyGameModule>> = {
  anagrammo,
  decrypto,
  melimelo,
  motamo,
  prefixo,
  numero,
  sudoku,
  synonymo,
  sudolito,
  binero,
  proximo,
};

export function getGameModule(slug: string): AnyGameModule | undefined {
  return Object.hasOwn(MODULES, slug) ? MODULES[slug as GameSlug] : undefined;
}

export function implementedGameSlugs(): GameSlug[] {
  return Object.keys(MODULES) as GameSlug[];
}
