import { execFileSync } from 'node:child_process';

/**
 * What a build is made from: the version and the commit. Two builds of one commit must be byte-identical
 * (several processes behind one load balancer serve each other's asset names), so nothing here reads
 * the clock: the "build date" shown on the version page is the commit's date.
 */
export interface BuildIdentity {
  version: string;
  /** The commit built, or null outside a git checkout. */
  commit: string | null;
  /** ISO 8601 date of that commit (or of SOURCE_DATE_EPOCH), null when unknown. */
  date: string | null;
  /** Whether the checkout had uncommitted changes: such a build is not the commit's. */
  dirty: boolean;
}

export function buildIdentity(version: string, cwd: string): BuildIdentity {
  const commit = git(cwd, 'rev-parse', 'HEAD');
  const date = commit ? git(cwd, 'log', '-1', '--format=%cI', 'HEAD') : sourceDateEpoch();
  // Changed tracked files anywhere, or new files where sources live: a file an operator exported beside
  // the checkout (`content export --out jour.json`) does not make the build another one.
  const dirty =
    commit !== null &&
    ((git(cwd, 'status', '--porcelain', '--untracked-files=no') ?? '') !== '' ||
      (git(cwd, 'ls-files', '--others', '--exclude-standard', '--', ':/apps', ':/packages') ?? '') !== '');
  return { version, commit, date, dirty };
}

function git(cwd: string, ...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The reproducible-builds convention for a source tree without git history (e.g. a release tarball). */
function sourceDateEpoch(): string | null {
  const seconds = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isInteger(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
}
