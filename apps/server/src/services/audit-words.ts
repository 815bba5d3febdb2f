import { CONSOLE_FIELD_WORDS } from '@jdj/api';
import type { AuditChangeDto } from '@jdj/api';
import type { Kysely } from 'kysely';
import { withAuthTables } from '../db/auth-tables.ts';
import type { Database } from '../db/schema.ts';

/** The audit log in words (issue 42): what the console's readers see instead of codes and JSON. */

/** Every action an audit line records, in French. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'provider.create': 'Fournisseur créé',
  'provider.update': 'Fournisseur modifié',
  'provider.legal': 'Mentions légales modifiées',
  'provider.brand': 'Couleurs modifiées',
  'provider.logo': 'Logo modifié',
  'provider.archive': 'Fournisseur archivé',
  'provider.restore': 'Fournisseur rétabli',
  'game.update': 'Jeu masqué ou montré',
  'day.replace': 'Jour remplacé',
  'player.role': 'Rôle changé',
  'player.ban': 'Compte suspendu',
  'player.unban': 'Suspension levée',
  'player.revoke-sessions': 'Sessions fermées',
  'player.delete': 'Compte supprimé',
  'player.verify-email': 'Adresse vérifiée à la main',
};

export const actionWords = (action: string): string => AUDIT_ACTIONS[action] ?? action;

/** Who wrote from the command line, and an actor whose account is gone. */
export const CLI_WORDS = 'ligne de commande';
export const DELETED_ACCOUNT = 'compte supprimé';

const ROLE_WORDS: Record<string, string> = { admin: 'administrateur', publisher: 'éditeur', user: 'joueur' };

/** The actors' names: an account's shown name (its username when it has none), the command line's words. */
export async function actorNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>([['cli', CLI_WORDS]]);
  const accounts = [...new Set(ids)].filter((id) => id !== 'cli');
  if (accounts.length === 0) return names;
  const rows = await withAuthTables(db).selectFrom('user').select(['id', 'name', 'username']).where('id', 'in', accounts).execute();
  for (const row of rows) names.set(row.id, row.name.trim() || row.username || row.id);
  return names;
}

/** Provider ids to names: a role's change names the provider, not its id. */
export async function providerNames(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('provider').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

function valueWords(field: string, value: unknown, providers: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (field === 'role' && typeof value === 'string') return ROLE_WORDS[value] ?? value;
  if (field === 'provider_id' && typeof value === 'string') return providers.get(value) ?? value;
  if (Array.isArray(value)) return value.length === 0 ? '(aucun)' : value.map((v) => valueWords(field, v, providers)).join(', ');
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined);
    return parts.length === 0 ? '—' : parts.map(([k, v]) => `${k} : ${valueWords(k, v, providers)}`).join(', ');
  }
  return String(value);
}

const asFields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields whose value differs between before and after, in the order the line lists them. */
export function auditChanges(before: unknown, after: unknown, providers: ReadonlyMap<string, string>): AuditChangeDto[] {
  const was = asFields(before);
  const is = asFields(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  const changes: AuditChangeDto[] = [];
  for (const field of fields) {
    // A field the write did not send is not a change (a legal save sends the legal fields only).
    if (before !== null && !(field in is)) continue;
    const from = valueWords(field, was[field], providers);
    const to = valueWords(field, is[field], providers);
    if (from === to) continue;
    changes.push({ field, label: CONSOLE_FIELD_WORDS[field] ?? field, before: from, after: to });
  }
  return changes;
}
