import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { usePageViews } from '../shared/analytics/use-page-views.ts';
import { useAppUpdateStore } from '../features/app-update/app-update-store.ts';
import { startSessionCheck, useSessionChecked, useSessionUser } from '../shared/account/session-store.ts';
import { Footer } from '../features/footer/Footer.tsx';
import { setThemeAllowed } from '../shared/theme/theme.ts';
import { ToastArea } from '../shared/toasts/ToastArea.tsx';
import { TopBar } from '../features/top-bar/TopBar.tsx';
import { t } from '../i18n/index.ts';
import { AfterStart } from '../shared/first-paint/after-start.tsx';
import { guardRedirect } from './guards.ts';
import { pageTitle, useDocumentTitle } from './page-title.ts';
import { useProvider } from '../shared/provider/provider-context.ts';
import { ProviderSlugSync } from './provider/ProviderSlugSync.tsx';
import { useRouteHandles } from './AppRoutes.tsx';
import { PageLoading } from './PageLoading.tsx';
import { applyBrand } from '../shared/brand/apply-brand.ts';
import { isEmbedded } from '../shared/embed/embed-mode.ts';
import './root-layout.css';

// Shown only when a third-party measurement is configured and not yet answered; loaded on demand once the
// page's start is over, never in the server's markup (its render would wait for the code, and the hydration).
const ConsentBanner = lazy(() => import('../shared/consent/Consent.tsx').then((m) => ({ default: m.ConsentBanner })));
// Never part of a first screen either (the home page's initial script stays within its budget): the install
// invitation is loaded once the page's start is over, the update prompt once an update waits.
const InstallBanner = lazy(() => import('../shared/install-banner/InstallBanner.tsx').then((m) => ({ default: m.InstallBanner })));
const AppUpdatePrompt = lazy(() => import('../features/app-update/AppUpdatePrompt.tsx').then((m) => ({ default: m.AppUpdatePrompt })));

/** Moves keyboard focus to the page without changing the URL (a hash would be a router navigation). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (main === null) return;
  event.preventDefault();
  main.focus();
}

/** The chrome around every page: top bar, page, footer, toasts, install banner and update prompt. */
export function RootLayout() {
  const handles = useRouteHandles();
  const location = useLocation();
  const { provider, hasFeature } = useProvider();
  const user = useSessionUser();
  const sessionChecked = useSessionChecked();
  const updateWaiting = useAppUpdateStore((state) => state.needRefresh);
  useEffect(startSessionCheck, []);
  const themeAllowed = hasFeature('allow_theme_change');
  useEffect(() => setThemeAllowed(themeAllowed), [themeAllowed]);

  // The partner's colours (issue 38); in a partner's frame, no chrome of the portal's.
  useEffect(() => applyBrand(provider.brand), [provider.brand]);
  const embedded = isEmbedded();
  useDocumentTitle(pageTitle(handles, provider));
  // After the title: a page view carries the new page's title.
  // Staff's visits are not the provider's audience: a signed-in administrator or publisher sends none (issue 42),
  // so a view waits for the session check (one request the page makes anyway) to know who is visiting.
  const viewedPage = handles.findLast((handle) => handle.page !== undefined)?.page;
  usePageViews(sessionChecked && !user?.staff ? viewedPage : undefined, provider.slug);
  // A protected page waits for the session check rather than sending a signed-in player to login.
  const waitForSession = !hasFeature('no_login') && !sessionChecked && user === null && handles.some((handle) => handle.authRequired);
  const redirect = waitForSession ? null : guardRedirect({ handles, signedIn: user !== null, noLogin: hasFeature('no_login'), location });
  const gameScreen = handles.some((handle) => handle.gameScreen);
  const footer = !embedded && handles.some((handle) => handle.footer);
  const playScreen = handles.some((handle) => handle.playScreen);
  // Staff at work: the console's screens never get the install banner over them (issue 42).
  const consoleScreen = handles.some((handle) => handle.page === 'admin');

  return (
    <div className="app-shell">
      <ProviderSlugSync />
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main (it works before the app runs); the click only moves the focus too. */}
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('app.skip-to-content')}
      </a>
      {!gameScreen && !embedded && <TopBar />}
      {redirect !== null ? (
        <Navigate to={redirect} replace />
      ) : waitForSession ? (
        <PageLoading />
      ) : (
        // The footer waits with the page: it never shows up mid-screen and then jumps down (CLS).
        <Suspense fallback={<PageLoading />}>
          <main id="main" className="app-shell__main" tabIndex={-1}>
            <Outlet />
          </main>
          {footer && <Footer />}
        </Suspense>
      )}
      <ToastArea />
      {/* Bars floating at the bottom stack up instead of covering one another; none over a game being played.
          A game's landing and end screen hold the install banner in their flow, under their content. */}
      <div className="floating-stack">
        {/* One boundary each: a bar being loaded never hides another one already shown. */}
        <Suspense fallback={null}>{updateWaiting && <AppUpdatePrompt />}</Suspense>
        <AfterStart>
          <Suspense fallback={null}>{!playScreen && !embedded && <ConsentBanner />}</Suspense>
        </AfterStart>
        <AfterStart>
          <Suspense fallback={null}>{!gameScreen && !embedded && !consoleScreen && <InstallBanner />}</Suspense>
        </AfterStart>
      </div>
    </div>
  );
}
