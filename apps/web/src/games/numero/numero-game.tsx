import { canUseJoker, type NumeroMove, type NumeroPuzzle, type NumeroState, numero, parsePublicNumero, solveNumero } from '@jdj/puzzles';
import { tNumero as t } from '../../i18n/fr-numero.ts';
import type { GameDefinition } from '../game-definition.ts';
import { NumeroBoard } from './NumeroBoard.tsx';
import { NumeroEnd } from './NumeroEnd.tsx';
import { NumeroRules } from './NumeroRules.tsx';
import './numero.css';

/** States « Résoudre » may search from the board as it stands before giving up. */
const RESOLVE_SEARCH_LIMIT = 20_000;

/** The moves of a way to an empty board from `state` (a chosen cell is freed first), or none if none is found. */
export function resolveMoves(state: NumeroState): { instant: NumeroMove[]; animated: NumeroMove[] } {
  const found = solveNumero(state.rows, state.extraRows, state.added, { maxNodes: RESOLVE_SEARCH_LIMIT });
  if (!found.steps) return { instant: [], animated: [] };
  const free: NumeroMove[] = state.selected ? [{ type: 'select', ...state.selected }] : [];
  const animated = found.steps.flatMap((step): NumeroMove[] =>
    step === 'row'
      ? [{ type: 'add-row' }]
      : [
          { type: 'select', row: step[0], col: step[1] },
          { type: 'select', row: step[2], col: step[3] },
        ],
  );
  return { instant: free, animated };
}

/** Numero in the shared shell: the module of @jdj/puzzles, its board, its rules and its end-screen part. */
const numeroGame: GameDefinition<NumeroPuzzle, NumeroState, NumeroMove> = {
  slug: 'numero',
  module: numero,
  parsePuzzle: parsePublicNumero,
  Board: NumeroBoard,
  Rules: NumeroRules,
  rulesPlayLabel: t('numero.rules.play'),
  joker: {
    label: t('numero.joker'),
    isJoker: (move) => move.type === 'joker',
    move: (state) => (canUseJoker(state) ? { type: 'joker' } : null),
  },
  resolve: resolveMoves,
  // The last pair (or the last blocked board) shows before the end screen; the clock already stopped.
  finishDelayMs: 800,
  EndSection: NumeroEnd,
};

export default numeroGame;
