import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Auth } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionUserOf } from './auth/session.ts';
import type { AppConfig, OperatorLegal } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { contentSecurityPolicy } from './http/content-security.ts';
import { contractCheck } from './http/contract-check.ts';
import { errorBody, handleError } from './http/errors.ts';
import type { Metrics } from './http/metrics.ts';
import { requestHostname } from './http/provider-of-request.ts';
import { sameOriginWrites } from './http/same-origin-writes.ts';
import { REQUEST_ID_HEADER, requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { isClientRoute, SHELL, type StaticSite } from './http/static-site.ts';
import { brandFileRoutes } from './http/brand-files.ts';
import { brandStyleSources } from './http/brand-head.ts';
import { embedRefusal, embedRefusalPage, isEmbedPath } from './http/embed-pages.ts';
import type { FirstPaint, FirstPaintPage } from './http/first-paint.ts';
import { PageHeads } from './http/page-head.ts';
import { readBodyWithin } from './http/request-body.ts';
import type { Logger } from './logger.ts';
import { currentRequest } from './request-context.ts';
import { healthRoutes } from './routes/health.ts';
import { accountRoutes } from './routes/account.ts';
import { playerRoutes } from './routes/players.ts';
import { PUSH_SERVICE_HOSTS, reminderRoutes } from './routes/reminders.ts';
import { PRIVACY_FACTS } from './services/privacy-facts.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { consoleRoutes } from './routes/console.ts';
import type { StatsJob } from './services/stats-job.ts';
import { dayStatsRoutes } from './routes/day-stats.ts';
import { leagueRoutes } from './routes/leagues.ts';
import { playRoutes } from './routes/plays.ts';
import { puzzleRoutes } from './routes/puzzles.ts';
import { scoreRoutes } from './routes/scores.ts';
import { MEASUREMENT_SOURCES, siteConfigRoutes } from './routes/site-config.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { CatalogueCache, pageProviderSlug, snapshotJson } from './services/catalogue.ts';
import { vapidKeysOf } from './services/reminders/vapid.ts';
import type { ScoreChecker } from './services/score-checker.ts';

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  site: StaticSite;
  defaultProviderSlug: string;
  /** The site's public address (PUBLIC_URL): the absolute links of the pages' link previews (issue 37). */
  publicUrl: string;
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
  /** The operator's LEGAL_* settings: they fill the gaps of the providers' « Mentions légales ». */
  operatorLegal?: OperatorLegal;
  /** Checks every /api answer against packages/api (tests): one outside its schema becomes a 500. */
  checkContract?: boolean;
  /** The background job building the dashboard's figures (a console visit nudges it). */
  stats?: Pick<StatsJob, 'nudge'>;
  /** The daily puzzles' top-up, run off the request when a provider is saved (its stream may be new). */
  puzzles?: { nudge(): void };
  /**
   * The key scores' networks are hashed with (services/network-key.ts), the same in every process of a
   * deployment; without it (a test app) one is drawn for this process.
   */
  networkSecret?: string;
  /**
   * Reminders by Web Push (issue 39): the VAPID public key browsers subscribe with, and the push services
   * subscriptions may point at beyond the browsers' own (PUSH_HOSTS). Without it (a test app), a key
   * derived from the network secret and the browsers' services only.
   */
  reminders?: { publicKey: string; extraPushHosts: readonly string[] };
  /** Where scores are read and replayed (services/score-checker.ts): the main thread by default. */
  scoreChecker?: ScoreChecker;
}

const API_BODY_LIMIT = 64 * 1024;
/** The methods that carry a body and change something: what body limits and the same-origin rule apply to. */
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** A score carries its whole move log (up to 5,000 moves; a long Proximo hunt takes ~75 bytes a guess). */
const SCORE_BODY_LIMIT = 512 * 1024;
/** The console's logo upload (issue 38). */
const LOGO_UPLOAD = /^\/api\/console\/providers\/[^/]+\/logo$/;

export function createApp(deps: AppDeps): Hono {
  const { logger } = deps;
  const { db } = deps.database;
  const catalogue = new CatalogueCache(db, logger, deps.defaultProviderSlug, deps.catalogueTtlMs ?? 5_000, deps.operatorLegal);
  const resolver = { catalogue, defaultProviderSlug: deps.defaultProviderSlug, logger };
  const trustProxy = deps.auth?.config.trustProxy ?? false;
  const debugAnswers = deps.debugAnswers ?? false;
  const networkSecret = deps.networkSecret ?? randomBytes(32).toString('hex');

  const sessionUser = deps.auth ? sessionUserOf(deps.auth.auth) : undefined;

  const tooLarge = (c: Context) => c.json(errorBody(413, 'Requête trop volumineuse'), 413);
  const limitAuthBody = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
  const readBody = readBodyWithin(API_BODY_LIMIT, tooLarge);
  const readScore = readBodyWithin(SCORE_BODY_LIMIT, tooLarge);
  const api = new Hono()
    // Writes only: the reads (the day's grid, the busiest route) never pass through these two. Inspecting a
    // GET's body would make the Node adapter build a full Request object, which halves the throughput of the
    // hot read routes. better-auth reads its calls' bodies from the web Request itself: those are only limited.
    .on(WRITE_METHODS, '*', (c, next) => {
      if (c.req.path.startsWith('/api/auth/')) return limitAuthBody(c, next);
      // A score carries its move log, a logo its file (256 kB, base64): both get the larger limit.
      return c.req.path === '/api/scores' || LOGO_UPLOAD.test(c.req.path) ? readScore(c, next) : readBody(c, next);
    })
    .on(WRITE_METHODS, '*', sameOriginWrites(deps.auth ? [deps.auth.config.publicUrl, ...deps.auth.config.trustedOrigins] : []))
    .route('/health', healthRoutes(deps.database))
    .route('/', deps.auth ? authRoutes(deps.auth.auth, deps.auth.config, logger) : new Hono())
    .route('/', catalogueRoutes(resolver))
    .route('/games', puzzleRoutes(db, resolver, { trustProxy, debugAnswers, ...(sessionUser ? { sessionUserOf: sessionUser } : {}) }))
    .route('/plays', playRoutes(db, resolver, { trustProxy, ...(sessionUser ? { sessionUserOf: sessionUser } : {}) }))
    .route(
      '/scores',
      scoreRoutes(db, resolver, {
        debugAnswers,
        trustProxy,
        networkSecret,
        ...(sessionUser ? { sessionUserOf: sessionUser } : {}),
        ...(deps.metrics ? { onOutcome: deps.metrics.countScore.bind(deps.metrics) } : {}),
        ...(deps.scoreChecker ? { checker: deps.scoreChecker } : {}),
      }),
    )
    .route('/tracking', trackingRoutes(db, resolver, { trustProxy }))
    .route('/site-config', siteConfigRoutes(deps.measurementId))
    .route('/day-stats', dayStatsRoutes(db, resolver))
    .route('/leagues', leagueRoutes(db, resolver, { trustProxy, ...(sessionUser ? { sessionUserOf: sessionUser } : {}) }))
    .route(
      '/console',
      deps.auth
        ? consoleRoutes({
            db,
            auth: deps.auth.auth,
            catalogue,
            stats: deps.stats ?? { nudge: () => false },
            ...(deps.puzzles ? { puzzles: deps.puzzles } : {}),
            defaultProviderSlug: deps.defaultProviderSlug,
            publicUrl: deps.publicUrl,
          })
        : new Hono(),
    )
    .route('/players', playerRoutes(db, { trustProxy }))
    .route(
      '/reminders',
      reminderRoutes(db, resolver, {
        trustProxy,
        publicKey: deps.reminders?.publicKey ?? vapidKeysOf(networkSecret).publicKey,
        pushHosts: [...PUSH_SERVICE_HOSTS, ...(deps.reminders?.extraPushHosts ?? [])],
        ...(sessionUser ? { sessionUserOf: sessionUser } : {}),
      }),
    )
    .route('/account', sessionUser ? accountRoutes(db, sessionUser) : new Hono())
    .get('/privacy', (c) => c.json({ code: 200, data: PRIVACY_FACTS }))
    .all('*', (c) => c.json(errorBody(404, `Route inconnue : ${c.req.method} ${c.req.path}`), 404));

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
  // A process logging at warn or above writes no request line: no middleware for it on the hot path.
  if (logger.enabled('info')) app.use('/api/*', requestLog(logger));
  if (deps.checkContract) app.use('/api/*', contractCheck(logger));
  // The API first: its answers never go through the pages' middleware below (its catch-all answers every
  // /api/ path), and the busiest routes pay for nothing they do not use.
  app.route('/api', api);
  // Framing is governed by the CSP's frame-ancestors (the provider's partner sites), not X-Frame-Options.
  // HSTS only behind HTTPS (PUBLIC_URL https://…), for a year, pages and API alike.
  const pageHeaders = secureHeaders({
    xFrameOptions: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    contentSecurityPolicy: undefined,
    strictTransportSecurity: hsts ?? false,
  });
  // A page's link preview tags (the shell's or the rendered page's), and the page of a public route rendered
  // on the server, found with the CSP that must allow its inline CSS.
  const heads = new PageHeads(deps.publicUrl, deps.defaultProviderSlug);
  const pages = new WeakMap<Request, { head: string; page: FirstPaintPage | null }>();
  app.use(async (c, next) => {
    const snapshot = await catalogue.get();
    const slug = c.req.query('provider')?.trim().toLowerCase();
    const provider = pageProviderSlug(snapshot, slug, requestHostname(c.req.header('host')), deps.defaultProviderSlug);
    const providerDto = snapshot.providersBySlug.get(provider);
    let page: FirstPaintPage | null = null;
    const frameAncestors = snapshot.frameAncestorsBySlug.get(provider) ?? [];
    const isPage = (c.req.method === 'GET' || c.req.method === 'HEAD') && deps.site.isBuilt;
    // An embed page that cannot be served says why, in the partner's frame (issue 38).
    const refusal =
      providerDto && isPage && isEmbedPath(c.req.path)
        ? embedRefusal(
            { path: c.req.path, dest: c.req.header('sec-fetch-dest'), referer: c.req.header('referer'), host: c.req.header('host') },
            providerDto,
            frameAncestors,
          )
        : null;
    if (refusal) {
      const { html, csp } = embedRefusalPage(refusal);
      return c.html(html, refusal.status, { 'content-security-policy': csp, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    }
    // The shell's own file too: the service worker keeps it as its offline page (static-site.ts).
    if (providerDto && isPage && (isClientRoute(c.req.path) || c.req.path === SHELL)) {
      const head = heads.of(c.req.path, providerDto, snapshot.providerSlugByHostname);
      page = deps.firstPaint ? await deps.firstPaint.page(c.req.path, providerDto, snapshotJson(providerDto), head) : null;
      pages.set(c.req.raw, { head, page });
    }
    const measurement = deps.measurementId ? MEASUREMENT_SOURCES : {};
    // The page's inline CSS: a rendered screen's, and the brand's colours in its <head> (brand-head.ts).
    const brandSources = providerDto ? brandStyleSources(providerDto) : [];
    const styleSources = [...(page?.styleSources ?? []), ...brandSources];
    const styleHashes = styleSources.length > 0 ? { styleHashes: styleSources } : {};
    c.header('content-security-policy', contentSecurityPolicy({ frameAncestors, ...measurement, ...styleHashes }));
    return pageHeaders(c, next);
  });
  app.route('/brand', brandFileRoutes({ db, catalogue, site: deps.site, defaultProviderSlug: deps.defaultProviderSlug }));
  app.get('*', (c) => {
    const found = pages.get(c.req.raw);
    return found?.page ? deps.site.respondPage(c, found.page) : deps.site.respond(c, found?.head);
  });
  app.notFound((c) => (c.req.path.startsWith('/api') ? c.json(errorBody(404, 'Route inconnue'), 404) : c.text('Méthode non autorisée', 405)));
  app.onError((error, c) =>
    handleError(error, c, { logger, onDatabaseUnavailable: (cause, fields) => deps.database.availability.failedRequest(cause, fields) }),
  );
  return app;
}
