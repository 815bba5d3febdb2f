import { dateInTimeZone } from '@jdj/puzzles';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  type ApiSuccess,
  API_ROUTES,
  type LeagueDayDto,
  type LeagueTodayDto,
  type LeagueDto,
  type LeagueGoneDto,
  type LeagueInvitationDto,
  type LeagueJoinedDto,
  type LeagueListDto,
  type LeaguePlacesDto,
  type LeagueStandingDto,
  providerQuery,
} from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { leagueDay, leagueStanding, leagueToday, placesOfDay } from '../services/league-standings.ts';
import {
  assertLeaguesOffered,
  createLeague,
  deleteLeague,
  handOver,
  joinByInvitation,
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

const contract = API_ROUTES.leagues;

export interface LeagueRouteOptions {
  trustProxy: boolean;
  sessionUserOf?: SessionUserOf;
}

const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) => c.json({ code: 200, data } satisfies ApiSuccess<T>, status);

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
      const body = await parseJsonBody(c, contract.create.body);
      await enforceRateLimits(db, [{ key: `league-create:u:${userId}`, rule: CREATE_LIMIT }]);
      return ok<LeagueDto>(c, await createLeague(db, await provider(c, body.provider), userId, body.name), 201);
    })
    .post('/invitations/preview', async (c) => {
      const userId = await sessionUserOf(c);
      const body = await parseJsonBody(c, contract.previewInvitation.body);
      await countInvitationUse(c, userId);
      return ok<LeagueInvitationDto>(c, await previewInvitation(db, await provider(c, body.provider), body.token, userId));
    })
    .post('/invitations/accept', async (c) => {
      const userId = await signedIn(c);
      const body = await parseJsonBody(c, contract.acceptInvitation.body);
      await countInvitationUse(c, userId);
      const id = await joinByInvitation(db, await provider(c, body.provider), body.token, userId);
      return ok<LeagueJoinedDto>(c, { id });
    })
    .get('/places/:slug/:date', async (c) => {
      const userId = await signedIn(c);
      const { slug, date } = parseParams(c, contract.places.params);
      return ok<LeaguePlacesDto>(c, await placesOfDay(db, await queryProvider(c), userId, slug, date));
    })
    .get('/:id', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.get.params);
      return ok<LeagueDto>(c, await leagueDetail(db, await queryProvider(c), id, userId));
    })
    .patch('/:id', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.rename.params);
      const body = await parseJsonBody(c, contract.rename.body);
      return ok<LeagueDto>(c, await renameLeague(db, await provider(c, body.provider), id, userId, body.name));
    })
    .delete('/:id', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.remove.params);
      await deleteLeague(db, await queryProvider(c), id, userId);
      return ok<LeagueGoneDto>(c, null);
    })
    .post('/:id/invitation', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.renewInvitation.params);
      const body = await parseJsonBody(c, contract.renewInvitation.body);
      return ok<LeagueDto>(c, await renewInvitation(db, await provider(c, body.provider), id, userId));
    })
    .post('/:id/owner', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.handOver.params);
      const body = await parseJsonBody(c, contract.handOver.body);
      return ok<LeagueDto>(c, await handOver(db, await provider(c, body.provider), id, userId, body.member));
    })
    .delete('/:id/membership', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.leave.params);
      await leaveLeague(db, await queryProvider(c), id, userId);
      return ok<LeagueGoneDto>(c, null);
    })
    .delete('/:id/members/:member', async (c) => {
      const userId = await signedIn(c);
      const { id, member } = parseParams(c, contract.removeMember.params);
      return ok<LeagueDto>(c, await removeMember(db, await queryProvider(c), id, userId, member));
    })
    .get('/:id/today', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.today.params);
      const { provider: p, league } = await memberLeague(c, id, userId);
      return ok<LeagueTodayDto>(c, await leagueToday(db, p, league, userId));
    })
    .get('/:id/days/:slug/:date', async (c) => {
      const userId = await signedIn(c);
      const { id, slug, date } = parseParams(c, contract.day.params);
      const { provider: p, league } = await memberLeague(c, id, userId);
      return ok<LeagueDayDto>(c, await leagueDay(db, p, league, userId, slug, date));
    })
    .get('/:id/standings', async (c) => {
      const userId = await signedIn(c);
      const { id } = parseParams(c, contract.standing.params);
      const query = parseQuery(c, contract.standing.query);
      const p = await provider(c, query.provider);
      const league = await leagueOfMember(db, p, id, userId);
      return ok<LeagueStandingDto>(c, await leagueStanding(db, p, league, userId, query.period, query.date ?? dateInTimeZone(new Date(), p.timezone)));
    });
}
