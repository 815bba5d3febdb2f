import { dateInTimeZone } from '@jdj/puzzles';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LeagueDayDto, LeagueDto, LeagueInvitationDto, LeagueListDto, LeaguePlacesDto, LeagueStandingDto } from '../api/league-types.ts';
import type { ApiSuccess } from '../api/types.ts';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { gameDayParams, gameSlug, isoDate, providerQuery, providerSlug } from '../http/schemas.ts';
import { leagueDay, leagueStanding, placesOfDay } from '../services/league-standings.ts';
import {
  assertLeaguesOffered,
  createLeague,
  deleteLeague,
  handOver,
  joinByInvitation,
  LEAGUE_NAME_MAX,
  leagueDetail,
  leagueOfMember,
  leaveLeague,
  listLeagues,
  previewInvitation,
  removeMember,
  renameLeague,
  renewInvitation,
} from '../services/leagues.ts';
import { enforceRateLimits, type RateRule } from '../services/rate-limit.ts';
import type { SessionUserOf } from './scores.ts';

/**
 * Invitation links are unguessable (144 random bits); their use is counted all the same, so nobody can
 * try links in bulk. An office joining one morning behind one address stays far below.
 */
export const INVITATION_LIMITS = {
  address: { limit: 120, windowSeconds: 600 },
  player: { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateRule>;
/** Creating leagues: a few a day is plenty; a loop creating and deleting them is held. */
export const CREATE_LIMIT: RateRule = { limit: 10, windowSeconds: 3600 };

const leagueName = z
  .string()
  .trim()
  .min(1, 'obligatoire')
  .max(LEAGUE_NAME_MAX, `au plus ${LEAGUE_NAME_MAX} caractères`)
  .refine((s) => !/[\u0000-\u001f\u007f<>]/.test(s), 'caractères non autorisés');
/** An account id (better-auth's UUIDs), in a path. */
const accountId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'identifiant invalide');

const createSchema = z.strictObject({ name: leagueName, provider: providerSlug.optional() });
const renameSchema = createSchema;
const tokenSchema = z.strictObject({ token: z.string().max(64, 'lien invalide'), provider: providerSlug.optional() });
const handOverSchema = z.strictObject({ member: accountId, provider: providerSlug.optional() });
const providerOnly = z.strictObject({ provider: providerSlug.optional() });
const leagueParams = z.object({ id: z.uuid('identifiant de ligue invalide') });
const memberParams = z.object({ id: z.uuid('identifiant de ligue invalide'), member: accountId });
const dayParams = z.object({ id: z.uuid('identifiant de ligue invalide'), slug: gameSlug, date: isoDate });
const standingQuery = z.object({ provider: providerSlug.optional(), period: z.enum(['week', 'month']), date: isoDate.optional() });

export interface LeagueRouteOptions {
  trustProxy: boolean;
  sessionUserOf?: SessionUserOf;
}

const ok = <T,>(c: Context, data: T, status: 200 | 201 = 200) => c.json({ code: 200, data } satisfies ApiSuccess<T>, status);

/** /api/leagues: private leagues of signed-in players (issue 27), thin routes over services/leagues.ts. */
export function leagueRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: LeagueRouteOptions): Hono {
  const sessionUserOf = options.sessionUserOf ?? (async () => undefined);
  const signedIn = async (c: Context): Promise<string> => {
    const userId = await sessionUserOf(c);
    if (!userId) throw new HttpError(401, 'Connectez-vous pour accéder aux ligues');
    return userId;
  };
  const provider = (c: Context, slug: string | undefined) => providerOfRequest(c, resolver, slug);
  const queryProvider = (c: Context) => provider(c, parseQuery(c, providerQuery).provider);
  /** A member's league, or the 404 of every outsider. */
  const memberLeague = async (c: Context, id: string, userId: string) => {
    const p = await queryProvider(c);
    return { provider: p, league: await leagueOfMember(db, p, id, userId) };
  };
  const countInvitationUse = async (c: Context, userId: string | undefined) => {
    const address = clientAddress(c, options.trustProxy);
    await enforceRateLimits(db, [
      ...(address ? [{ key: `league-invite:a:${address}`, rule: INVITATION_LIMITS.address }] : []),
      ...(userId ? [{ key: `league-invite:u:${userId}`, rule: INVITATION_LIMITS.player }] : []),
    ]);
  };

  return new Hono()
    .get('/', async (c) => {
      const userId = await signedIn(c);
      const p = await queryProvider(c);
      assertLeaguesOffered(p);
      return ok<LeagueListDto>(c, await listLeagues(db, p, userId));
    })
    .post('/', async (c) => {
      const userId = await signedIn(c);
      const body = await parseJsonBody(c, createSchema);
      await enforceRateLimits(db, [{ key: `league-create:u:${userId}`, rule: CREATE_LIMIT }]);
      return ok<LeagueDto>(c, await createLeague(db, await provider(c, body.provider), userId, body.name), 201);
    })
    .post('/invitations/preview', async (c) => {
      const userId = await sessionUserOf(c);
      const body = await parseJsonBody(c, tokenSchema);
      await countInvitationUse(c, userId);
      return ok<LeagueInvitationDto>(c, await previewInvitation(db, await provider(c, body.provider), body.token, userId));
    })
    .post('/invitations/accept', async (c) => {
      const userId = await signedIn(c);
      const body = await parseJsonBody(c, tokenSchema);
      await countInvitationUse(c, userId);
      const id = await joinByInvitation(db, await provider(c, body.provider), body.token, userId);
      return ok<{ id: string }>(c, { id });
    })
    .get('/places/:slug/:date', async (c) => {
      const userId = await signedIn(c);
      const { slug, date } = parseParams(c, gameDayParams);
      return ok<LeaguePlacesDto>(c, await placesOfDay(db, await queryProvider(c), userId, slug, date));
    })
    .get('/:id', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, leagueParams);
      return ok<LeagueDto>(c, await leagueDetail(db, await queryProvider(c), id, userId));
    })
    .patch('/:id', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, leagueParams);
      const body = await parseJsonBody(c, renameSchema);
      return ok<LeagueDto>(c, await renameLeague(db, await provider(c, body.provider), id, userId, body.name));
    })
    .delete('/:id', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, leagueParams);
      await deleteLeague(db, await queryProvider(c), id, userId);
      return ok<null>(c, null);
    })
    .post('/:id/invitation', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, leagueParams);
      const body = await parseJsonBody(c, providerOnly);
      return ok<LeagueDto>(c, await renewInvitation(db, await provider(c, body.provider), id, userId));
    })
    .post('/:id/owner', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, leagueParams);
      const body = await parseJsonBody(c, handOverSchema);
      return ok<LeagueDto>(c, await handOver(db, await provider(c, body.provider), id, userId, body.member));
    })
    .delete('/:id/membership', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, leagueParams);
      await leaveLeague(db, await queryProvider(c), id, userId);
      return ok<null>(c, null);
    })
    .delete('/:id/members/:member', async (c) => {
      const userId = await signedIn(c);
      const { id, member } = parseParams(c, memberParams);
      return ok<LeagueDto>(c, await removeMember(db, await queryProvider(c), id, userId, member));
    })
    .get('/:id/days/:slug/:date', async (c) => {
      const userId = await signedIn(c);
      const { id, slug, date } = parseParams(c, dayParams);
      const { provider: p, league } = await memberLeague(c, id, userId);
      return ok<LeagueDayDto>(c, await leagueDay(db, p, league, userId, slug, date));
    })
    .get('/:id/standings', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, leagueParams);
      const query = parseQuery(c, standingQuery);
      const p = await provider(c, query.provider);
      const league = await leagueOfMember(db, p, id, userId);
      return ok<LeagueStandingDto>(c, await leagueStanding(db, p, league, userId, query.period, query.date ?? dateInTimeZone(new Date(), p.timezone)));
    });
}
