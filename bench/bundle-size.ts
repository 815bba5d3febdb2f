import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './processes.ts';

export interface BundleReport {
  initialFiles: { file: string; gzipBytes: number }[];
  initialGzipBytes: number;
  largestLazyChunks: { file: string; gzipBytes: number }[];
  /** Per game: its own chunk (`<slug>-game-*.js`) plus the lazy chunks only games import (a shared kit). */
  gameChunks: { slug: string; files: string[]; gzipBytes: number }[];
  /** The league screens' chunk with what it imports beyond the home page (issue 27), and whether the home page carries any of it. */
  leagueChunk: { files: string[]; gzipBytes: number; inHome: boolean } | null;
  /**
   * The API contract's schema modules (issue 33), loaded after the page starts: the player's answers on the
   * first API call (apps/web/src/shared/api/player-contract.ts), the leagues' and the console's with those
   * features; each with what it imports beyond the home page (zod's code among it).
   */
  contractChunks: { domain: string; files: string[]; gzipBytes: number }[];
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The JavaScript the home page loads before it can render: entry script plus modulepreloads. */
export function measureBundle(dist = path.join(repoRoot, 'apps/web/dist')): BundleReport {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) initial.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) initial.add(match[1] as string);
  const initialFiles = [...initial].map((url) => ({ file: url, gzipBytes: gzipSize(path.join(dist, url)) }));
  const assetsDir = path.join(dist, 'assets');
  const lazy = fs
    .readdirSync(assetsDir)
    .filter((f) => f.endsWith('.js') && !initial.has(`/assets/${f}`))
    .map((f) => ({ file: `/assets/${f}`, gzipBytes: gzipSize(path.join(assetsDir, f)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    initialFiles,
    initialGzipBytes: initialFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
    largestLazyChunks: lazy.slice(0, 5),
    gameChunks: measureGameChunks(assetsDir, initial),
    leagueChunk: measureLeagueChunk(assetsDir, initial),
    contractChunks: measureContractChunks(dist, initial),
  };
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/** Each packages/api domain module's chunk and the chunks it imports that the home page does not already hold. */
function measureContractChunks(dist: string, initial: ReadonlySet<string>): BundleReport['contractChunks'] {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const next of chunk.imports ?? []) closure(next, seen);
    return seen;
  };
  return Object.entries(manifest)
    .filter(([key]) => /packages\/api\/src\/[a-z-]+\.ts$|src\/shared\/api\/player-contract\.ts$/.test(key))
    .map(([key]) => {
      const files = [...closure(key)].map((k) => (manifest[k] as ManifestChunk).file).filter((file) => !initial.has(`/${file}`));
      return {
        domain: key.endsWith('player-contract.ts') ? 'joueur' : (/([a-z-]+)\.ts$/.exec(key)?.[1] ?? key),
        files,
        gzipBytes: files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
      };
    })
    .sort((a, b) => a.domain.localeCompare(b.domain));
}

/**
 * What opening a league screen downloads beyond the home page: the chunk of features/leagues/league-screens.ts
 * and the chunks it imports statically (the QR code's own chunk is loaded later, on demand).
 */
function measureLeagueChunk(assetsDir: string, initial: ReadonlySet<string>): BundleReport['leagueChunk'] {
  const entry = fs.readdirSync(assetsDir).find((f) => /^league-screens-[\w-]+\.js$/.test(f));
  if (!entry) return null;
  const files = [entry, ...staticImports(fs.readFileSync(path.join(assetsDir, entry), 'utf8')).filter((f) => !initial.has(`/assets/${f}`))];
  // A text only the league screens hold: found in the home page's files, the screens would be in its bundle.
  const inHome = [...initial].some((url) => fs.readFileSync(path.join(assetsDir, '..', url), 'utf8').includes('leagues.create.submit'));
  return { files, gzipBytes: files.reduce((sum, f) => sum + gzipSize(path.join(assetsDir, f)), 0), inHome: inHome || initial.has(`/assets/${entry}`) };
}

const staticImports = (code: string): string[] => [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] as string);

/**
 * What opening a game downloads beyond the shell: its chunk and the chunks it imports statically that no
 * shared screen imports (the shared screens' chunk is the shell's cost, counted once for all games).
 */
function measureGameChunks(assetsDir: string, initial: ReadonlySet<string>): BundleReport['gameChunks'] {
  const files = fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, fs.readFileSync(path.join(assetsDir, f), 'utf8')]));
  const shell = files.filter((f) => f.startsWith('game-screens-'));
  const shared = new Set([...shell, ...shell.flatMap((f) => staticImports(code.get(f) ?? ''))]);
  return files
    .map((f) => /^([a-z]+)-game-[\w-]+\.js$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const own = [m[0], ...staticImports(code.get(m[0]) ?? '').filter((f) => !shared.has(f) && !initial.has(`/assets/${f}`))];
      return { slug: m[1] as string, files: own, gzipBytes: own.reduce((sum, f) => sum + gzipSize(path.join(assetsDir, f)), 0) };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
