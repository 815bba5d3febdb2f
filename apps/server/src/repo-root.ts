import fs from 'node:fs';
import path from 'node:path';

/**
 * The checkout's root: the nearest folder above `from` whose package.json declares the workspaces. Found
 * by walking up rather than by a fixed number of `..`, so the same code works from apps/server/src (tests,
 * development) and from the bundle in apps/server/dist (production).
 */
export function findRepoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (declaresWorkspaces(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json with workspaces above ${from}`);
  }
}

function declaresWorkspaces(file: string): boolean {
  try {
    return Array.isArray((JSON.parse(fs.readFileSync(file, 'utf8')) as { workspaces?: unknown }).workspaces);
  } catch {
    return false;
  }
}
