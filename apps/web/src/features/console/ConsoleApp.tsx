import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiRequestError, apiGet } from '../../shared/api/api-client.ts';
import type { ConsoleMeDto } from '../../shared/api/api-types.ts';
import { loginPathFor } from '../../shared/navigation/redirects.ts';
import { useHasFeature } from '../../shared/provider/provider-context.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, refusalCode } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { ConsoleContext, GameScreensLoaderContext } from './console-context.ts';
import './console.css';

// Each section in a chunk of its own: the dashboard's charts never load for a calendar visit.
const DashboardScreen = lazy(() => import('./DashboardScreen.tsx'));
const CalendarScreen = lazy(() => import('./CalendarScreen.tsx'));
const DayScreen = lazy(() => import('./DayScreen.tsx'));
const ProvidersScreen = lazy(() => import('./ProvidersScreen.tsx'));
const ProviderScreen = lazy(() => import('./ProviderScreen.tsx'));
const GamesScreen = lazy(() => import('./GamesScreen.tsx'));
const PlayersScreen = lazy(() => import('./PlayersScreen.tsx'));
const PlayerScreen = lazy(() => import('./PlayerScreen.tsx'));
const AuditScreen = lazy(() => import('./AuditScreen.tsx'));
const BrandScreen = lazy(() => import('./BrandScreen.tsx'));
const EmbedScreen = lazy(() => import('./EmbedScreen.tsx'));

type Screen = LazyExoticComponent<ComponentType<{ params: Record<string, string> }>>;

/**
 * The console's sections, matched here rather than with react-router's <Routes>: what the console alone
 * would use of the router must not grow the home page's bundle (the router lives there).
 */
const SECTIONS: [RegExp, Screen][] = [
  [/^\/admin\/?$/, DashboardScreen],
  [/^\/admin\/calendar\/?$/, CalendarScreen],
  [/^\/admin\/calendar\/(?<game>[a-z]+)\/(?<date>\d{4}-\d{2}-\d{2})$/, DayScreen],
  [/^\/admin\/providers\/?$/, ProvidersScreen],
  [/^\/admin\/providers\/new$/, ProviderScreen],
  [/^\/admin\/providers\/(?<slug>[a-z0-9-]+)$/, ProviderScreen],
  [/^\/admin\/providers\/(?<slug>[a-z0-9-]+)\/brand$/, BrandScreen],
  [/^\/admin\/providers\/(?<slug>[a-z0-9-]+)\/embed$/, EmbedScreen],
  [/^\/admin\/games\/?$/, GamesScreen],
  [/^\/admin\/players\/?$/, PlayersScreen],
  [/^\/admin\/players\/(?<id>[^/]+)$/, PlayerScreen],
  [/^\/admin\/audit\/?$/, AuditScreen],
];

function sectionOf(pathname: string): { Screen: Screen; params: Record<string, string> } | null {
  for (const [pattern, Screen] of SECTIONS) {
    const match = pattern.exec(pathname);
    if (match) return { Screen, params: { ...match.groups } };
  }
  return null;
}

type Gate =
  | { status: 'checking' }
  | { status: 'open'; me: ConsoleMeDto }
  | { status: 'signed-out' }
  | { status: 'not-staff' }
  | { status: 'refused'; code: string; message: string }
  | { status: 'error'; message: string };

/**
 * The publisher's console at /admin. The server decides who may use it (every call checks the session):
 * a visitor is sent to login, a player home, and staff without a two-factor session is told how to get one.
 */
/** The console; `loadGameScreens` brings the game screens' stylesheet for the day preview's board. */
export default function ConsoleApp({ loadGameScreens }: { loadGameScreens: () => Promise<unknown> }) {
  // A partner's host without accounts has no sign-in: the console lives on the portal's main address.
  if (useHasFeature('no_login')) {
    return (
      <section className="console console--refused" aria-labelledby="console-elsewhere">
        <h1 id="console-elsewhere">{tc('console.elsewhere.title')}</h1>
        <p>{tc('console.elsewhere')}</p>
        <p className="console__actions">
          <Link className="button button--primary" to="/">
            {tc('console.elsewhere.home')}
          </Link>
        </p>
      </section>
    );
  }
  return <ConsoleGate loadGameScreens={loadGameScreens} />;
}

function ConsoleGate({ loadGameScreens }: { loadGameScreens: () => Promise<unknown> }) {
  const location = useLocation();
  const [gate, setGate] = useState<Gate>({ status: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    apiGet('/api/console/me', consoleAnswers.me, { signal: controller.signal }).then(
      (me) => setGate({ status: 'open', me }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const code = refusalCode(error);
        if (error instanceof ApiRequestError && error.status === 401) setGate({ status: 'signed-out' });
        else if (code === 'NOT_CONSOLE_ROLE') setGate({ status: 'not-staff' });
        else if (code) setGate({ status: 'refused', code, message: errorMessage(error, tc('console.error')) });
        else setGate({ status: 'error', message: tc('console.error') });
      },
    );
    return () => controller.abort();
  }, []);

  switch (gate.status) {
    case 'checking':
      return (
        <p className="console__status" role="status">
          {tc('console.loading')}
        </p>
      );
    case 'signed-out':
      return <Navigate to={loginPathFor(location)} replace />;
    case 'not-staff':
      return <Navigate to="/" replace />;
    case 'refused':
    case 'error':
      return (
        <section className="console console--refused">
          <h1>{tc('console.refused.title')}</h1>
          <p role="alert">{gate.message}</p>
          {gate.status === 'refused' && (
            <p className="console__actions">
              <Link className="button button--primary" to={gate.code === 'TWO_FACTOR_SESSION_REQUIRED' ? '/logout' : '/profile'}>
                {gate.code === 'TWO_FACTOR_SESSION_REQUIRED' ? tc('console.refused.logout') : tc('console.refused.profile')}
              </Link>
            </p>
          )}
        </section>
      );
    case 'open':
      return (
        <GameScreensLoaderContext.Provider value={loadGameScreens}>
          <ConsoleLayout me={gate.me} />
        </GameScreensLoaderContext.Provider>
      );
  }
}

/** The section a path belongs to (the dashboard only for /admin itself). */
function current(pathname: string, to: string): boolean {
  return to === '/admin' ? /^\/admin\/?$/.test(pathname) : pathname === to || pathname.startsWith(`${to}/`);
}

/** The sections an administrator alone may use: a publisher never sees them (each call would answer 403). */
const ADMIN_SECTIONS = /^\/admin\/(games|players|audit|providers\/new)(\/|$)/;

function ConsoleLayout({ me }: { me: ConsoleMeDto }) {
  const location = useLocation();
  const admin = me.role === 'admin';
  const section = !admin && ADMIN_SECTIONS.test(location.pathname) ? null : sectionOf(location.pathname);
  const sections: [string, string][] = [
    ['/admin', tc('console.nav.dashboard')],
    ['/admin/calendar', tc('console.nav.calendar')],
    ['/admin/providers', tc('console.nav.providers')],
    ...(admin
      ? ([
          ['/admin/games', tc('console.nav.games')],
          ['/admin/players', tc('console.nav.players')],
          ['/admin/audit', tc('console.nav.audit')],
        ] as [string, string][])
      : []),
  ];
  const role = admin ? tc('console.role.admin') : tc('console.role.publisher', { provider: me.provider?.name ?? '' });
  return (
    <ConsoleContext.Provider value={me}>
      <div className="console">
        <header className="console__header">
          <p className="console__brand">{tc('console.title')}</p>
          <p className="console__who">{tc('console.signed-in-as', { email: me.user.email, role })}</p>
          <nav aria-label={tc('console.nav')}>
            <ul className="console__nav">
              {sections.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} aria-current={current(location.pathname, to) ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <div className="console__body">
          <Suspense
            fallback={
              <p className="console__status" role="status">
                {tc('console.loading')}
              </p>
            }
          >
            {section ? <section.Screen key={location.pathname} params={section.params} /> : <Navigate to="/admin" replace />}
          </Suspense>
        </div>
      </div>
    </ConsoleContext.Provider>
  );
}
