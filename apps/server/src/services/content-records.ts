import { committedWordContent, type DailyRecord, dailyBuilder, isWordGame, publicationProblems } from '@jdj/content';
import { getGameModule, isIsoDate, isStreamId } from '@jdj/puzzles';

/**
 * The shape of one exported record, before its game's own validation. A record of a file (an export of before streams) may leave its stream out.
 */
export function isRecordShape(value: unknown): value is Omit<DailyRecord, 'stream'> & { stream?: string } {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.game === 'string' &&
    isIsoDate(r.date) &&
    'publicData' in r &&
    typeof r.seed === 'string' &&
    typeof r.generatorVersion === 'number' &&
    (r.stream === undefined || isStreamId(r.stream))
  );
}

/** A stored, built or imported record must pass its game's own validation to be playable. */
export function validateRecord(record: DailyRecord): string | undefined {
  // A record that names its day (word games, Decrypto) must name the day it is stored for.
  const publicData = typeof record.publicData === 'object' && record.publicData !== null ? (record.publicData as Record<string, unknown>) : {};
  const namesItsDay = isWordGame(record.game) || 'date_to_play' in publicData;
  if (namesItsDay && publicData.date_to_play !== record.date) {
    return `date_to_play ${String(publicData.date_to_play)} ne correspond pas au jour ${record.date}`;
  }
  if (isWordGame(record.game)) {
    // Imported days meet the same bar as planned ones: valid shape, dictionary words, no answer in its clue.
    const problems = publicationProblems(record, committedWordContent());
    return problems.length > 0 ? problems.join(' ; ') : undefined;
  }
  const module = getGameModule(record.game);
  if (!module || !dailyBuilder(record.game)) return `jeu inconnu ${record.game}`;
  const parsed = module.parse({ ...(record.publicData as object), ...((record.secretData ?? {}) as object) });
  return parsed.ok ? undefined : parsed.error;
}
