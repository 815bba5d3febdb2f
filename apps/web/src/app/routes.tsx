import type { RouteObject } from 'react-router';
import HomePage from '../features/home/HomePage.tsx';
import { ACCOUNT_DELETED_PATH, LEGAL_NOTICE_PATH, PRIVACY_PATH } from '../shared/legal/legal-links.tsx';
import { preloadable } from '../shared/loading/preloadable.ts';
import { gameRegistry, implementedGames, type GameRegistry } from '../games/registry.ts';
import { loadGameScreens, type ScreensOf, shellScreens } from './game-routes.tsx';
import { RootLayout } from './RootLayout.tsx';
import type { RouteHandle } from './route-handle.ts';

// Every page but home is loaded on demand, so the home page's first download stays small; a server-rendered
// page's code is preloaded before the browser hydrates it (main.tsx).
const AboutPage = preloadable(() => import('../features/about/AboutPage.tsx').then((m) => m.default));
const VersionPage = preloadable(() => import('../features/version/VersionPage.tsx').then((m) => m.default));
const LoginPage = preloadable(() => import('../features/auth/LoginPage.tsx').then((m) => m.default));
const RegisterPage = preloadable(() => import('../features/auth/RegisterPage.tsx').then((m) => m.default));
const LogoutPage = preloadable(() => import('../features/auth/LogoutPage.tsx').then((m) => m.default));
const VerifyEmailPage = preloadable(() => import('../features/auth/VerifyEmailPage.tsx').then((m) => m.default));
const RequestPasswordResetPage = preloadable(() => import('../features/auth/RequestPasswordResetPage.tsx').then((m) => m.default));
const ConfirmPasswordResetPage = preloadable(() => import('../features/auth/ConfirmPasswordResetPage.tsx').then((m) => m.default));
const ProfilePage = preloadable(() => import('../features/profile/ProfilePage.tsx').then((m) => m.default));
const ProfileEditPage = preloadable(() => import('../features/profile/ProfileEditPage.tsx').then((m) => m.default));
const NotFoundPage = preloadable(() => import('../features/not-found/NotFoundPage.tsx').then((m) => m.default));
const RemindersPage = preloadable(() => import('../features/reminders/RemindersPage.tsx').then((m) => m.default));
const StatsPage = preloadable(() => import('../features/stats/StatsPage.tsx').then((m) => m.default));
// The three league screens share one chunk (features/leagues/league-screens.ts).
const leagueScreens = () => import('../features/leagues/league-screens.ts');
const LeaguesPage = preloadable(() => leagueScreens().then((m) => m.LeaguesPage));
const LeaguePage = preloadable(() => leagueScreens().then((m) => m.LeaguePage));
const JoinLeaguePage = preloadable(() => leagueScreens().then((m) => m.JoinLeaguePage));
// The publisher's console: its own chunks, never in the home page's bundle.
const ConsoleApp = preloadable(() => import('../features/console/ConsoleApp.tsx').then((m) => m.default));
const LegalNoticePage = preloadable(() => import('../features/legal/LegalNoticePage.tsx').then((m) => m.default));
const PrivacyPage = preloadable(() => import('../features/legal/PrivacyPage.tsx').then((m) => m.default));
const AccountDeletedPage = preloadable(() => import('../features/profile/AccountDeletedPage.tsx').then((m) => m.default));

function route(path: string, element: RouteObject['element'], handle: RouteHandle): RouteObject {
  return { path, element, handle };
}

/** Routes of the implemented games only: /{slug}, /{slug}/:date, /{slug}/:date/end. */
function gameRoutes(registry: GameRegistry, screensOf: ScreensOf): RouteObject[] {
  return implementedGames(registry).flatMap(([slug, entry]) => {
    const screens = screensOf(slug, entry);
    const handle: RouteHandle = { title: { gameSlug: slug }, gameScreen: true };
    return [
      route(slug, <screens.landing />, { ...handle, page: slug }),
      route(`${slug}/:date`, <screens.play />, { ...handle, playScreen: true, page: `${slug}-game` }),
      route(`${slug}/:date/end`, <screens.end />, { ...handle, page: `${slug}-end` }),
    ];
  });
}

export function buildRoutes(registry: GameRegistry = gameRegistry, screensOf: ScreensOf = shellScreens): RouteObject[] {
  const account = { footer: true, accountArea: true } satisfies RouteHandle;
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <HomePage registry={registry} />, handle: { title: 'title.home', footer: true, page: 'home' } satisfies RouteHandle },
        route('about', <AboutPage registry={registry} />, { title: 'title.about', footer: true, page: 'about' }),
        route('version', <VersionPage />, { title: 'title.version', footer: true, page: 'version' }),
        route('login', <LoginPage />, {
          ...account,
          title: 'title.login',
          guestOnly: true,
          page: 'login',
        }),
        route('register', <RegisterPage />, { ...account, title: 'title.register', page: 'register' }),
        route('logout', <LogoutPage />, { title: 'title.logout', footer: true, page: 'logout' }),
        route('verify-email', <VerifyEmailPage />, {
          ...account,
          title: 'title.verify-email',
          page: 'email-verify',
        }),
        route('request-password-reset', <RequestPasswordResetPage />, {
          ...account,
          title: 'title.password-reset',
          page: 'request-password-reset',
        }),
        route('confirm-password-reset', <ConfirmPasswordResetPage />, {
          ...account,
          title: 'title.password-reset',
          page: 'confirm-password-reset',
        }),
        route('profile', <ProfilePage />, {
          ...account,
          title: 'title.profile',
          authRequired: true,
          page: 'profile',
        }),
        route('profile/edit', <ProfileEditPage />, {
          ...account,
          title: 'title.profile',
          authRequired: true,
          page: 'profile-edit',
        }),
        // Leagues are for accounts (hidden with no_login); an invitation opens signed out and offers to sign in.
        route('ligues', <LeaguesPage />, { ...account, title: 'title.leagues', authRequired: true, page: 'leagues' }),
        route('ligues/rejoindre', <JoinLeaguePage />, { ...account, title: 'title.leagues', page: 'league-join' }),
        route('ligues/:id', <LeaguePage />, { ...account, title: 'title.leagues', authRequired: true, page: 'league' }),
        // The legal pages, in the provider's name (a provider with pages of its own is linked there from the footer).
        route(LEGAL_NOTICE_PATH.slice(1), <LegalNoticePage />, { title: 'title.legal-notice', footer: true, page: 'legal-notice' }),
        route(PRIVACY_PATH.slice(1), <PrivacyPage />, { title: 'title.privacy', footer: true, page: 'privacy' }),
        // Where the profile leads once the account is erased (no session any more: not a protected route).
        route(ACCOUNT_DELETED_PATH.slice(1), <AccountDeletedPage />, { title: 'title.account-deleted', footer: true, page: 'account-deleted' }),
        // The player's stats: anonymous players too (from this device's scores), so not in the account area.
        route('stats', <StatsPage registry={registry} />, { title: 'title.stats', footer: true, page: 'stats' }),
        // Reminders are this browser's, signed in or not (issue 39).
        route('rappels', <RemindersPage />, { title: 'title.reminders', footer: true, page: 'reminders' }),
        route('admin/*', <ConsoleApp loadGameScreens={loadGameScreens} />, { title: 'title.console', page: 'admin' }),
        ...gameRoutes(registry, screensOf),
        route('*', <NotFoundPage />, { title: 'title.not-found', footer: true, page: 'not-found' }),
      ],
    },
  ];
}
