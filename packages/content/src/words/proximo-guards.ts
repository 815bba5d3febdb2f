import type { IsoDate } from '@jdj/puzzles';
import { PROXIMO_DIR, readProximoFields, readProximoLookalikes, readProximoSensitiveWords } from './proximo-data.ts';

/** What a Proximo list may not hold, read from the committed data (scripts/proximo reads the same files). */
export interface ProximoGuards {
  /** Target → the members of its hand-written field: the only place a sensitive word may appear. */
  fields: Map<string, Set<string>>;
  /** Insults, slurs, atrocity and violence words (« tuer », « crever » since issue 41). */
  sensitive: Set<string>;
  /** Target → look-alikes judged unrelated in meaning (« retraite » : retrait). */
  lookalikes: Map<string, Set<string>>;
}

/** A look-alike our editors judged unrelated stays below this rank. */
export const LOOKALIKE_TOP = 100;

/**
 * Days planned with the issue-41 lists: a Proximo day before it keeps the list it was built with (a stored
 * record of today may hold « tuer » or a look-alike and is still published).
 */
export const PROXIMO_LIST_RULES_FROM: IsoDate = '2026-12-08';

export function readProximoGuards(dir = PROXIMO_DIR): ProximoGuards {
  return { fields: readProximoFields(dir), sensitive: readProximoSensitiveWords(dir), lookalikes: readProximoLookalikes(dir) };
}

/** Why a target's ranked list may not be published, in French; empty when it may. */
export function proximoListProblems(target: string, words: readonly string[], guards: ProximoGuards): string[] {
  const problems: string[] = [];
  const field = guards.fields.get(target);
  const unrelated = guards.lookalikes.get(target);
  words.forEach((word, i) => {
    if (guards.sensitive.has(word) && !field?.has(word))
      problems.push(`« ${word} », mot sensible, est au rang ${i + 1} sans être écrit dans le champ de « ${target} »`);
    if (i < LOOKALIKE_TOP && unrelated?.has(word))
      problems.push(`« ${word} » ressemble à « ${target} » sans en être proche par le sens : rang ${i + 1}, attendu après le rang ${LOOKALIKE_TOP}`);
  });
  return problems;
}
