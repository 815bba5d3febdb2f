import type { TestPlays } from '../testing/plays.ts';
import type { ProximoRecord } from '../words/records.ts';
import { lookupOf } from './lookup.ts';
import { answerGuess, type ProximoMove } from './rules.ts';

/** Words no day's list is likely to hold; the first one the list does not know is the not-ranked guess. */
const FAR_WORDS = ['ornithorynque', 'zygomatique', 'kangourou', 'xylophone', 'quetzal', 'zzz'];

/**
 * A player who knows the list: a word far from the target (not ranked), a distant then a close ranked
 * word, then the target, each answered as the server answers it.
 */
export const proximoPlays: TestPlays<ProximoRecord, ProximoMove> = {
  win(record) {
    const lookup = lookupOf(record);
    const far = FAR_WORDS.map((w) => answerGuess(lookup, w)).find((answer) => answer.status === 'not_ranked');
    const ranked = [record.words[499], record.words[2]].map((w) => answerGuess(lookup, w as string));
    return [...(far ? [far] : []), ...ranked, answerGuess(lookup, record.target)];
  },
};
