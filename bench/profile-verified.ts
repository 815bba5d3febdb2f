/**
 * Where a verified score's time goes (issue 36): one portal, started with Node's CPU profiler, takes plays
 * started then their verified scores as the app sends them (the api bench's workload, one round), and the
 * main thread's busiest functions are printed by self time. Not part of `npm run bench`: a tool to read
 * before changing the score path.
 *
 *   npm run build && npx tsx bench/profile-verified.ts [postgres]
 *
 * EXTRA_NODE_ARGS (space-separated) go to the portal's Node too, e.g. `--max-semi-space-size=64` to compare.
 *
 * PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL, as the api bench does. The profiles stay in
 * the printed folder (open them in Chrome's DevTools, « Performance »).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure } from './load/measure.ts';
import { postgresServer, startPortal } from './load/targets.ts';
import { checkOneScore, daysOf, PlayPool, playStartRequest, scoreRequest, servedWin } from './load/workloads.ts';
import { freePorts } from './processes.ts';
import { ScaleDatabase } from './scale/database.ts';

const PLAYS_S = 8;
const WARM_UP = 1000;
const TOP = 25;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function database(): ScaleDatabase | undefined {
  if (!process.argv.includes('postgres')) return undefined;
  const server = postgresServer();
  if ('skipped' in server) throw new Error(server.skipped);
  return new ScaleDatabase(`jdj_profile_${process.pid}`, server.adminUrl);
}

/** Self time per function of one profile, busiest first, with the profile's length. */
function selfTimes(profile: CpuProfile): { totalMs: number; functions: [string, number][] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    totalUs += us;
    const frame = nodes.get(id)?.callFrame;
    const name = frame ? `${frame.functionName || '(anonyme)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}` : '?';
    byFunction.set(name, (byFunction.get(name) ?? 0) + us / 1000);
  });
  return { totalMs: totalUs / 1000, functions: [...byFunction].sort((a, b) => b[1] - a[1]) };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-profile-'));
const target = await startPortal((await freePorts(1))[0]!, database(), [
  '--cpu-prof',
  `--cpu-prof-dir=${dir}`,
  ...(process.env.EXTRA_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
]);
try {
  const base = target.baseUrl;
  const { today } = await daysOf(base);
  const win = await servedWin(base, today, 'fastest');
  const pool = new PlayPool();
  const plays = await measure({ name: 'POST /api/plays', url: base, durationS: PLAYS_S, requests: [playStartRequest(today, pool)] });
  // Each play must have lasted as long as its score claims, as in the api bench.
  await pool.agedFor(win.score);
  await checkOneScore(base, { today, ...win }, pool);
  const verified = await measure({
    name: 'POST /api/scores vérifié',
    url: base,
    warmUpAmount: WARM_UP,
    amount: pool.scoresToSend(WARM_UP),
    requests: [scoreRequest({ today, ...win }, pool)],
  });
  for (const r of [plays, verified])
    console.log(`${r.name.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${r.p99Ms} ms  erreurs ${r.errors}`);
} finally {
  await target.stop();
}

// One profile per thread: the main thread is the busiest (workers, such as SQLite's checkpoints, follow).
for (const file of fs.readdirSync(dir).sort()) {
  const { totalMs, functions } = selfTimes(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile);
  const busy = functions.filter(([name]) => !name.startsWith('(idle)'));
  console.log(`\n${file} : ${(totalMs / 1000).toFixed(1)} s, dont occupé ${(busy.reduce((sum, [, ms]) => sum + ms, 0) / 1000).toFixed(1)} s`);
  for (const [name, ms] of busy.slice(0, TOP)) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}
console.log(`\nprofils : ${dir}`);
