import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Auth } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionUserOf } from './auth/session.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { contentSecurityPolicy } from './http/content-security.ts';
import { errorBody, handleError } from './http/errors.ts';
import type { Metrics } from './http/metrics.ts';
import { requestHostname } from './http/provider-of-request.ts';
import { sameOriginWrites } from './http/same-origin-writes.ts';
import { REQUEST_ID_HEADER, requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { isClientRoute, type StaticSite } from './http/static-site.ts';
import type { FirstPaint, FirstPaintPage } from './http/first-paint.ts';
import { readBodyWithin } from './http/request-body.ts';
import type { ProviderDto } from './api/types.ts';
import type { Logger } from './logger.ts';
import { currentRequest } from './request-context.ts';
import { healthRoutes } from './routes/health.ts';
import { accountRoutes } from './routes/account.ts';
import { playerRoutes } from './routes/players.ts';
import { PRIVACY_FACTS } from './services/privacy-facts.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { consoleRoutes } from './routes/console.ts';
import { StatsRefresher } from './services/stats-refresh.ts';
import { dayStatsRoutes } from './routes/day-stats.ts';
import { leagueRoutes } from './routes/leagues.ts';
import { playRoutes } from './routes/plays.ts';
import { puzzleRoutes } from './routes/puzzles.ts';
import { scoreRoutes } from './routes/scores.ts';
import { MEASUREMENT_SOURCES, siteConfigRoutes } from './routes/site-config.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { CatalogueCache, pageProviderSlug, snapshotJson } from './services/catalogue.ts';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  site: StaticSite;
  defaultProviderSlug: string;
  /** How long a read of the catalogue is reused, in ms. */
  catalogueTtlMs?: number;
  /** Player accounts (better-auth) under /api/auth/*; without it the API serves anonymous players only. */
  auth?: { auth: Auth; config: AppConfig };
  /** The operator turned debug answers on (DEBUG_ANSWERS, development only): « Résoudre » and its scores. */
  debugAnswers?: boolean;
  /** Third-party audience measurement id given to browsers (loaded there only after consent). */
  measurementId?: string | undefined;
  /** Counts and times every request when Prometheus metrics are on (METRICS_PORT). */
  metrics?: Metrics;
  /** Server-rendered first screens of the public routes (issue 24); without it, pages are the plain shell. */
  firstPaint?: FirstPaint | undefined;
}

const API_BODY_LIMIT = 64 * 1024;
/** A score carries its whole move log (up to 5,000 moves; a long Proximo hunt takes ~75 bytes a guess). */
const SCORE_BODY_LIMIT = 512 * 1024;

export function createApp(deps: AppDeps): Hono {
  const { logger } = deps;
  const { db } = deps.database;
  const catalogue = new CatalogueCache(db, logger, deps.defaultProviderSlug, deps.catalogueTtlMs ?? 5_000);
  const resolver = { catalogue, defaultProviderSlug: deps.defaultProviderSlug, logger };
  const trustProxy = deps.auth?.config.trustProxy ?? false;
  const debugAnswers = deps.debugAnswers ?? false;

  const sessionUser = deps.auth ? sessionUserOf(deps.auth.auth) : undefined;

  const tooLarge = (c: Context) => c.json(errorBody(413, 'Requête trop volumineuse'), 413);
  const limitAuthBody = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
  const readBody = readBodyWithin(API_BODY_LIMIT, tooLarge);
  const readScore = readBodyWithin(SCORE_BODY_LIMIT, tooLarge);
  const api = new Hono()
    // Only requests that can carry a body: inspecting a GET's body makes the Node adapter build a full
    // Request object, which halves the throughput of the hot read routes. better-auth reads its calls'
    // bodies from the web Request itself: those are only limited.
    .use((c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      if (c.req.path.startsWith('/api/auth/')) return limitAuthBody(c, next);
      return c.req.path === '/api/scores' ? readScore(c, next) : readBody(c, next);
    })
    .use(sameOriginWrites(deps.auth ? [deps.auth.config.publicUrl, ...deps.auth.config.trustedOrigins] : []))
    .route('/health', healthRoutes(deps.database))
    .route('/', deps.auth ? authRoutes(deps.auth.auth, deps.auth.config, logger) : new Hono())
    .route('/', catalogueRoutes(resolver))
    .route('/games', puzzleRoutes(db, resolver, { trustProxy, debugAnswers, ...(sessionUser ? { sessionUserOf: sessionUser } : {}) }))
    .route('/plays', playRoutes(db, resolver, { trustProxy, ...(sessionUser ? { sessionUserOf: sessionUser } : {}) }))
    .route('/scores', scoreRoutes(db, resolver, { debugAnswers, trustProxy, ...(sessionUser ? { sessionUserOf: sessionUser } : {}) }))
    .route('/tracking', trackingRoutes(db, resolver, { trustProxy }))
    .route('/site-config', siteConfigRoutes(deps.measurementId))
    .route('/day-stats', dayStatsRoutes(db, resolver))
    .route('/leagues', leagueRoutes(db, resolver, { trustProxy, ...(sessionUser ? { sessionUserOf: sessionUser } : {}) }))
    .route('/console', deps.auth ? consoleRoutes({ db, auth: deps.auth.auth, catalogue, refresher: new StatsRefresher(db), defaultProviderSlug: deps.defaultProviderSlug }) : new Hono())
    .route('/players', playerRoutes(db, { trustProxy }))
    .route('/account', sessionUser ? accountRoutes(db, sessionUser) : new Hono())
    .get('/privacy', (c) => c.json({ code: 200, data: PRIVACY_FACTS }))
    .all('*', (c) => c.json(errorBody(404, `Route inconnue : ${c.req.method} ${c.req.path}`), 404));

  const app = new Hono();
  // First: every log line of a request, the metrics' included, carries its id.
  app.use(requestId());
  if (deps.metrics) app.use(deps.metrics.middleware());
  // Pages get the full set of secure headers; JSON answers only need nosniff, and skipping the
  // rest keeps the hot API path light.
  // Headers set before the handler: set after it, Hono rebuilds the response and the Node adapter loses its
  // fast path (a third of the throughput of a bare route).
  const hsts = deps.auth?.config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;
  app.use('/api/*', (c, next) => {
    c.header('x-content-type-options', 'nosniff');
    if (hsts) c.header('strict-transport-security', hsts);
    return next();
  });
  // better-auth answers with Response objects of its own, which headers set beforehand do not reach.
  app.use('/api/auth/*', async (c, next) => {
    await next();
    const id = currentRequest()?.requestId;
    if (id) c.res.headers.set(REQUEST_ID_HEADER, id);
    c.res.headers.set('x-content-type-options', 'nosniff');
    if (hsts) c.res.headers.set('strict-transport-security', hsts);
  });
  app.use('/api/*', requestLog(logger));
  // Framing is governed by the CSP's frame-ancestors (the provider's partner sites), not X-Frame-Options.
  // HSTS only behind HTTPS (PUBLIC_URL https://…), for a year, pages and API alike.
  const pageHeaders = secureHeaders({
    xFrameOptions: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    contentSecurityPolicy: undefined,
    strictTransportSecurity: hsts ?? false,
  });
  // The page of a public route rendered on the server, found with the CSP that must allow its inline CSS.
  const firstPaintPages = new WeakMap<Request, FirstPaintPage>();
  app.use(async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const snapshot = await catalogue.get();
    const slug = c.req.query('provider')?.trim().toLowerCase();
    const provider = pageProviderSlug(snapshot, slug, requestHostname(c.req.header('host')), deps.defaultProviderSlug);
    const page = await firstPaintPage(c, snapshot.providersBySlug.get(provider));
    if (page) firstPaintPages.set(c.req.raw, page);
    const measurement = deps.measurementId ? MEASUREMENT_SOURCES : {};
    const styleHashes = page ? { styleHashes: page.styleSources } : {};
    c.header('content-security-policy', contentSecurityPolicy({ frameAncestors: snapshot.frameAncestorsBySlug.get(provider) ?? [], ...measurement, ...styleHashes }));
    return pageHeaders(c, next);
  });
  const firstPaintPage = async (c: Context, provider: ProviderDto | undefined): Promise<FirstPaintPage | null> => {
    if (!deps.firstPaint || !provider || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || !deps.site.isBuilt || !isClientRoute(c.req.path)) return null;
    return deps.firstPaint.page(c.req.path, provider, snapshotJson(provider));
  };
  app.route('/api', api);
  app.get('*', (c) => {
    const page = firstPaintPages.get(c.req.raw);
    return page ? deps.site.respondPage(c, page) : deps.site.respond(c);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api')
      ? c.json(errorBody(404, 'Route inconnue'), 404)
      : c.text('Méthode non autorisée', 405),
  );
  app.onError((error, c) =>
    handleError(error, c, { logger, onDatabaseUnavailable: (cause, fields) => deps.database.availability.failedRequest(cause, fields) }),
  );
  return app;
}
