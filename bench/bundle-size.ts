import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './processes.ts';

export interface BundleReport {
  initialFiles: { file: string; gzipBytes: number }[];
  initialGzipBytes: number;
  largestLazyChunks: { file: string; gzipBytes: number }[];
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
  };
}
