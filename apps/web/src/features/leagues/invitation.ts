import { readStorage } from '../../shared/storage/safe-storage.ts';
import { PROVIDER_QUERY_PARAM, PROVIDER_SLUG_STORAGE_KEY } from '../../shared/provider/provider-slug.ts';

/** The page that opens an invitation; the token travels after `#`, so no server or log ever sees it. */
export const JOIN_PATH = '/ligues/rejoindre';
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

/**
 * The invitation link of a league: this site, the provider this visit came through (when a `?provider=`
 * chose it, so a partner's portal sends its friends to the partner's portal), then the token.
 */
export function invitationUrl(origin: string, token: string, providerSlug = readStorage('session', PROVIDER_SLUG_STORAGE_KEY)): string {
  const query = providerSlug ? `?${PROVIDER_QUERY_PARAM}=${encodeURIComponent(providerSlug)}` : '';
  return `${origin}${JOIN_PATH}${query}#${token}`;
}

/** The token of a link's `#` part, or null when it cannot be one. */
export function tokenOfHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return TOKEN.test(token) ? token : null;
}

/**
 * A league's ranking of one game and day, to share among its members: this site, and the provider this visit
 * came through, as for an invitation.
 */
export function leagueDayUrl(
  origin: string,
  leagueId: string,
  game: string,
  date: string,
  providerSlug = readStorage('session', PROVIDER_SLUG_STORAGE_KEY),
): string {
  const query = new URLSearchParams({ jeu: game, date });
  if (providerSlug) query.set(PROVIDER_QUERY_PARAM, providerSlug);
  return `${origin}/ligues/${encodeURIComponent(leagueId)}?${query}`;
}
