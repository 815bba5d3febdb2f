import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { Logger } from '../logger.ts';
import type { FirstPaintPage } from './first-paint.ts';
import { splitForHead } from './page-head.ts';

/**
 * Serves the built single-page app from memory. The bundle is small, so every file is read once at
 * start, with the brotli and gzip copies the build wrote beside it (`x.js.br`, `x.js.gz`): phones on
 * slow networks get them without this process compressing anything.
 */
type Bytes = Uint8Array<ArrayBuffer>;

interface StaticFile {
  body: Bytes;
  gzip: Bytes | undefined;
  brotli: Bytes | undefined;
  type: string;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Files of the build that are not URLs of the site: the compressed copies and the build manifest. */
const PRECOMPRESSED = new Set(['.br', '.gz']);
export const BUILD_MANIFEST = 'build.json';
/** Folders of the build that are the server's, not the site's: its render entry and Vite's manifest (first-paint.ts). */
const SERVER_ONLY = ['ssr', '.vite'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The app's shell: the page of every client route, and the service worker's offline page. */
export const SHELL = '/index.html';

/** Hashed build assets never change under their name; the shell and the worker must be revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath === '/index.html' || urlPath === '/sw.js' || urlPath.startsWith('/workbox-')) return NO_CACHE;
  if (urlPath.endsWith('.webmanifest') || urlPath === '/registerSW.js') return NO_CACHE;
  return SHORT;
}

/** index.html cut where a route's head tags go (page-head.ts). */
type ShellSlot = { before: string; after: string } | null;

/**
 * Shell pages kept, by their head tags: building one costs ~10 µs (the body and its hash), as much as the rest
 * of the request; 2,000 pages of ~2.2 kB (and their keys) stay under 8 MB.
 */
const KEPT_SHELL_PAGES = 2_000;

export class StaticSite {
  private readonly shellPages = new Map<string, StaticFile>();

  private constructor(
    private readonly files: Map<string, StaticFile>,
    readonly root: string,
    private readonly shell: ShellSlot = null,
  ) {}

  static load(root: string, logger: Logger): StaticSite {
    const files = new Map<string, StaticFile>();
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      logger.warn('web app not built: run "npm run build"', { root });
      return new StaticSite(files, root);
    }
    for (const absolute of walk(root)) {
      const ext = path.extname(absolute).toLowerCase();
      if (PRECOMPRESSED.has(ext) || absolute === path.join(root, BUILD_MANIFEST)) continue;
      if (SERVER_ONLY.includes(path.relative(root, absolute).split(path.sep)[0]!)) continue;
      const urlPath = `/${path.relative(root, absolute).split(path.sep).join('/')}`;
      const body = fs.readFileSync(absolute);
      files.set(urlPath, {
        body: new Uint8Array(body),
        gzip: readIfPresent(`${absolute}.gz`),
        brotli: readIfPresent(`${absolute}.br`),
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        cacheControl: cacheControlFor(urlPath),
      });
    }
    const shell = splitForHead(Buffer.from(files.get('/index.html')!.body).toString('utf8'));
    if (!shell) logger.warn('index.html has no <head>: pages are sent without their link preview tags', { root });
    logger.info('web app loaded', { root, files: files.size });
    return new StaticSite(files, root, shell);
  }

  get isBuilt(): boolean {
    return this.files.has('/index.html');
  }

  /**
   * A file of the build, or the app shell for any route without a file extension (client-side routes such
   * as /sudoku/2026-11-21), with `head`, the route's link preview tags, when given. Unknown files get a 404.
   */
  respond(c: Context, head?: string): Response {
    if (!this.isBuilt) {
      return c.text('L’application web n’est pas construite : lancez « npm run build ».', 503, {
        'cache-control': NO_CACHE,
      });
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Adresse invalide', 400);
    }
    const file = this.files.get(urlPath);
    // The shell itself, as the service worker keeps it for the visits it answers: with the host's provider's
    // tags (issue 38), so a partner's installed app starts in the partner's colours too.
    if (file && !(urlPath === SHELL && head !== undefined && this.shell)) return send(c, file);
    if (!isClientRoute(urlPath) && urlPath !== SHELL) return c.text('Fichier introuvable', 404, { 'cache-control': NO_CACHE });
    if (head === undefined || !this.shell) return send(c, this.files.get('/index.html')!);
    let page = this.shellPages.get(head);
    if (!page) {
      // Heads are the routes' (page-head.ts keeps a bounded number per provider): past the bound, start afresh.
      if (this.shellPages.size >= KEPT_SHELL_PAGES) this.shellPages.clear();
      page = shellPage(this.shell, head);
      this.shellPages.set(head, page);
    }
    return send(c, page);
  }

  /** The bytes of a file of the build (a game's preview picture, which a partner's is made from), or undefined. */
  fileBytes(urlPath: string): Uint8Array | undefined {
    return this.files.get(urlPath)?.body;
  }

  /** A page rendered on the server (first-paint.ts): the shell's headers, its own body and validator. */
  respondPage(c: Context, page: FirstPaintPage): Response {
    return send(c, { ...page, type: TYPES['.html']!, cacheControl: NO_CACHE });
  }
}

/**
 * The shell with a route's tags (~2.2 kB), sent as it is: compressed it would be ~1.1 kB, both well within the
 * first round trip, so it is not worth a compression per page. Its validator is its content's: the tags of
 * another route, or of another provider's host, never answer 304 for this one.
 */
function shellPage(shell: { before: string; after: string }, head: string): StaticFile {
  const body = new Uint8Array(Buffer.from(shell.before + head + shell.after));
  return {
    body,
    gzip: undefined,
    brotli: undefined,
    type: TYPES['.html']!,
    etag: `"sh-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    cacheControl: NO_CACHE,
  };
}

/** A path the app's router answers (no file extension), served the app shell or a rendered page. */
export function isClientRoute(urlPath: string): boolean {
  return path.extname(urlPath) === '';
}

function send(c: Context, file: StaticFile): Response {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'accept-encoding',
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);

  const accepted = c.req.header('accept-encoding') ?? '';
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepted)) {
    body = file.brotli;
    headers['content-encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(body, 200, headers);
}

function readIfPresent(file: string): Bytes | undefined {
  return fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : undefined;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
