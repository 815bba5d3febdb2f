import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from './config.ts';
import { BUILD_MANIFEST } from './http/static-site.ts';

/** What `npm run build` records beside the web app (apps/web/build/identity.ts writes it). */
export interface BuildManifest {
  version: string;
  commit: string | null;
  date: string | null;
  dirty: boolean;
}

export type WebBuildState =
  | { kind: 'missing' }
  /** Built from the commit checked out here, with no local change. */
  | { kind: 'current'; manifest: BuildManifest }
  /** Built from another commit or from uncommitted changes. */
  | { kind: 'other'; manifest: BuildManifest; checkout: string | null };

export function readBuildManifest(webDist: string): BuildManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, BUILD_MANIFEST), 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/** Compares the build in `webDist` with the checkout at `root`. */
export function webBuildState(webDist: string, root: string): WebBuildState {
  const manifest = readBuildManifest(webDist);
  if (!manifest || !fs.existsSync(path.join(webDist, 'index.html'))) return { kind: 'missing' };
  const checkout = checkedOutCommit(root);
  // Without git (a release tarball), the version is all there is to compare.
  const current = checkout === null ? manifest.version === APP_VERSION : !checkout.dirty && !manifest.dirty && manifest.commit === checkout.commit;
  return current ? { kind: 'current', manifest } : { kind: 'other', manifest, checkout: checkout?.commit ?? null };
}

function checkedOutCommit(root: string): { commit: string; dirty: boolean } | null {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    // The same rule as the build's (apps/web/build/identity.ts): tracked changes, or new files among the sources.
    const dirty =
      git('status', '--porcelain', '--untracked-files=no') !== '' || git('ls-files', '--others', '--exclude-standard', '--', ':/apps', ':/packages') !== '';
    return { commit: git('rev-parse', 'HEAD'), dirty };
  } catch {
    return null;
  }
}
