import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import HomePage from '../features/home/HomePage.tsx';
import { gameRegistry, implementedGames, type GameRegistry } from '../games/registry.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import type { RouteHandle } from './route-handle.ts';

// Every page but home is loaded on demand, so the home page's first download stays small.
const AboutPage = lazy(() => import('../features/about/AboutPage.tsx'));
const VersionPage = lazy(() => import('../features/version/VersionPage.tsx'));
const AccountNoticePage = lazy(() => import('../features/auth/AccountNoticePage.tsx'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage.tsx'));

function route(path: string, element: RouteObject['element'], handle: RouteHandle): RouteObject {
  return { path, element, handle };
}

/** Routes of the implemented games only: /{slug}, /{slug}/:date, /{slug}/:date/end. */
function gameRoutes(registry: GameRegistry): RouteObject[] {
  return implementedGames(registry).flatMap(([slug, screens]) => {
    const handle: RouteHandle = { title: { gameSlug: slug }, gameScreen: true };
    return [
      route(slug, <screens.landing />, handle),
      route(`${slug}/:date`, <screens.play />, { ...handle, playScreen: true }),
      route(`${slug}/:date/end`, <screens.end />, handle),
    ];
  });
}

export function buildRoutes(registry: GameRegistry = gameRegistry): RouteObject[] {
  const account = { footer: true, accountArea: true } satisfies RouteHandle;
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage registry={registry} />, handle: { title: 'title.home', footer: true } satisfies RouteHandle },
        route('about', <AboutPage registry={registry} />, { title: 'title.about', footer: true }),
        route('version', <VersionPage />, { title: 'title.version', footer: true }),
        route('login', <AccountNoticePage titleKey="auth.login.title" />, {
          ...account,
          title: 'title.login',
          guestOnly: true,
        }),
        route('register', <AccountNoticePage titleKey="auth.register.title" />, { ...account, title: 'title.register' }),
        route('logout', <AccountNoticePage titleKey="auth.logout.title" />, { title: 'title.logout', footer: true }),
        route('verify-email', <AccountNoticePage titleKey="auth.verify-email.title" />, {
          ...account,
          title: 'title.verify-email',
        }),
        route('request-password-reset', <AccountNoticePage titleKey="auth.request-password-reset.title" />, {
          ...account,
          title: 'title.password-reset',
        }),
        route('confirm-password-reset', <AccountNoticePage titleKey="auth.confirm-password-reset.title" />, {
          ...account,
          title: 'title.password-reset',
        }),
        route('profile', <AccountNoticePage titleKey="profile.title" />, {
          ...account,
          title: 'title.profile',
          authRequired: true,
        }),
        route('profile/edit', <AccountNoticePage titleKey="profile.edit.title" />, {
          ...account,
          title: 'title.profile',
          authRequired: true,
        }),
        ...gameRoutes(registry),
        route('*', <NotFoundPage />, { title: 'title.not-found', footer: true }),
      ],
    },
  ];
}
