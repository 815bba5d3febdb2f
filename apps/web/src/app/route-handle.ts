import type { MessageKey } from '../i18n/index.ts';

/** Keys of page titles: "{site}" or "{site} – section". */
export type TitleKey = Extract<MessageKey, `title.${string}`>;

/** Static facts a route declares about itself (read through useRouteHandles(), AppRoutes.tsx). */
export interface RouteHandle {
  /** The page title: a title key, or the name of a game (document 1 §2: "the game name"). */
  title?: TitleKey | { gameSlug: string };
  /** Protected route: needs a signed-in player (the spec's authRequired meta flag). */
  authRequired?: boolean;
  /** Part of the account area: redirected home when the provider has the feature no_login. */
  accountArea?: boolean;
  /** A signed-in player is sent on (to the `redirect` query or home), e.g. the login screen. */
  guestOnly?: boolean;
  /** Shows the site footer (home, about, version, account and profile pages). */
  footer?: boolean;
  /** Game screens bring their own top bar (document 1 §2). */
  gameScreen?: boolean;
  /** A game being played: nothing may float over the board and its keypad (no install banner). */
  playScreen?: boolean;
  /** The route's name in page views (document 1 §2's names: home, email-verify, sudoku-end…). */
  page?: string;
}

export function routeHandles(matches: ReadonlyArray<{ handle: unknown }>): RouteHandle[] {
  return matches.map((match) => match.handle).filter((handle): handle is RouteHandle => typeof handle === 'object' && handle !== null);
}
