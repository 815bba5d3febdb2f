import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startProcess, stopProcess } from './processes.ts';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 100;

async function load(name: string, url: string): Promise<LoadResult> {
  // A short warm-up lets the JIT and the catalogue cache settle before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Measures the portal's API and a bare Hono route in the same run, one process each. */
export async function runApiLoad(): Promise<LoadResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-bench-'));
  const results: LoadResult[] = [];
  const bare = await startProcess('bench/bare-server.ts', { PORT: '3998' }, 'http://127.0.0.1:3998/json');
  try {
    results.push(await load('Hono nu (référence)  GET /json', 'http://127.0.0.1:3998/json'));
  } finally {
    await stopProcess(bare);
  }
  const portal = await startProcess(
    'apps/server/src/main.ts',
    { PORT: '3997', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: path.join(repoRoot, 'apps/web/dist') },
    'http://127.0.0.1:3997/api/health',
  );
  try {
    results.push(await load('Portail  GET /api/health', 'http://127.0.0.1:3997/api/health'));
    results.push(await load('Portail  GET /api/providers/current', 'http://127.0.0.1:3997/api/providers/current?provider=partenaire'));
  } finally {
    await stopProcess(portal);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
