import { createHash } from 'node:crypto';
import { isGameSlug } from '@jdj/puzzles';
import type { ProviderDto } from '@jdj/api';

/**
 * The embed pages (issue 38): /embed (the whole portal) and /embed/{game}[/{date}[/end]], the app without its
 * chrome, for a partner's iframe. The browser enforces who may frame them (the CSP's frame-ancestors, the
 * provider's allowed origins); this says it in French where the server can tell: a frame on a site that is not
 * on the list (its Referer), or a game the provider does not offer. Such a refusal is a small page the frame
 * shows, never the app (nothing is played, nothing is stored).
 */

export const EMBED_PREFIX = '/embed';

export function isEmbedPath(path: string): boolean {
  return path === EMBED_PREFIX || path.startsWith(`${EMBED_PREFIX}/`);
}

export interface EmbedRequest {
  path: string;
  /** Sec-Fetch-Dest: `iframe` for a frame's navigation. */
  dest: string | undefined;
  referer: string | undefined;
  /** The Host the page is asked on: a frame of its own pages (a reload inside the frame) is always allowed. */
  host: string | undefined;
}

export interface EmbedRefusal {
  status: 403 | 404;
  title: string;
  message: string;
}

const urlOf = (url: string | undefined) => {
  try {
    return url ? new URL(url) : undefined;
  } catch {
    return undefined;
  }
};

/** Why this embed page is not served, or null to serve it. */
export function embedRefusal(request: EmbedRequest, provider: Pick<ProviderDto, 'name' | 'games'>, allowedOrigins: readonly string[]): EmbedRefusal | null {
  const [game] = request.path.slice(EMBED_PREFIX.length).split('/').filter(Boolean);
  if (game !== undefined && isGameSlug(game) && !provider.games.some((g) => g.slug === game))
    return {
      status: 404,
      title: 'Jeu non proposé',
      message: `Ce jeu n’est pas proposé par ${provider.name} : vérifiez l’adresse du cadre (la console de l’éditeur donne celles de ses jeux).`,
    };
  const referer = urlOf(request.referer);
  // By host, not origin: behind the proxy the request's own URL is http://127.0.0.1:…, its Host the public one.
  const own = referer !== undefined && referer.host.toLowerCase() === request.host?.toLowerCase();
  const framer = referer?.origin;
  if (request.dest === 'iframe' && framer !== undefined && !own && !allowedOrigins.some((o) => o.toLowerCase() === framer.toLowerCase()))
    return {
      status: 403,
      title: 'Intégration non autorisée',
      message: `Le site ${framer} n’est pas autorisé à intégrer les jeux de ${provider.name}. L’éditeur peut l’ajouter aux origines autorisées, dans la console.`,
    };
  return null;
}

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1b2333;background:#ffffff}main{padding:24px;max-width:40rem}h1{font-size:1.25rem;margin:0 0 8px}p{margin:0;line-height:1.5}';
const STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The refusal as a page: it must show inside the partner's frame (frame-ancestors *), and holds nothing to
 * click, no script, nothing of the player's.
 */
export function embedRefusalPage(refusal: EmbedRefusal): { html: string; csp: string } {
  return {
    html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(refusal.title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(refusal.title)}</h1><p>${escapeHtml(refusal.message)}</p></main></body></html>`,
    csp: `default-src 'none'; style-src ${STYLE_SOURCE}; base-uri 'none'; form-action 'none'; frame-ancestors *`,
  };
}
