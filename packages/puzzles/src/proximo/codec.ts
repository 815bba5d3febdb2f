import { isIsoDate } from '../core/dates.ts';
import { fail, ok, type Result } from '../core/game-module.ts';
import { PROXIMO_LIST_SIZE } from '../words/records.ts';
import { normaliseGuess, PROXIMO_MAX_GUESS } from './normalise.ts';
import { PROXIMO_MAX_WORD, PROXIMO_NEAREST, type ProximoDay, type ProximoMove } from './rules.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The public day a browser receives (or keeps in its in-progress copy). */
export function parseDay(raw: unknown): Result<ProximoDay> {
  if (!isObject(raw)) return fail('Proximo : objet attendu');
  const { id, date_to_play: date } = raw;
  if (typeof id !== 'string' || id === '') return fail('Proximo : champ id manquant');
  if (!isIsoDate(date)) return fail('Proximo : date_to_play AAAA-MM-JJ attendue');
  return ok({ id, date_to_play: date });
}

function word(value: unknown, max: number): Result<string> {
  if (typeof value !== 'string') return fail('mot attendu');
  if (value.length > max) return fail(`mot de ${max} caractères au plus attendu`);
  if (normaliseGuess(value) === '') return fail('Entrez un mot.');
  return ok(value);
}

/** Any Proximo move from untrusted JSON (a submitted log, a question); anything else is refused. */
export function parseMove(raw: unknown): Result<ProximoMove> {
  if (!isObject(raw)) return fail('coup attendu');
  switch (raw.type) {
    case 'resolve':
      return ok({ type: 'resolve' });
    case 'nearest': {
      if (raw.words === undefined) return ok({ type: 'nearest' });
      if (!Array.isArray(raw.words) || raw.words.length > PROXIMO_NEAREST) return fail(`au plus ${PROXIMO_NEAREST} mots proches`);
      const words: string[] = [];
      for (const item of raw.words) {
        const checked = word(item, PROXIMO_MAX_WORD);
        if (!checked.ok) return checked;
        words.push(checked.value);
      }
      return ok({ type: 'nearest', words });
    }
    case 'guess': {
      if (raw.status === undefined) {
        const typed = word(raw.word, PROXIMO_MAX_GUESS);
        return typed.ok ? ok({ type: 'guess', word: typed.value }) : typed;
      }
      const answered = word(raw.word, PROXIMO_MAX_WORD);
      if (!answered.ok) return answered;
      if (raw.status === 'found' || raw.status === 'not_ranked' || raw.status === 'unknown')
        return ok({ type: 'guess', word: answered.value, status: raw.status });
      if (raw.status !== 'ranked') return fail('statut found, ranked, not_ranked ou unknown attendu');
      const rank = raw.rank;
      if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1 || rank > PROXIMO_LIST_SIZE) {
        return fail(`rang de 1 à ${PROXIMO_LIST_SIZE} attendu`);
      }
      return ok({ type: 'guess', word: answered.value, status: 'ranked', rank });
    }
    default:
      return fail('type de coup inconnu');
  }
}
