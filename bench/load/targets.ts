import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '@jdj/server/node-flags';
import { repoRoot, startProcess, stopProcess } from '../processes.ts';
import type { ScaleDatabase } from '../scale/database.ts';

export type TargetName = 'bare' | 'sqlite' | 'postgres';

/** A server under measure, in its own process, with data of its own that it drops when stopped. */
export interface Target {
  name: TargetName;
  baseUrl: string;
  /** The server's process id, to read its CPU time (absent for targets that do not say). */
  pid?: number | undefined;
  stop(): Promise<void>;
}

export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');

/** The bare Hono route every ratio is taken against. */
export async function startBare(port: number): Promise<Target> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startProcess('bench/bare-server.ts', { PORT: String(port) }, `${baseUrl}/json`);
  return { name: 'bare', baseUrl, stop: () => stopProcess(child) };
}

/**
 * The portal as deployed, on a fresh SQLite file, or on a fresh PostgreSQL database when `database` is
 * given. TRUST_PROXY: the load comes from many players, each at its own address (X-Forwarded-For), as
 * behind the reverse proxy of a busy morning; the rate limits then count each player's own requests.
 * `nodeArgs` go to Node after the server's own flags (SERVER_NODE_FLAGS), before the entry (`--cpu-prof`:
 * bench/profile-verified.ts).
 */
export async function startPortal(port: number, database?: ScaleDatabase, nodeArgs: readonly string[] = []): Promise<Target> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-bench-'));
  let child: ChildProcess | undefined;
  try {
    await database?.create();
    child = await startProcess(
      // The compiled server (npm run build), as production runs it.
      'apps/server/dist/main.js',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST,
        TRUST_PROXY: '1',
        // Unset, the PostgreSQL of the caller's environment would be used instead of the SQLite file.
        DATABASE_URL: database?.url ?? '',
      },
      `${baseUrl}/api/health`,
      [...SERVER_NODE_FLAGS, ...nodeArgs],
    );
  } catch (error) {
    await cleanUp(undefined, dataDir, database);
    throw error;
  }
  const running = child;
  return { name: database ? 'postgres' : 'sqlite', baseUrl, pid: running.pid, stop: () => cleanUp(running, dataDir, database) };
}

async function cleanUp(child: ChildProcess | undefined, dataDir: string, database: ScaleDatabase | undefined): Promise<void> {
  if (child) await stopProcess(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}

/** Where PostgreSQL is measured, or why it is not. */
export function postgresServer(): { adminUrl: string } | { skipped: string } {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      skipped:
        'PostgreSQL non mesuré : ni BENCH_DATABASE_URL ni TEST_DATABASE_URL ne donnent un serveur où créer une base neuve ' +
        '(par exemple BENCH_DATABASE_URL=postgres://jdj:jdj@127.0.0.1:5432/jdj_test)',
    };
  }
  return { adminUrl };
}
