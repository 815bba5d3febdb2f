import { randomBytes, randomUUID } from 'node:crypto';
import { dateInTimeZone } from '@jdj/puzzles';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { LeagueDto, LeagueInvitationDto, LeagueListDto, LeagueMemberDto, ProviderDto } from '@jdj/api';
import type { Database, LeagueTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** Members of one league, and leagues of one player (issue 27). */
export const MAX_MEMBERS = 100;
export const MAX_LEAGUES_PER_PLAYER = 20;

/** better-auth's table, as far as leagues read it: the username is all members ever see of each other. */
export type LeagueDatabase = Database & { user: { id: string; username: string | null } };
export const withUsers = (db: Kysely<Database>) => db as unknown as Kysely<LeagueDatabase>;

/** One answer for a league that does not exist, is another provider's, or is not the player's: 404, never 403. */
export const LEAGUE_NOT_FOUND = 'Ligue introuvable';
const INVITATION_INVALID = 'Ce lien d’invitation n’est pas ou plus valable : demandez-en un nouveau à un membre de la ligue.';

/** 18 random bytes: 144 bits, 24 URL-safe characters (short enough for a compact QR code). */
export const newInviteToken = (): string => randomBytes(18).toString('base64url');
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** A member as other members see them: never an email or a name. */
const memberDto = (row: { user_id: string; username: string | null }, league: Pick<LeagueTable, 'owner_id'>, userId: string): LeagueMemberDto => ({
  id: row.user_id,
  username: row.username ?? '—',
  owner: row.user_id === league.owner_id,
  you: row.user_id === userId,
});

/** The leagues of `provider` that `userId` is a member of, in the order they joined them. */
export function leaguesOfMember(db: Kysely<Database>, providerId: string, userId: string): Promise<LeagueTable[]> {
  return db
    .selectFrom('league_member')
    .innerJoin('league', 'league.id', 'league_member.league_id')
    .selectAll('league')
    .where('league_member.user_id', '=', userId)
    .where('league.provider_id', '=', providerId)
    .orderBy('league_member.joined_at')
    .execute();
}

/** The league `id` of `provider` when `userId` is one of its members; otherwise the 404 every outsider gets. */
export async function leagueOfMember(db: Kysely<Database>, provider: ProviderDto, leagueId: string, userId: string): Promise<LeagueTable> {
  const league = await db
    .selectFrom('league')
    .innerJoin('league_member', 'league_member.league_id', 'league.id')
    .selectAll('league')
    .where('league.id', '=', leagueId)
    .where('league.provider_id', '=', provider.id)
    .where('league_member.user_id', '=', userId)
    .executeTakeFirst();
  if (!league) throw new HttpError(404, LEAGUE_NOT_FOUND);
  return league;
}

async function leagueOfOwner(db: Kysely<Database>, provider: ProviderDto, leagueId: string, userId: string, action: string): Promise<LeagueTable> {
  const league = await leagueOfMember(db, provider, leagueId, userId);
  if (league.owner_id !== userId) throw new HttpError(403, `Seul le propriétaire de la ligue peut ${action}`);
  return league;
}

/** Members with an account still there, oldest first. */
export async function membersOf(db: Kysely<Database>, leagueId: string) {
  return withUsers(db)
    .selectFrom('league_member')
    .innerJoin('user', 'user.id', 'league_member.user_id')
    .select(['league_member.user_id', 'user.username', 'league_member.joined_at'])
    .where('league_member.league_id', '=', leagueId)
    .orderBy('league_member.joined_at')
    .orderBy('league_member.user_id')
    .execute();
}

/** Leagues are for accounts: a provider without them (no_login) has none. */
export function assertLeaguesOffered(provider: ProviderDto): void {
  if (provider.features.includes('no_login')) throw new HttpError(404, `Les ligues ne sont pas proposées par ${provider.name}`);
}

export async function listLeagues(db: Kysely<Database>, provider: ProviderDto, userId: string): Promise<LeagueListDto> {
  const rows = await withUsers(db)
    .selectFrom('league_member as mine')
    .innerJoin('league', 'league.id', 'mine.league_id')
    .innerJoin('league_member as other', 'other.league_id', 'league.id')
    .innerJoin('user', 'user.id', 'other.user_id')
    .select((eb) => ['league.id', 'league.name', 'league.owner_id', 'mine.joined_at', eb.fn.countAll<number | string>().as('members')])
    .where('mine.user_id', '=', userId)
    .where('league.provider_id', '=', provider.id)
    .groupBy(['league.id', 'league.name', 'league.owner_id', 'mine.joined_at'])
    .orderBy('mine.joined_at')
    .orderBy('league.id')
    .execute();
  return {
    leagues: rows.map((row) => ({ id: row.id, name: row.name, members: Number(row.members), owner: row.owner_id === userId })),
    max_leagues: MAX_LEAGUES_PER_PLAYER,
    max_members: MAX_MEMBERS,
  };
}

export async function leagueDetail(db: Kysely<Database>, provider: ProviderDto, leagueId: string, userId: string, now = new Date()): Promise<LeagueDto> {
  const league = await leagueOfMember(db, provider, leagueId, userId);
  const members = await membersOf(db, league.id);
  return {
    id: league.id,
    name: league.name,
    members: members.map((row) => memberDto(row, league, userId)),
    max_members: MAX_MEMBERS,
    invite_token: league.invite_token,
    owner: league.owner_id === userId,
    today: dateInTimeZone(now, provider.timezone),
  };
}

async function leagueCountOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('league_member')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Called first in a transaction that may add a membership: the player's joins and creations then count and
 * insert one after the other, so the cap holds under concurrent requests (issue 34: 27 joins at once left
 * 21 to 25 leagues). PostgreSQL runs transactions side by side, hence a lock per player held to the commit;
 * SQLite already runs explicit transactions one at a time (db/sqlite-dialect.ts).
 */
async function lockLeaguesOf(trx: Kysely<Database>, userId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext('league-cap'), hashtext(${userId}))`.execute(trx);
}

const tooManyLeagues = () => new HttpError(409, `Vous êtes déjà dans ${MAX_LEAGUES_PER_PLAYER} ligues, le maximum : quittez-en une d’abord.`);

export async function createLeague(db: Kysely<Database>, provider: ProviderDto, userId: string, name: string, now = new Date()): Promise<LeagueDto> {
  assertLeaguesOffered(provider);
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockLeaguesOf(trx, userId);
    if ((await leagueCountOf(trx, userId)) >= MAX_LEAGUES_PER_PLAYER) throw tooManyLeagues();
    await trx
      .insertInto('league')
      .values({ id, provider_id: provider.id, name, owner_id: userId, invite_token: newInviteToken(), created_at: at, updated_at: at })
      .execute();
    await trx.insertInto('league_member').values({ league_id: id, user_id: userId, joined_at: at }).execute();
  });
  return leagueDetail(db, provider, id, userId, now);
}

export async function renameLeague(
  db: Kysely<Database>,
  provider: ProviderDto,
  leagueId: string,
  userId: string,
  name: string,
  now = new Date(),
): Promise<LeagueDto> {
  const league = await leagueOfOwner(db, provider, leagueId, userId, 'la renommer');
  await db.updateTable('league').set({ name, updated_at: now.toISOString() }).where('id', '=', league.id).execute();
  return leagueDetail(db, provider, league.id, userId, now);
}

/** A new link: every older one stops working at once. */
export async function renewInvitation(db: Kysely<Database>, provider: ProviderDto, leagueId: string, userId: string, now = new Date()): Promise<LeagueDto> {
  const league = await leagueOfOwner(db, provider, leagueId, userId, 'changer le lien d’invitation');
  await db.updateTable('league').set({ invite_token: newInviteToken(), updated_at: now.toISOString() }).where('id', '=', league.id).execute();
  return leagueDetail(db, provider, league.id, userId, now);
}

/** The owner removes a member, who can never come back through an invitation link. */
export async function removeMember(
  db: Kysely<Database>,
  provider: ProviderDto,
  leagueId: string,
  userId: string,
  memberId: string,
  now = new Date(),
): Promise<LeagueDto> {
  const league = await leagueOfOwner(db, provider, leagueId, userId, 'retirer un membre');
  if (memberId === userId) throw new HttpError(409, 'Le propriétaire ne peut pas se retirer : passez la main à un autre membre ou supprimez la ligue.');
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('league_member').where('league_id', '=', league.id).where('user_id', '=', memberId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, 'Ce joueur n’est pas membre de la ligue');
    await trx
      .insertInto('league_ban')
      .values({ league_id: league.id, user_id: memberId, banned_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['league_id', 'user_id']).doNothing())
      .execute();
  });
  return leagueDetail(db, provider, league.id, userId, now);
}

export async function handOver(
  db: Kysely<Database>,
  provider: ProviderDto,
  leagueId: string,
  userId: string,
  memberId: string,
  now = new Date(),
): Promise<LeagueDto> {
  const league = await leagueOfOwner(db, provider, leagueId, userId, 'passer la main');
  const member = await db.selectFrom('league_member').select('user_id').where('league_id', '=', league.id).where('user_id', '=', memberId).executeTakeFirst();
  if (!member) throw new HttpError(404, 'Ce joueur n’est pas membre de la ligue');
  await db.updateTable('league').set({ owner_id: memberId, updated_at: now.toISOString() }).where('id', '=', league.id).execute();
  return leagueDetail(db, provider, league.id, userId, now);
}

export async function deleteLeague(db: Kysely<Database>, provider: ProviderDto, leagueId: string, userId: string): Promise<void> {
  const league = await leagueOfOwner(db, provider, leagueId, userId, 'la supprimer');
  await db.deleteFrom('league').where('id', '=', league.id).execute();
}

/** A member leaves (and may come back with a link). The owner hands over or deletes first. */
export async function leaveLeague(db: Kysely<Database>, provider: ProviderDto, leagueId: string, userId: string): Promise<void> {
  const league = await leagueOfMember(db, provider, leagueId, userId);
  if (league.owner_id === userId) throw new HttpError(409, 'Vous êtes propriétaire de cette ligue : passez la main à un autre membre ou supprimez-la.');
  await db.deleteFrom('league_member').where('league_id', '=', league.id).where('user_id', '=', userId).execute();
}

/** The league an invitation token opens on this provider, or the one answer for every bad link. */
async function leagueOfToken(db: Kysely<Database>, provider: ProviderDto, token: string): Promise<LeagueTable> {
  const league = INVITE_TOKEN_PATTERN.test(token)
    ? await db.selectFrom('league').selectAll().where('invite_token', '=', token).where('provider_id', '=', provider.id).executeTakeFirst()
    : undefined;
  if (!league) throw new HttpError(404, INVITATION_INVALID);
  return league;
}

async function isBanned(db: Kysely<Database>, leagueId: string, userId: string): Promise<boolean> {
  return (await db.selectFrom('league_ban').select('user_id').where('league_id', '=', leagueId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

async function memberCount(db: Kysely<Database>, leagueId: string): Promise<number> {
  const row = await withUsers(db)
    .selectFrom('league_member')
    .innerJoin('user', 'user.id', 'league_member.user_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('league_member.league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What an invitation link leads to, before joining: the league's name and size and, for a signed-in
 * player, what its members will see of them. A removed member gets the same answer as a dead link.
 */
export async function previewInvitation(db: Kysely<Database>, provider: ProviderDto, token: string, userId: string | undefined): Promise<LeagueInvitationDto> {
  assertLeaguesOffered(provider);
  const league = await leagueOfToken(db, provider, token);
  if (userId && (await isBanned(db, league.id, userId))) throw new HttpError(404, INVITATION_INVALID);
  let you: LeagueInvitationDto['you'] = null;
  if (userId) {
    const user = await withUsers(db).selectFrom('user').select('username').where('id', '=', userId).executeTakeFirst();
    const member = await db.selectFrom('league_member').select('user_id').where('league_id', '=', league.id).where('user_id', '=', userId).executeTakeFirst();
    you = { username: user?.username ?? '—', member: member !== undefined, league_id: member ? league.id : null };
  }
  return { name: league.name, members: await memberCount(db, league.id), max_members: MAX_MEMBERS, you };
}

/** Joins the league of an invitation (joining again is no error); returns the league's id. */
export async function joinByInvitation(db: Kysely<Database>, provider: ProviderDto, token: string, userId: string, now = new Date()): Promise<string> {
  assertLeaguesOffered(provider);
  const candidate = await leagueOfToken(db, provider, token);
  return db.transaction().execute(async (trx) => {
    // The player's lock before the league's row, in every transaction that takes both: no deadlock.
    await lockLeaguesOf(trx, userId);
    // Writing the league's row (to itself) locks it on PostgreSQL until the end of this transaction, so two
    // players joining at once cannot both take the hundredth place; SQLite runs transactions one at a time.
    const league = await trx
      .updateTable('league')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', candidate.id)
      .where('invite_token', '=', token)
      .returning(['id'])
      .executeTakeFirst();
    if (!league || (await isBanned(trx, league.id, userId))) throw new HttpError(404, INVITATION_INVALID);
    const already = await trx.selectFrom('league_member').select('user_id').where('league_id', '=', league.id).where('user_id', '=', userId).executeTakeFirst();
    if (already) return league.id;
    if ((await memberCount(trx, league.id)) >= MAX_MEMBERS) throw new HttpError(409, `Cette ligue est complète : ${MAX_MEMBERS} membres au plus.`);
    if ((await leagueCountOf(trx, userId)) >= MAX_LEAGUES_PER_PLAYER) throw tooManyLeagues();
    await trx.insertInto('league_member').values({ league_id: league.id, user_id: userId, joined_at: now.toISOString() }).execute();
    return league.id;
  });
}

/** What the leagues keep of an account, for its owner's download (issue 26's export): the leagues it is in. */
export async function exportLeagueMemberships(db: Kysely<Database>, userId: string): Promise<{ league: string; owner: boolean; joined_at: string }[]> {
  const rows = await db
    .selectFrom('league_member')
    .innerJoin('league', 'league.id', 'league_member.league_id')
    .select(['league.name', 'league.owner_id', 'league_member.joined_at'])
    .where('league_member.user_id', '=', userId)
    .orderBy('league_member.joined_at')
    .orderBy('league.name')
    .execute();
  return rows.map((row) => ({ league: row.name, owner: row.owner_id === userId, joined_at: row.joined_at }));
}

/**
 * An account being erased (issue 26's erasure calls this, inside its own transaction or alone): its
 * memberships and bans go. A league it owns passes to the member who joined earliest, so the friends keep
 * their league; a league left empty is deleted. Returns how many memberships were removed.
 */
export async function eraseLeagueMemberships(db: Kysely<Database>, userId: string): Promise<number> {
  const erase = async (trx: Kysely<Database>) => {
    const removed = await trx.deleteFrom('league_member').where('user_id', '=', userId).executeTakeFirst();
    await trx.deleteFrom('league_ban').where('user_id', '=', userId).execute();
    const owned = await trx.selectFrom('league').select('id').where('owner_id', '=', userId).execute();
    for (const { id } of owned) {
      const heir = await withUsers(trx)
        .selectFrom('league_member')
        .innerJoin('user', 'user.id', 'league_member.user_id')
        .select('league_member.user_id')
        .where('league_member.league_id', '=', id)
        .orderBy('league_member.joined_at')
        .orderBy('league_member.user_id')
        .executeTakeFirst();
      if (heir) await trx.updateTable('league').set({ owner_id: heir.user_id }).where('id', '=', id).execute();
      else await trx.deleteFrom('league').where('id', '=', id).execute();
    }
    return Number(removed.numDeletedRows);
  };
  // All of it or nothing: within the caller's transaction when there is one (Kysely cannot nest them).
  return db.isTransaction ? erase(db) : db.transaction().execute(erase);
}
