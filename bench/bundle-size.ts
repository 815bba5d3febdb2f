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
  };
}

const staticImports = (code: string): string[] => [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] as string);

/**
 * What opening a game downloads beyond the shell: its chunk and the chunks it imports statically that no
 * shared screen imports (the shared screens' chunk is the shell's cost, counted once for all games).
 */
function measureGameChunks(assetsDir: string, initial: ReadonlySet<string>): BundleReport['gameChunks'] {
  const files = fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, fs.readFileSync(path.join(assetsDir, f), 'utf8')]));
  const shell = files.filter((f) => f.startsWith('screens-'));
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
