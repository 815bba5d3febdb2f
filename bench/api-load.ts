import { randomUUID } from 'node:crypto';
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

async function load(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  // A short warm-up lets the JIT and the catalogue cache settle before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...options });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
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
    // TRUST_PROXY: the Proximo guesses come from many players and addresses, as on a busy morning.
    { PORT: '3997', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: path.join(repoRoot, 'apps/web/dist'), TRUST_PROXY: '1' },
    'http://127.0.0.1:3997/api/health',
  );
  try {
    results.push(await load('Portail  GET /api/health', 'http://127.0.0.1:3997/api/health'));
    results.push(await load('Portail  GET /api/providers/current', 'http://127.0.0.1:3997/api/providers/current?provider=partenaire'));
    results.push(...(await loadProximo('http://127.0.0.1:3997')));
  } finally {
    await stopProcess(portal);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** Guesses a crowd types: list-like everyday words and words far from any target. */
const GUESSES = ['maison', 'soleil', 'voiture', 'chevaux', 'Océan', 'musique', 'zorglub', 'travail', 'forêt', 'amour', 'école', 'jardins'];

/** How many players guess at once in the load: each from its own address, each well within its limits. */
const CROWD = 1000;

/**
 * Proximo's day (GET) and its guesses (POST, answered from the list), from a crowd of players each at its
 * own address: the rate limits count every guess (one transaction) without refusing anyone.
 */
async function loadProximo(base: string): Promise<LoadResult[]> {
  const { date } = ((await (await fetch(`${base}/api/games/proximo/last-playable-date`)).json()) as { data: { date: string } }).data;
  const players = Array.from({ length: CROWD }, () => randomUUID());
  let n = 0;
  const guess: Partial<autocannon.Options> = {
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          const player = n % CROWD;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${player >> 8}.${player & 255}` },
            body: JSON.stringify({ move: { type: 'guess', word: GUESSES[n % GUESSES.length] }, local_user_id: players[player] }),
          };
        },
      },
    ],
  };
  return [
    await load('Proximo  GET /api/games/proximo/puzzles/:date', `${base}/api/games/proximo/puzzles/${date}`),
    await load('Proximo  POST …/puzzles/:date/answers', `${base}/api/games/proximo/puzzles/${date}/answers`, guess),
  ];
}
