import { isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { eraseAccount } from './erase-account.ts';
import type { PlayerDetailDto, PlayerSummaryDto } from '@jdj/api';
import type { Auth } from '../auth/auth.ts';
import { ROLES } from '../auth/console-roles.ts';
import { authErrorBody } from '../auth/errors.ts';
import { withAuthTables } from '../db/auth-tables.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { recordAudit } from './audit.ts';

/**
 * The console's players (administrators only), through better-auth's admin plugin: its server calls
 * carry the administrator's own session, so the plugin checks the role once more itself.
 */

interface AdminUser {
  id: string;
  email: string;
  name: string;
  username?: string | null;
  role?: string | null;
  banned?: boolean | null;
  twoFactorEnabled?: boolean | null;
  createdAt: Date | string;
}

/** better-auth's refusals as our French 4xx. */
async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAPIError(error)) {
      const status = error.statusCode >= 500 ? 500 : error.statusCode;
      if (status === 500) throw error;
      const body = authErrorBody(status, (error.body ?? {}) as Record<string, unknown>, null);
      throw new HttpError(status as 400, body.message);
    }
    throw error;
  }
}

/**
 * The account an action names, or a 404 before anything is done or audited: better-auth would otherwise
 * revoke the sessions of nobody (and the audit say it did).
 */
export async function requireAccount(db: Kysely<Database>, userId: string): Promise<{ role: string }> {
  const user = await withAuthTables(db).selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(404, 'Compte introuvable : aucun compte ne porte cet identifiant.');
  return { role: user.role ?? ROLES.player };
}

/**
 * The console never leaves the site without an administrator: deleting or demoting the last one is refused
 * (only `npm run admin -- grant` could name another). Two administrators removing each other at the same
 * instant are not guarded against; the command line recovers.
 */
export async function refuseLastAdministrator(db: Kysely<Database>, userId: string, change: 'delete' | 'demote'): Promise<void> {
  const { role } = await requireAccount(db, userId);
  if (role !== ROLES.admin) return;
  const row = await withAuthTables(db)
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number | string>().as('admins'))
    .where('role', '=', ROLES.admin)
    .executeTakeFirstOrThrow();
  if (Number(row.admins) > 1) return;
  const what = change === 'delete' ? 'le supprimer' : 'lui retirer ce rôle';
  throw new HttpError(409, `C’est le dernier compte administrateur : nommez un autre administrateur avant de ${what}.`);
}

async function publisherSlugs(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('publisher_provider')
    .innerJoin('provider', 'provider.id', 'publisher_provider.provider_id')
    .select(['publisher_provider.user_id', 'provider.slug'])
    .where('publisher_provider.user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.slug]));
}

function summary(user: AdminUser, publisherOf: string | undefined): PlayerSummaryDto {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    name: user.name,
    role: user.role ?? ROLES.player,
    banned: user.banned === true,
    two_factor: user.twoFactorEnabled === true,
    created_at: new Date(user.createdAt).toISOString(),
    publisher_of: publisherOf ?? null,
  };
}

/** Accounts whose e-mail or username contains the text (case-insensitive), at most 50. */
export async function findPlayers(auth: Auth, db: Kysely<Database>, headers: Headers, text: string): Promise<PlayerSummaryDto[]> {
  const value = text.trim().toLowerCase();
  const [byEmail, byUsername] = await adminCall(() =>
    Promise.all([
      auth.api.listUsers({ headers, query: { searchValue: value, searchField: 'email', searchOperator: 'contains', limit: 50, sortBy: 'email' } }),
      auth.api.listUsers({ headers, query: { filterField: 'username', filterValue: value, filterOperator: 'contains', limit: 50, sortBy: 'email' } }),
    ]),
  );
  const users = new Map<string, AdminUser>();
  for (const user of [...byEmail.users, ...byUsername.users] as AdminUser[]) users.set(user.id, user);
  const found = [...users.values()].sort((a, b) => a.email.localeCompare(b.email)).slice(0, 50);
  const publishers = await publisherSlugs(
    db,
    found.map((u) => u.id),
  );
  return found.map((u) => summary(u, publishers.get(u.id)));
}

export async function playerDetail(auth: Auth, db: Kysely<Database>, headers: Headers, userId: string): Promise<PlayerDetailDto> {
  const user = (await adminCall(() => auth.api.getUser({ headers, query: { id: userId } }))) as AdminUser;
  const [sessions, scores, publishers] = await Promise.all([
    adminCall(() => auth.api.listUserSessions({ headers, body: { userId } })),
    db
      .selectFrom('score')
      .leftJoin('provider', 'provider.id', 'score.provider_id')
      .select(['score.game', 'score.puzzle_date', 'score.score', 'score.data', 'score.played_at', 'provider.slug'])
      .where('score.user_id', '=', userId)
      .orderBy('score.puzzle_date', 'desc')
      .orderBy('score.game')
      .limit(200)
      .execute(),
    publisherSlugs(db, [userId]),
  ]);
  const now = Date.now();
  return {
    ...summary(user, publishers.get(userId)),
    sessions: sessions.sessions.filter((s) => new Date(s.expiresAt).getTime() > now).length,
    scores: scores.map((s) => ({
      game: s.game,
      date: s.puzzle_date,
      score: Number(s.score),
      won: !s.data.includes('"won":false'),
      provider: s.slug,
      played_at: s.played_at,
    })),
  };
}

export async function revokeSessions(auth: Auth, db: Kysely<Database>, headers: Headers, userId: string, actorId: string): Promise<void> {
  await adminCall(() => auth.api.revokeUserSessions({ headers, body: { userId } }));
  await recordAudit(db, { actorId, action: 'player.revoke-sessions', targetType: 'user', targetId: userId });
}

export async function setBanned(auth: Auth, db: Kysely<Database>, headers: Headers, userId: string, banned: boolean, actorId: string): Promise<void> {
  if (banned) await adminCall(() => auth.api.banUser({ headers, body: { userId } }));
  else await adminCall(() => auth.api.unbanUser({ headers, body: { userId } }));
  await recordAudit(db, {
    actorId,
    action: banned ? 'player.ban' : 'player.unban',
    targetType: 'user',
    targetId: userId,
    before: { banned: !banned },
    after: { banned },
  });
}

export type RoleChoice = { role: 'user' } | { role: 'admin' } | { role: 'publisher'; providerId: string };

/** Makes an account a player, an administrator, or a publisher of one provider; audited with both states. */
export async function setRole(
  auth: Auth,
  db: Kysely<Database>,
  headers: Headers | undefined,
  userId: string,
  choice: RoleChoice,
  actorId: string,
): Promise<void> {
  const before = await db.selectFrom('publisher_provider').select('provider_id').where('user_id', '=', userId).executeTakeFirst();
  const context = await auth.$context;
  const user = (await context.internalAdapter.findUserById(userId)) as AdminUser | null;
  if (!user) throw new HttpError(404, 'Compte introuvable');
  // From the console the plugin checks the caller's role itself; the command line has no session.
  if (headers) await adminCall(() => auth.api.setRole({ headers, body: { userId, role: choice.role as 'admin' } }));
  else await context.internalAdapter.updateUser(userId, { role: choice.role });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('publisher_provider').where('user_id', '=', userId).execute();
    if (choice.role === 'publisher')
      await trx.insertInto('publisher_provider').values({ user_id: userId, provider_id: choice.providerId, created_at: new Date().toISOString() }).execute();
    await recordAudit(trx, {
      actorId,
      action: 'player.role',
      targetType: 'user',
      targetId: userId,
      before: { role: user.role ?? ROLES.player, provider_id: before?.provider_id ?? null },
      after: { role: choice.role, provider_id: choice.role === 'publisher' ? choice.providerId : null },
    });
  });
}

/**
 * An administrator's deletion: the same erasure as the player's own (services/erase-account.ts), an audit line
 * naming the account by id, and the same confirmation mail to the address it had. False when there is no such
 * account.
 */
export async function deleteAccount(auth: Auth, db: Kysely<Database>, request: Request, userId: string, actorId: string): Promise<boolean> {
  const erased = await eraseAccount(db, userId);
  if (!erased) return false;
  await recordAudit(db, { actorId, action: 'player.delete', targetType: 'user', targetId: userId });
  // better-auth's hook for a deleted user sends the player's confirmation (auth/auth.ts).
  const afterDelete = auth.options.user?.deleteUser?.afterDelete as ((user: unknown, request?: Request) => Promise<void>) | undefined;
  await afterDelete?.({ email: erased.email, first_name: erased.first_name, username: erased.username }, request);
  return true;
}
