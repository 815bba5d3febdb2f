import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { ApiRequestError, apiGet } from '../../app/api-client.ts';
import type { ConsoleMeDto } from '../../app/api-types.ts';
import { loginPathFor } from '../../app/guards.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, refusalCode } from './console-api.ts';
import { ConsoleContext } from './console-context.ts';
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
export default function ConsoleApp() {
  const location = useLocation();
  const [gate, setGate] = useState<Gate>({ status: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    apiGet<ConsoleMeDto>('/api/console/me', { signal: controller.signal }).then(
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
      return <ConsoleLayout me={gate.me} />;
  }
}

function ConsoleLayout({ me }: { me: ConsoleMeDto }) {
  const admin = me.role === 'admin';
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
                  <NavLink to={to} end={to === '/admin'}>
                    {label}
                  </NavLink>
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
            <Routes>
              <Route index element={<DashboardScreen />} />
              <Route path="calendar" element={<CalendarScreen />} />
              <Route path="calendar/:game/:date" element={<DayScreen />} />
              <Route path="providers" element={<ProvidersScreen />} />
              <Route path="providers/new" element={<ProviderScreen />} />
              <Route path="providers/:slug" element={<ProviderScreen />} />
              <Route path="games" element={<GamesScreen />} />
              <Route path="players" element={<PlayersScreen />} />
              <Route path="players/:id" element={<PlayerScreen />} />
              <Route path="audit" element={<AuditScreen />} />
              <Route path="*" element={<Navigate to="/admin" replace />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </ConsoleContext.Provider>
  );
}
