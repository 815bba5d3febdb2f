import { addDays, dateInTimeZone, GAME_SLUGS, isGameSlug } from '@jdj/puzzles';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ConsoleMeDto } from '../api/console-types.ts';
import type { ApiSuccess } from '../api/types.ts';
import type { Auth } from '../auth/auth.ts';
import { ROLES } from '../auth/console-roles.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { gameSlug, isoDate, uuid } from '../http/schemas.ts';
import { auditPage } from '../services/audit.ts';
import type { CatalogueCache } from '../services/catalogue.ts';
import { calendarMonth, dayChoices, dayDetail, replaceDay } from '../services/console-calendar.ts';
import { type ConsoleViewer, consoleViewerOf, requireAdmin, requireProvider } from '../services/console-access.ts';
import { deleteAccount, findPlayers, playerDetail, revokeSessions, setBanned, setRole } from '../services/console-players.ts';
import { dashboard, dashboardCsv, type DashboardTable, MAX_RANGE_DAYS } from '../services/dashboard.ts';
import { newProviderSchema, providerSettingsSchema } from '../services/provider-rules.ts';
import { consoleGames, createProvider, listProviderSettings, providerSettings, setGameActive, updateProvider } from '../services/provider-settings.ts';
import type { StatsRefresher } from '../services/stats-refresh.ts';

export interface ConsoleDeps {
  db: Kysely<Database>;
  auth: Auth;
  catalogue: CatalogueCache;
  refresher: StatsRefresher;
  defaultProviderSlug: string;
}

type Env = { Variables: { viewer: ConsoleViewer } };

const slugParams = z.object({ slug: z.string().max(64) });
const gameParams = z.object({ game: gameSlug });
const gameDayParams = z.object({ game: gameSlug, date: isoDate });
const playerParams = z.object({ id: z.string().min(1).max(64) });
const monthQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'mois AAAA-MM attendu').optional() });
const dashboardQuery = z.object({
  provider: z.string().max(64).optional(),
  game: z.enum(GAME_SLUGS, 'jeu inconnu').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
const csvParams = z.object({ table: z.enum(['days.csv', 'games.csv', 'times.csv', 'pages.csv'], 'tableau inconnu : days, games, times ou pages') });
const activeBody = z.strictObject({ is_active: z.boolean('vrai ou faux attendu') });
const replaceBody = z.strictObject({ words: z.array(z.string().trim().min(1).max(40)).min(1).max(10) });
const banBody = z.strictObject({ banned: z.boolean('vrai ou faux attendu') });
const roleBody = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('user') }),
  z.strictObject({ role: z.literal('admin') }),
  z.strictObject({ role: z.literal('publisher'), provider: z.string().max(64) }),
], 'rôle attendu : user, admin ou publisher');
const searchQuery = z.object({ q: z.string().trim().min(2, 'au moins 2 caractères').max(254) });
const auditQuery = z.object({ before: z.string().max(100).optional(), action: z.string().max(40).optional(), actor: uuid.or(z.literal('cli')).optional() });

function ok<T>(c: Context, data: T, status: 200 | 201 = 200) {
  const body: ApiSuccess<T> = { code: 200, data };
  return c.json(body, status);
}

/**
 * `/api/console/*` (issue 25): every call passes the console's gate first (services/console-access.ts), then
 * its own role check; writes are administrators' and each leaves an audit line.
 */
export function consoleRoutes(deps: ConsoleDeps): Hono {
  const { db, auth, catalogue } = deps;
  const providerBySlug = async (slug: string) => {
    const snapshot = await catalogue.get();
    const provider = snapshot.providersBySlug.get(slug);
    if (!provider) throw new HttpError(404, `Fournisseur inconnu : ${slug}`);
    return provider;
  };
  /** The game must be one of a publisher's provider's games; an administrator reads any. */
  const requireGame = async (viewer: ConsoleViewer, game: string) => {
    if (!isGameSlug(game)) throw new HttpError(404, `Jeu inconnu : ${game}`);
    if (viewer.role !== ROLES.publisher) return;
    const own = [...(await catalogue.get()).providersBySlug.values()].find((p) => p.id === viewer.providerId);
    if (!own?.games.some((g) => g.slug === game)) throw new HttpError(403, 'Ce jeu n’est pas proposé par votre fournisseur');
  };
  const dashboardOf = async (c: Context<Env>) => {
    const viewer = c.get('viewer');
    const query = parseQuery(c, dashboardQuery);
    const provider = await providerBySlug(query.provider ?? (await ownSlug(viewer)) ?? deps.defaultProviderSlug);
    requireProvider(viewer, provider.id);
    const today = dateInTimeZone(new Date(), provider.timezone);
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, -29);
    if (from > to) throw new HttpError(400, 'Période invalide : le début est après la fin');
    if (addDays(from, MAX_RANGE_DAYS - 1) < to) throw new HttpError(400, `Période trop longue : ${MAX_RANGE_DAYS} jours au plus`);
    await deps.refresher.refresh();
    return dashboard(db, { provider, game: query.game ?? null, from, to }, deps.refresher.refreshedAt);
  };
  const ownSlug = async (viewer: ConsoleViewer) =>
    viewer.providerId ? [...(await catalogue.get()).providersBySlug.values()].find((p) => p.id === viewer.providerId)?.slug : undefined;

  const routes = new Hono<Env>()
    .use(async (c, next) => {
      c.set('viewer', await consoleViewerOf(auth, db, c.req.raw.headers));
      return next();
    })
    .get('/me', async (c) => {
      const viewer = c.get('viewer');
      const slug = await ownSlug(viewer);
      const provider = slug ? await providerBySlug(slug) : undefined;
      const me: ConsoleMeDto = {
        user: { id: viewer.userId, email: viewer.email, name: viewer.name },
        role: viewer.role,
        provider: provider ? { slug: provider.slug, name: provider.name } : null,
      };
      return ok(c, me);
    })
    .get('/providers', async (c) => {
      const viewer = c.get('viewer');
      return ok(c, await listProviderSettings(db, viewer.providerId ? [viewer.providerId] : undefined));
    })
    .post('/providers', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const input = await parseJsonBody(c, newProviderSchema);
      const created = await createProvider(db, input, viewer.userId);
      catalogue.invalidate();
      return ok(c, created, 201);
    })
    .get('/providers/:slug', async (c) => {
      const { slug } = parseParams(c, slugParams);
      const settings = await providerSettings(db, slug);
      requireProvider(c.get('viewer'), settings.id);
      return ok(c, settings);
    })
    .post('/providers/:slug', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { slug } = parseParams(c, slugParams);
      const input = await parseJsonBody(c, providerSettingsSchema);
      const updated = await updateProvider(db, slug, input, viewer.userId);
      catalogue.invalidate();
      return ok(c, updated);
    })
    .get('/games', async (c) => ok(c, await consoleGames(db)))
    .post('/games/:game', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { game } = parseParams(c, gameParams);
      const { is_active } = await parseJsonBody(c, activeBody);
      const updated = await setGameActive(db, game, is_active, viewer.userId);
      catalogue.invalidate();
      return ok(c, updated);
    })
    .get('/calendar/:game', async (c) => {
      const { game } = parseParams(c, gameParams);
      await requireGame(c.get('viewer'), game);
      const { month } = parseQuery(c, monthQuery);
      return ok(c, await calendarMonth(db, game, month ?? dateInTimeZone(new Date(), 'Europe/Paris').slice(0, 7)));
    })
    .get('/calendar/:game/:date', async (c) => {
      const { game, date } = parseParams(c, gameDayParams);
      await requireGame(c.get('viewer'), game);
      return ok(c, await dayDetail(db, game, date));
    })
    .get('/calendar/:game/:date/choices', async (c) => {
      requireAdmin(c.get('viewer'));
      const { game, date } = parseParams(c, gameDayParams);
      return ok(c, await dayChoices(db, game, date));
    })
    .post('/calendar/:game/:date', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { game, date } = parseParams(c, gameDayParams);
      const { words } = await parseJsonBody(c, replaceBody);
      return ok(c, await replaceDay(db, game, date, words, viewer.userId));
    })
    .get('/dashboard', async (c) => ok(c, await dashboardOf(c)))
    .get('/dashboard/:table', async (c) => {
      const { table } = parseParams(c, csvParams);
      const name = table.replace('.csv', '') as DashboardTable;
      const data = await dashboardOf(c);
      const file = `tableau-${data.provider.slug}-${data.game ?? 'tous-les-jeux'}-${name}-${data.from}-${data.to}.csv`;
      return c.body(dashboardCsv(data, name), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file}"`,
      });
    })
    .get('/players', async (c) => {
      requireAdmin(c.get('viewer'));
      const { q } = parseQuery(c, searchQuery);
      return ok(c, await findPlayers(auth, db, c.req.raw.headers, q));
    })
    .get('/players/:id', async (c) => {
      requireAdmin(c.get('viewer'));
      const { id } = parseParams(c, playerParams);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/revoke-sessions', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, playerParams);
      await revokeSessions(auth, db, c.req.raw.headers, id, viewer.userId);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/ban', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, playerParams);
      const { banned } = await parseJsonBody(c, banBody);
      await setBanned(auth, db, c.req.raw.headers, id, banned, viewer.userId);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/role', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, playerParams);
      const body = await parseJsonBody(c, roleBody);
      const choice = body.role === 'publisher' ? { role: body.role, providerId: (await providerBySlug(body.provider)).id } : body;
      if (id === viewer.userId && choice.role !== ROLES.admin) throw new HttpError(400, 'Vous ne pouvez pas retirer votre propre rôle d’administrateur');
      await setRole(auth, db, c.req.raw.headers, id, choice, viewer.userId);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/delete', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, playerParams);
      if (!(await deleteAccount(auth, db, c.req.raw, id, viewer.userId))) throw new HttpError(404, 'Compte introuvable');
      return ok(c, { deleted: id });
    })
    .get('/audit', async (c) => {
      requireAdmin(c.get('viewer'));
      const query = parseQuery(c, auditQuery);
      return ok(c, await auditPage(db, { before: query.before, action: query.action, actorId: query.actor }));
    });
  return new Hono().route('/', routes);
}
