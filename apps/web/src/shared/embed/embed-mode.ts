/**
 * The embed (issue 38): the app under /embed, inside a partner's iframe, without the portal's chrome (top bar,
 * footer, banners). The router takes /embed as its base, so every link and navigation of the app stays inside
 * it; the frame's height follows the content (frame-height.ts, the host page's public/embed.js).
 */

export const EMBED_BASENAME = '/embed';

/** Whether this page is an embed page: fixed for the page's life (the router's base never changes). */
export function isEmbedPath(pathname: string): boolean {
  return pathname === EMBED_BASENAME || pathname.startsWith(`${EMBED_BASENAME}/`);
}

const embedded = typeof location !== 'undefined' && isEmbedPath(location.pathname);

export function isEmbedded(): boolean {
  return embedded;
}
