import { count, jokersLine, summaryLines } from '../core/share-summary.ts';
import type { NumeroState } from './rules.ts';

/** Numero's share summary: the points, the rows added and the hints. */
export const numeroSummary = (state: NumeroState): string =>
  summaryLines(
    `🔢 Score : ${state.points}`,
    state.added === 0 ? '➕ Aucune ligne ajoutée' : `➕ ${count(state.added, 'ligne ajoutée', 'lignes ajoutées')}`,
    jokersLine(state.jokers, 'indice', 'indices'),
  );
