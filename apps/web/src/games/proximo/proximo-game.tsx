import { parseProximoDay, proximo, type ProximoDay, type ProximoMove, type ProximoState } from '@jdj/puzzles';
import { tProximo as t } from '../../i18n/fr-proximo.ts';
import type { GameDefinition } from '../game-definition.ts';
import { ProximoBoard } from './ProximoBoard.tsx';
import { ProximoEnd } from './ProximoEnd.tsx';
import { ProximoRules } from './ProximoRules.tsx';

/**
 * Proximo in the shared shell. The browser holds only the day: every guess is a question the server
 * answers from the ranked list; « Résoudre » (debug_resolve providers only) asks it for the target.
 */
const proximoGame: GameDefinition<ProximoDay, ProximoState, ProximoMove> = {
  slug: 'proximo',
  module: proximo,
  parsePuzzle: parseProximoDay,
  Board: ProximoBoard,
  Rules: ProximoRules,
  joker: null,
  resolve: () => ({ instant: [{ type: 'resolve' }], animated: [] }),
  // « Trouvé ! » shows for the correct word's 0.8 s before the end screen.
  finishDelayMs: 800,
  EndSection: ProximoEnd,
  endNeedsScore: true,
  rulesTitle: t('proximo.rules.title'),
  rulesPlayLabel: t('proximo.rules.close'),
};

export default proximoGame;
