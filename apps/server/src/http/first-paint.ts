import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { dateInTimeZone, knownTimeZone } from '@jdj/puzzles';
import type { ProviderDto } from '@jdj/api';
import type { Logger } from '../logger.ts';
import { splitForHead } from './page-head.ts';

/**
 * The first screen of the public routes (home, login, a game's landing), rendered by the web app's
 * server entry (apps/web/src/entry-server.tsx, built into dist/ssr/) into index.html, with the CSS that
 * screen needs inlined (issue 24). A page is rendered on its first request and kept in memory, keyed by
 * provider and route; it is rendered again when the provider's catalogue entry changes (the console) or
 * its day turns (calendars, the footer's year), or its link preview's tags (page-head.ts: they depend on the
 * provider's host names too). Any failure serves the plain shell, logged, never a 500.
 */

/** What dist/ssr/entry-server.js exports. */
export interface FirstScreenEntry {
  /** The source modules (keys of Vite's manifest) whose CSS the route's first screen needs; null: not a public first screen. */
  firstScreenModules(path: string, provider: ProviderDto): string[] | null;
  render(path: string, provider: ProviderDto): Promise<{ html: string; data: string; title: string }>;
}

/** A rendered page, ready to send. */
export interface FirstPaintPage {
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
  etag: string;
  /** CSP sources for the inline <style> and the style attributes of the rendered markup. */
  styleSources: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SSR_ENTRY = 'ssr/entry-server.js';
const VITE_MANIFEST = '.vite/manifest.json';
/** The keys of index.html in Vite's manifest: the entry chunk, whose CSS every page needs. */
const ENTRY_KEY = 'index.html';
/** The web app's public/after-first-paint.js. */
const AFTER_FIRST_PAINT = '/after-first-paint.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface CacheEntry {
  /** The provider's catalogue entry as JSON, its day and the page's head tags: the page is stale when one changes. */
  version: string;
  page: Promise<FirstPaintPage | null>;
}

export class FirstPaint {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly entry: FirstScreenEntry,
    private readonly shell: string,
    private readonly manifest: Manifest,
    private readonly readStylesheet: (file: string) => string,
    private readonly logger: Logger,
  ) {}

  /** The server entry of a build, or undefined (logged) when the build has none: pages are then the plain shell. */
  static async load(webDist: string, logger: Logger): Promise<FirstPaint | undefined> {
    const entryFile = path.join(webDist, SSR_ENTRY);
    if (!fs.existsSync(entryFile)) {
      if (fs.existsSync(path.join(webDist, 'index.html')))
        logger.warn('web build without its server entry: pages are not rendered on the server', { entry: entryFile });
      return undefined;
    }
    try {
      const entry = (await import(pathToFileURL(entryFile).href)) as FirstScreenEntry;
      const manifest = JSON.parse(fs.readFileSync(path.join(webDist, VITE_MANIFEST), 'utf8')) as Manifest;
      const shell = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
      // Every stylesheet read now: a build replaced under a running process cannot mix with its pages.
      const styles = new Map<string, string>();
      for (const chunk of Object.values(manifest)) for (const file of chunk.css ?? []) styles.set(file, fs.readFileSync(path.join(webDist, file), 'utf8'));
      const readStylesheet = (file: string) => {
        const css = styles.get(file);
        if (css === undefined) throw new Error(`${file} is not a stylesheet of the build`);
        return css;
      };
      return new FirstPaint(entry, shell, manifest, readStylesheet, logger);
    } catch (error) {
      logger.error('server entry of the web build not loaded: pages are not rendered on the server', { entry: entryFile, error: String(error) });
      return undefined;
    }
  }

  /**
   * The page of `urlPath` for `provider`, with `head` (its link preview's tags, page-head.ts), or null to serve
   * the plain shell (not a public first screen, or a failed render).
   */
  page(urlPath: string, provider: ProviderDto, providerJson: string, head: string, now = Date.now()): Promise<FirstPaintPage | null> {
    let modules: string[] | null;
    try {
      modules = this.entry.firstScreenModules(urlPath, provider);
    } catch (error) {
      this.logger.error('first screen routes unknown', { path: urlPath, error: String(error) });
      return Promise.resolve(null);
    }
    if (modules === null) return Promise.resolve(null);
    const key = `${provider.slug} ${urlPath}`;
    const version = `${dayOf(provider.timezone, now)} ${providerJson} ${head}`;
    const cached = this.cache.get(key);
    if (cached?.version === version) return cached.page;
    const page = this.render(urlPath, provider, modules, head);
    this.cache.set(key, { version, page });
    return page;
  }

  private async render(urlPath: string, provider: ProviderDto, modules: string[], head: string): Promise<FirstPaintPage | null> {
    try {
      const screen = await this.entry.render(urlPath, provider);
      const css = this.cssOf([ENTRY_KEY, ...modules]);
      const html = this.document(screen, css, this.scriptsOf(modules), provider, head);
      const body = new Uint8Array(Buffer.from(html));
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ]);
      return {
        body,
        gzip: new Uint8Array(gz),
        brotli: new Uint8Array(br),
        etag: `"fp-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        styleSources: [cspHash(css), ...styleAttributeHashes(screen.html)],
      };
    } catch (error) {
      // Kept for this version of the provider: a page that cannot render is not tried at every request.
      this.logger.error('first screen not rendered, plain page served', { path: urlPath, provider: provider.slug, error: String(error) });
      return null;
    }
  }

  /** The CSS files of the modules' chunks and of every chunk they import, in order, once each. */
  private cssOf(keys: readonly string[]): string {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build's manifest`);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const file of chunk.css ?? []) if (!files.includes(file)) files.push(file);
    };
    keys.forEach(visit);
    return files.map((file) => this.readStylesheet(file).trim()).join('\n');
  }

  /**
   * The script files of the modules' chunks and of every chunk they import, but the entry's and its own
   * imports' (the starter preloads those with it): the browser fetches them beside the entry, which waits for
   * them before it hydrates the screen (issue 36).
   */
  private scriptsOf(keys: readonly string[]): string[] {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string, collect: boolean) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build's manifest`);
      if (collect) files.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported, collect);
    };
    visit(ENTRY_KEY, false);
    for (const key of keys) visit(key, true);
    return files;
  }

  /**
   * index.html with the screen in #root, its data, its title, its link preview's tags in place of the shell's
   * description, and its CSS inline instead of the entry's stylesheet link.
   */
  private document(screen: { html: string; data: string; title: string }, css: string, scripts: string[], provider: ProviderDto, head: string): string {
    // React writes the preloads of a screen's images ahead of its markup: they belong to <head>, and the
    // client, which renders none, would find them in #root when it hydrates.
    const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(screen.html)![0];
    const parts: Array<[RegExp | string, string]> = [
      // Without the theme choice, a provider's pages stay light whatever the system's (theme.ts's rule).
      ['<html lang="fr">', provider.features.includes('allow_theme_change') ? '<html lang="fr">' : '<html lang="fr" data-theme="light">'],
      [/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`],
      [/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/, `<style>${css}</style>`],
      ['</head>', `${preloads}</head>`],
      ['<div id="root"></div>', `<div id="root">${screen.html.slice(preloads.length)}</div>${screen.data}`],
    ];
    // The tags first, where the shell's description is: nothing inserted below can be mistaken for it.
    const slot = splitForHead(this.shell);
    if (!slot) throw new Error('index.html has no place for the head tags');
    let html = slot.before + head + slot.after;
    // The app starts after the first frame (public/after-first-paint.js), so the page paints before the
    // browser downloads and evaluates it; the entry's preloads go with it, and the screen's own chunks.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
    if (!entry) throw new Error('index.html has no module script');
    const modulePreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
    for (const preload of modulePreloads) html = html.replace(preload[0], '');
    const starter = `<script defer src="${AFTER_FIRST_PAINT}" data-entry="${entry[1]}" data-preload="${modulePreloads.map((p) => p[1]).join(' ')}" data-screen="${scripts.join(' ')}"></script>`;
    html = html.replace(entry[0], () => starter);
    for (const [pattern, replacement] of parts) {
      if (typeof pattern === 'string' ? !html.includes(pattern) : !pattern.test(html)) throw new Error(`index.html has no ${String(pattern)}`);
      html = html.replace(pattern, () => replacement);
    }
    return html;
  }
}

const dayOf = (timeZone: string, now: number): string => dateInTimeZone(now, knownTimeZone(timeZone));

/** A CSP hash source of a text, as the browser computes it over the element's or attribute's content. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of the style attributes React wrote (a game's colours): a CSP without 'unsafe-inline' allows
 * exactly these values ('unsafe-hashes'), which the client then keeps when it hydrates.
 */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) hashes.add(cspHash(unescapeHtml(match[1]!)));
  return [...hashes];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
