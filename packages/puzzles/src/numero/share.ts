import { count, jokersLine, summaryLines } from '../core/share-summary.ts';
import type { NumeroState } from './rules.ts';

/** A square per line the board had: 🟩 the starting ones, 🟦 those added. */
const linesPicture = (state: NumeroState): string => '🟩'.repeat(state.startRows) + '🟦'.repeat(state.added);

/** Numero's share summary: the points, the board's lines (started with, added) and the hints. */
export const numeroSummary = (state: NumeroState): string =>
  summaryLines(
    `🔢 Score : ${state.points}`,
    linesPicture(state),
    state.added === 0 ? '➕ Aucune ligne ajoutée' : `➕ ${count(state.added, 'ligne ajoutée', 'lignes ajoutées')}`,
    jokersLine(state.jokers, 'indice', 'indices'),
  );
