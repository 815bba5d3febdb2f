import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntryDto, AuditPageDto } from '@jdj/api';
import { addDays, DEFAULT_TIME_ZONE, type IsoDate } from '@jdj/puzzles';
import type { Database } from '../db/schema.ts';
import { actionWords, actorNames, AUDIT_ACTIONS, auditChanges, DELETED_ACCOUNT, providerNames } from './audit-words.ts';
import { frenchCsv } from './french-csv.ts';
import { startOfDay } from './stats-refresh.ts';

/** Who wrote from the command line (`npm run admin`): no account behind it. */
export const CLI_ACTOR = 'cli';

export interface AuditEntry {
  /** An account id (never an e-mail: an erased account leaves only its id here), or CLI_ACTOR. */
  actorId: string;
  /** What was done, e.g. `provider.create`, `day.replace`, `player.ban`. */
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  at?: Date;
}

/** One audit line; called inside the write's own transaction, so a write and its line go together. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: (entry.at ?? new Date()).toISOString(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

const PAGE = 50;
/** The most lines one CSV export holds (newest first): years of a console's writes. */
export const CSV_LINES = 5000;

export interface AuditFilter {
  before?: string | undefined;
  action?: string | undefined;
  actorId?: string | undefined;
  /** Days of Paris's calendar, both included. */
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

function filtered(db: Kysely<Database>, filter: AuditFilter, limit: number) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
  if (filter.before) {
    const [at = '', id = ''] = filter.before.split('|');
    query = query.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
  }
  if (filter.action) query = query.where('action', 'like', `${filter.action.replace(/[%_]/g, '')}%`);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  if (filter.from) query = query.where('at', '>=', startOfDay(filter.from, DEFAULT_TIME_ZONE).toISOString());
  if (filter.to) query = query.where('at', '<', startOfDay(addDays(filter.to, 1), DEFAULT_TIME_ZONE).toISOString());
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>[number];

/** The lines in words: who by name, what in French, each changed field before and after. */
async function inWords(db: Kysely<Database>, rows: readonly Row[]): Promise<AuditEntryDto[]> {
  const [names, providers] = await Promise.all([
    actorNames(
      db,
      rows.map((r) => r.actor_id),
    ),
    providerNames(db),
  ]);
  return rows.map((row) => {
    const before = row.before === null ? null : (JSON.parse(row.before) as unknown);
    const after = row.after === null ? null : (JSON.parse(row.after) as unknown);
    return {
      id: row.id,
      at: row.at,
      actor_id: row.actor_id,
      actor_name: names.get(row.actor_id) ?? DELETED_ACCOUNT,
      action: row.action,
      action_label: actionWords(row.action),
      target_type: row.target_type,
      target_id: row.target_id,
      before,
      after,
      changes: auditChanges(before, after, providers),
    };
  });
}

/** Newest first, 50 a page; `before` is the cursor of the previous page (`at|id`). */
export async function auditPage(db: Kysely<Database>, filter: AuditFilter): Promise<AuditPageDto> {
  const [rows, actorIds] = await Promise.all([filtered(db, filter, PAGE + 1).execute(), db.selectFrom('audit_log').select('actor_id').distinct().execute()]);
  const entries = await inWords(db, rows.slice(0, PAGE));
  const names = await actorNames(
    db,
    actorIds.map((r) => r.actor_id),
  );
  const last = entries.at(-1);
  return {
    entries,
    next: rows.length > PAGE && last ? `${last.at}|${last.id}` : null,
    actions: Object.entries(AUDIT_ACTIONS).map(([id, label]) => ({ id, label })),
    actors: actorIds
      .map((r) => ({ id: r.actor_id, name: names.get(r.actor_id) ?? DELETED_ACCOUNT }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id)),
  };
}

/** The lines the filters keep as CSV for French spreadsheets (the dashboard's format): one line per change. */
export async function auditCsv(db: Kysely<Database>, filter: AuditFilter): Promise<string> {
  const entries = await inWords(db, await filtered(db, { ...filter, before: undefined }, CSV_LINES).execute());
  const lines: string[][] = [['Quand', 'Qui', 'Identifiant du compte', 'Action', 'Cible', 'Champ', 'Avant', 'Après']];
  for (const entry of entries) {
    const head = [entry.at, entry.actor_name, entry.actor_id, entry.action_label, entry.target_id ?? entry.target_type];
    if (entry.changes.length === 0) lines.push([...head, '', '', '']);
    for (const change of entry.changes) lines.push([...head, change.label, change.before, change.after]);
  }
  return frenchCsv(lines);
}
