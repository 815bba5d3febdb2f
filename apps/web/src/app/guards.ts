import { loginPathFor, type PageLocation, safeRedirectTarget } from '../shared/navigation/redirects.ts';
import type { RouteHandle } from './route-handle.ts';

export interface GuardInput {
  handles: readonly RouteHandle[];
  signedIn: boolean;
  /** The provider has the feature no_login. */
  noLogin: boolean;
  /** The location being shown. */
  location: PageLocation;
}

/**
 * Route guards of document 1 §2, as a pure decision: where to go instead, or null to show the route.
 * 1. no_login: the account area (login, register, verification, password reset, profile) goes home.
 * 2. authRequired without a session: login, with the full path in the redirect query.
 * 3. guestOnly with a session: the redirect query (same-site paths only) or home.
 */
export function guardRedirect({ handles, signedIn, noLogin, location }: GuardInput): string | null {
  if (noLogin && handles.some((handle) => handle.accountArea)) return '/';
  if (!signedIn && handles.some((handle) => handle.authRequired)) return loginPathFor(location);
  if (signedIn && handles.some((handle) => handle.guestOnly)) {
    return safeRedirectTarget(new URLSearchParams(location.search).get('redirect')) ?? '/';
  }
  return null;
}
