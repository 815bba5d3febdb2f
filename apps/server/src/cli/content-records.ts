import { committedWordContent, type DailyRecord, dailyBuilder, isWordGame, publicationProblems } from '@jdj/content';
import { getGameModule, isIsoDate } from '@jdj/puzzles';

/** The shape of one exported record, before its game's own validation. */
export function isRecordShape(value: unknown): value is DailyRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.game === 'string' &&
    isIsoDate(r.date) &&
    'publicData' in r &&
    typeof r.seed === 'string' &&
    typeof r.generatorVersion === 'number'
  );
}

/** A stored, built or imported record must pass its game's own validation to be playable. */
export function validateRecord(record: DailyRecord): string | undefined {
  if (isWordGame(record.game)) {
    const day = (record.publicData as { date_to_play?: unknown } | null)?.date_to_play;
    if (day !== record.date) return `date_to_play ${String(day)} ne correspond pas au jour ${record.date}`;
    // Imported days meet the same bar as planned ones: valid shape, dictionary words, no answer in its clue.
    const problems = publicationProblems(record, committedWordContent());
    return problems.length > 0 ? problems.join(' ; ') : undefined;
  }
  const module = getGameModule(record.game);
  if (!module || !dailyBuilder(record.game)) return `jeu inconnu ${record.game}`;
  const parsed = module.parse({ ...(record.publicData as object), ...((record.secretData ?? {}) as object) });
  return parsed.ok ? undefined : parsed.error;
}
