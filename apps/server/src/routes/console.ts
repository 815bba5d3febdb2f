import { type ApiSuccess, API_ROUTES, type ConsoleMeDto, type DeletedPlayerDto } from '@jdj/api';
import { addDays, CONTENT_STREAMS, dateInTimeZone, isGameSlug, isStreamId, MAIN_STREAM, streamById } from '@jdj/puzzles';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Auth } from '../auth/auth.ts';
import { ROLES } from '../auth/console-roles.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, parseJsonBody, parseParams, parseQuery } from '../http/errors.ts';
import { auditCsv, auditPage } from '../services/audit.ts';
import type { CatalogueCache } from '../services/catalogue.ts';
import { type CalendarReader, calendarMonth, checkDay, dayChoices, dayDetail, replaceDay } from '../services/console-calendar.ts';
import { type ConsoleViewer, consoleViewerOf, requireAdmin, requireProvider } from '../services/console-access.ts';
import {
  deleteAccount,
  findPlayers,
  playerDetail,
  refuseLastAdministrator,
  requireAccount,
  revokeSessions,
  setBanned,
  setRole,
} from '../services/console-players.ts';
import { dashboard, dashboardCsv, type DashboardTable, MAX_RANGE_DAYS } from '../services/dashboard.ts';
import { embedKit } from '../services/embed-kit.ts';
import { missingLegalItems } from '../services/legal-completeness.ts';
import { decodeUpload } from '../services/logo-file.ts';
import { brandSettings, setBrandColors, setBrandLogo } from '../services/provider-brand.ts';
import { newProviderSchema, providerLegalSchema, providerSettingsSchema } from '../services/provider-rules.ts';
import {
  consoleGames,
  createProvider,
  listProviderSettings,
  providerSettings,
  type StoredProviderSettings,
  setGameActive,
  setProviderArchived,
  updateProvider,
  updateProviderLegal,
} from '../services/provider-settings.ts';
import { type StatsJob, visitState } from '../services/stats-job.ts';

export interface ConsoleDeps {
  db: Kysely<Database>;
  auth: Auth;
  catalogue: CatalogueCache;
  /** The dashboard's figures' builder: a visit nudges it. */
  stats: Pick<StatsJob, 'nudge'>;
  /**
   * The daily puzzles' top-up, started off the request when a provider is saved: a time zone with a stream
   * nobody served yet gets its grids within seconds, not at the next scheduled run.
   */
  puzzles?: { nudge(): void };
  defaultProviderSlug: string;
  /** The site's public address: the embed kit's addresses (issue 38). */
  publicUrl: string;
}

type Env = { Variables: { viewer: ConsoleViewer } };

const contract = API_ROUTES.console;

// A provider's settings: the contract's fields and types, then the rules the server reads stored settings with.
const newProviderBody = z.pipe(contract.createProvider.body, newProviderSchema);
const providerSettingsBody = z.pipe(contract.updateProvider.body, providerSettingsSchema);
const providerLegalBody = z.pipe(contract.updateProviderLegal.body, providerLegalSchema);
const brandContract = API_ROUTES.brand;

function ok<T>(c: Context, data: T, status: 200 | 201 = 200) {
  const body: ApiSuccess<T> = { code: 200, data };
  return c.json(body, status);
}

/**
 * `/api/console/*` (issue 25): every call passes the console's gate first (services/console-access.ts), then
 * its own role check; writes are administrators', but for a publisher's own provider's legal fields (issue 37),
 * and each leaves an audit line.
 */
export function consoleRoutes(deps: ConsoleDeps): Hono {
  const { db, auth, catalogue } = deps;
  const providerBySlug = async (slug: string) => {
    const snapshot = await catalogue.get();
    const provider = snapshot.providersBySlug.get(slug);
    if (!provider) throw new HttpError(404, `Fournisseur inconnu : ${slug}`);
    return provider;
  };
  /** The game must be one of a publisher's provider's games; an administrator reads any. */
  const requireGame = async (viewer: ConsoleViewer, game: string) => {
    if (!isGameSlug(game)) throw new HttpError(404, `Jeu inconnu : ${game}`);
    if (viewer.role !== ROLES.publisher) return;
    const own = [...(await catalogue.get()).providersBySlug.values()].find((p) => p.id === viewer.providerId);
    if (!own?.games.some((g) => g.slug === game)) throw new HttpError(403, 'Ce jeu n’est pas proposé par votre fournisseur');
  };
  /**
   * Whose calendar: a publisher reads its own provider's stream, answers of days to come hidden; an
   * administrator the stream it asks for (the main one by default), everything shown.
   */
  const calendarReader = async (viewer: ConsoleViewer, asked: { stream?: string | undefined; provider?: string | undefined }): Promise<CalendarReader> => {
    if (viewer.role === ROLES.publisher) {
      const own = [...(await catalogue.get()).providersBySlug.values()].find((p) => p.id === viewer.providerId);
      return { stream: own?.stream ?? MAIN_STREAM, answersOfFutureDays: false };
    }
    // A provider named: its own stream, so the calendar's « today » is that provider's day (issue 42).
    if (asked.provider !== undefined) return { stream: (await providerBySlug(asked.provider)).stream, answersOfFutureDays: true };
    if (asked.stream !== undefined && !isStreamId(asked.stream)) {
      throw new HttpError(400, `Flux de contenu inconnu : ${asked.stream} (disponibles : ${CONTENT_STREAMS.map((s) => s.id).join(', ')})`);
    }
    return { stream: asked.stream ?? MAIN_STREAM, answersOfFutureDays: true };
  };
  const dashboardOf = async (c: Context<Env>) => {
    const viewer = c.get('viewer');
    const query = parseQuery(c, contract.dashboard.query);
    const provider = await providerBySlug(query.provider ?? (await ownSlug(viewer)) ?? deps.defaultProviderSlug);
    requireProvider(viewer, provider.id);
    const today = dateInTimeZone(new Date(), provider.timezone);
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, -29);
    if (from > to) throw new HttpError(400, 'Période invalide : le début est après la fin');
    if (addDays(from, MAX_RANGE_DAYS - 1) < to) throw new HttpError(400, `Période trop longue : ${MAX_RANGE_DAYS} jours au plus`);
    // What is built so far, at once: the visit asks the background job for fresh figures, never waits for them.
    return dashboard(db, { provider, game: query.game ?? null, from, to }, await visitState(db, deps.stats));
  };
  /** Settings with what their « Mentions légales » lack, as the catalogue serves them (the operator's items added). */
  const withLegalState = async <T extends StoredProviderSettings>(list: T[]) => {
    let snapshot = await catalogue.get();
    // A provider another process created since this one's last read: read again rather than call it complete.
    if (list.some((settings) => !snapshot.providersBySlug.has(settings.slug))) {
      catalogue.invalidate();
      snapshot = await catalogue.get();
    }
    return list.map((settings) => {
      const served = snapshot.providersBySlug.get(settings.slug);
      return { ...settings, legal_missing: served ? missingLegalItems(served.legal) : [] };
    });
  };
  const oneWithLegalState = async (settings: StoredProviderSettings) => (await withLegalState([settings]))[0]!;
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
      return ok(c, await withLegalState(await listProviderSettings(db, viewer.providerId ? [viewer.providerId] : undefined)));
    })
    .post('/providers', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const input = await parseJsonBody(c, newProviderBody);
      const created = await createProvider(db, input, viewer.userId);
      catalogue.invalidate();
      deps.puzzles?.nudge();
      return ok(c, await oneWithLegalState(created), 201);
    })
    .get('/providers/:slug', async (c) => {
      const { slug } = parseParams(c, contract.provider.params);
      const settings = await providerSettings(db, slug);
      requireProvider(c.get('viewer'), settings.id);
      return ok(c, await oneWithLegalState(settings));
    })
    .post('/providers/:slug', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { slug } = parseParams(c, contract.updateProvider.params);
      const input = await parseJsonBody(c, providerSettingsBody);
      const updated = await updateProvider(db, slug, input, viewer.userId);
      catalogue.invalidate();
      deps.puzzles?.nudge();
      return ok(c, await oneWithLegalState(updated));
    })
    .post('/providers/:slug/archive', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { slug } = parseParams(c, contract.archiveProvider.params);
      const { archived } = await parseJsonBody(c, contract.archiveProvider.body);
      const saved = await setProviderArchived(db, slug, archived, deps.defaultProviderSlug, viewer.userId);
      catalogue.invalidate();
      return ok(c, await oneWithLegalState(saved));
    })
    // Its own provider's legal fields, for a publisher: the provider is checked before the body, so another
    // provider's publisher learns nothing of what it sent.
    .post('/providers/:slug/legal', async (c) => {
      const viewer = c.get('viewer');
      const { slug } = parseParams(c, contract.updateProviderLegal.params);
      requireProvider(viewer, (await providerSettings(db, slug)).id);
      const input = await parseJsonBody(c, providerLegalBody);
      const updated = await updateProviderLegal(db, slug, input, viewer.userId);
      catalogue.invalidate();
      return ok(c, await oneWithLegalState(updated));
    })
    // A provider's brand and embed kit (issue 38): its publisher's, or an administrator's. The provider is
    // checked before the body, as for the legal fields.
    .get('/providers/:slug/brand', async (c) => {
      const { slug } = parseParams(c, brandContract.brand.params);
      requireProvider(c.get('viewer'), (await providerSettings(db, slug)).id);
      return ok(c, await brandSettings(db, slug));
    })
    .post('/providers/:slug/brand', async (c) => {
      const viewer = c.get('viewer');
      const { slug } = parseParams(c, brandContract.setColors.params);
      requireProvider(viewer, (await providerSettings(db, slug)).id);
      const input = await parseJsonBody(c, brandContract.setColors.body);
      const saved = await setBrandColors(db, slug, input, viewer.userId);
      catalogue.invalidate();
      return ok(c, saved);
    })
    .post('/providers/:slug/logo', async (c) => {
      const viewer = c.get('viewer');
      const { slug } = parseParams(c, brandContract.setLogo.params);
      requireProvider(viewer, (await providerSettings(db, slug)).id);
      const { data, name } = await parseJsonBody(c, brandContract.setLogo.body);
      const saved = await setBrandLogo(db, slug, { bytes: decodeUpload(data), name }, viewer.userId);
      catalogue.invalidate();
      return ok(c, saved);
    })
    .post('/providers/:slug/logo/remove', async (c) => {
      const viewer = c.get('viewer');
      const { slug } = parseParams(c, brandContract.removeLogo.params);
      requireProvider(viewer, (await providerSettings(db, slug)).id);
      const saved = await setBrandLogo(db, slug, null, viewer.userId);
      catalogue.invalidate();
      return ok(c, saved);
    })
    .get('/providers/:slug/embed', async (c) => {
      const { slug } = parseParams(c, brandContract.embedKit.params);
      const settings = await providerSettings(db, slug);
      requireProvider(c.get('viewer'), settings.id);
      const games = new Map((await catalogue.get()).games.filter((g) => g.is_active).map((g) => [g.slug, g.name]));
      return ok(c, embedKit(settings, games, deps.publicUrl, deps.defaultProviderSlug));
    })
    .get('/games', async (c) => ok(c, await consoleGames(db)))
    .post('/games/:game', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { game } = parseParams(c, contract.setGameActive.params);
      const { is_active } = await parseJsonBody(c, contract.setGameActive.body);
      const updated = await setGameActive(db, game, is_active, viewer.userId);
      catalogue.invalidate();
      return ok(c, updated);
    })
    .get('/calendar/:game', async (c) => {
      const { game } = parseParams(c, contract.calendar.params);
      await requireGame(c.get('viewer'), game);
      const { month, ...asked } = parseQuery(c, contract.calendar.query);
      const reader = await calendarReader(c.get('viewer'), asked);
      return ok(c, await calendarMonth(db, reader, game, month ?? dateInTimeZone(new Date(), streamById(reader.stream).zone).slice(0, 7)));
    })
    .get('/calendar/:game/:date', async (c) => {
      const { game, date } = parseParams(c, contract.day.params);
      await requireGame(c.get('viewer'), game);
      return ok(c, await dayDetail(db, await calendarReader(c.get('viewer'), parseQuery(c, contract.day.query)), game, date));
    })
    .get('/calendar/:game/:date/choices', async (c) => {
      requireAdmin(c.get('viewer'));
      const { game, date } = parseParams(c, contract.dayChoices.params);
      return ok(c, await dayChoices(db, (await calendarReader(c.get('viewer'), parseQuery(c, contract.dayChoices.query))).stream, game, date));
    })
    .post('/calendar/:game/:date/check', async (c) => {
      const viewer = c.get('viewer');
      const { game, date } = parseParams(c, contract.checkDay.params);
      await requireGame(viewer, game);
      const reader = await calendarReader(viewer, parseQuery(c, contract.checkDay.query));
      const { words } = await parseJsonBody(c, contract.checkDay.body);
      return ok(c, await checkDay(db, reader, game, date, words));
    })
    // A publisher replaces its own stream's days of its own games: the stream's other providers get them too.
    .post('/calendar/:game/:date', async (c) => {
      const viewer = c.get('viewer');
      const { game, date } = parseParams(c, contract.replaceDay.params);
      await requireGame(viewer, game);
      const reader = await calendarReader(viewer, parseQuery(c, contract.replaceDay.query));
      const { words } = await parseJsonBody(c, contract.replaceDay.body);
      return ok(c, await replaceDay(db, reader, game, date, words, viewer.userId));
    })
    .get('/dashboard', async (c) => ok(c, await dashboardOf(c)))
    .get('/dashboard/:table', async (c) => {
      const { table } = parseParams(c, contract.dashboardCsv.params);
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
      const { q } = parseQuery(c, contract.players.query);
      return ok(c, await findPlayers(auth, db, c.req.raw.headers, q));
    })
    .get('/players/:id', async (c) => {
      requireAdmin(c.get('viewer'));
      const { id } = parseParams(c, contract.player.params);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/revoke-sessions', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, contract.revokeSessions.params);
      await requireAccount(db, id);
      await revokeSessions(auth, db, c.req.raw.headers, id, viewer.userId);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/ban', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, contract.ban.params);
      const { banned } = await parseJsonBody(c, contract.ban.body);
      await requireAccount(db, id);
      await setBanned(auth, db, c.req.raw.headers, id, banned, viewer.userId);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/role', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, contract.setRole.params);
      const body = await parseJsonBody(c, contract.setRole.body);
      const choice = body.role === 'publisher' ? { role: body.role, providerId: (await providerBySlug(body.provider)).id } : body;
      await requireAccount(db, id);
      if (id === viewer.userId && choice.role !== ROLES.admin) throw new HttpError(400, 'Vous ne pouvez pas retirer votre propre rôle d’administrateur');
      if (choice.role !== ROLES.admin) await refuseLastAdministrator(db, id, 'demote');
      await setRole(auth, db, c.req.raw.headers, id, choice, viewer.userId);
      return ok(c, await playerDetail(auth, db, c.req.raw.headers, id));
    })
    .post('/players/:id/delete', async (c) => {
      const viewer = c.get('viewer');
      requireAdmin(viewer);
      const { id } = parseParams(c, contract.deletePlayer.params);
      await refuseLastAdministrator(db, id, 'delete');
      if (!(await deleteAccount(auth, db, c.req.raw, id, viewer.userId))) throw new HttpError(404, 'Compte introuvable');
      return ok<DeletedPlayerDto>(c, { deleted: id });
    })
    .get('/audit', async (c) => {
      requireAdmin(c.get('viewer'));
      const query = parseQuery(c, contract.audit.query);
      return ok(c, await auditPage(db, { before: query.before, action: query.action, actorId: query.actor, from: query.from, to: query.to }));
    })
    .get('/audit.csv', async (c) => {
      requireAdmin(c.get('viewer'));
      const query = parseQuery(c, contract.auditCsv.query);
      const csv = await auditCsv(db, { action: query.action, actorId: query.actor, from: query.from, to: query.to });
      return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="journal-des-modifications.csv"' });
    });
  return new Hono().route('/', routes);
}
