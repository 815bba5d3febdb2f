import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntryDto, AuditPageDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';

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

/** Newest first, 50 a page; `before` is the cursor of the previous page (`at|id`). */
export async function auditPage(
  db: Kysely<Database>,
  filter: { before?: string | undefined; action?: string | undefined; actorId?: string | undefined },
): Promise<AuditPageDto> {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE + 1);
  if (filter.before) {
    const [at = '', id = ''] = filter.before.split('|');
    query = query.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
  }
  if (filter.action) query = query.where('action', 'like', `${filter.action.replace(/[%_]/g, '')}%`);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  const rows = await query.execute();
  const entries: AuditEntryDto[] = rows.slice(0, PAGE).map((row) => ({
    id: row.id,
    at: row.at,
    actor_id: row.actor_id,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }));
  const last = entries.at(-1);
  return { entries, next: rows.length > PAGE && last ? `${last.at}|${last.id}` : null };
}
