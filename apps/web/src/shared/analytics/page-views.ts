import { apiPost } from '../api/api-client.ts';
import { answers } from '../api/answers.ts';
import type { TrackingEvent } from '../api/api-types.ts';
import { getSessionId } from '../player/player-id.ts';

/**
 * First-party page views (platform §9) on our own tracking route: the route's name and its address
 * without the query (tokens and emails travel there), no player id and no cookie, so audience measurement
 * needs no consent. A consented third-party measurement receives the same views through `forwardPageViews`.
 */
type Forward = (path: string, title: string) => void;
let forward: Forward | null = null;

export function forwardPageViews(to: Forward | null): void {
  forward = to;
}

/** Where a page is, without its query or hash. */
export function pageAddress(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

export function recordPageView(name: string, provider: string, previousPath: string | null): void {
  const here = pageAddress(location.href);
  // The first view says where the visitor came from; later ones, the page of this site before.
  const referrer = previousPath === null ? pageAddress(document.referrer) : `${location.origin}${previousPath}`;
  const event: TrackingEvent = {
    type: 'page_view',
    name,
    session_id: getSessionId(),
    provider,
    source_url: here.slice(0, 2048),
    ...(referrer ? { referrer_url: referrer.slice(0, 2048) } : {}),
    device_info: {
      language: (navigator.language || 'fr-FR').slice(0, 35),
      screen_size: `${screen.width}x${screen.height}`,
    },
    category: 'system',
  };
  // A lost view is not the player's problem: one line, no stack.
  apiPost('/api/tracking', event, answers.tracked).catch((error: unknown) =>
    console.warn('Page view not sent:', error instanceof Error ? error.message : error),
  );
  forward?.(location.pathname, document.title);
}
