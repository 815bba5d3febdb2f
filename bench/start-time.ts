/**
 * Second start on existing data (issue 24): from the process's start to `/api/health` answering 200, on
 * a SQLite data folder an earlier start already migrated, seeded and topped up. The compiled server
 * (`node apps/server/dist/main.js`, what production runs) and the same sources through tsx, side by side,
 * median of 3 starts each. Needs `npm run build` (the bench's npm script runs it first).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './lib/stats.ts';
import { freePorts, repoRoot, stopProcess } from './processes.ts';
import { recordGoal } from './lib/goals.ts';

const GOAL_MS = 1_000;
const ROUNDS = 3;

const COMMANDS = {
  compiled: ['apps/server/dist/main.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;

interface StartTime {
  /** From spawn to the first 200 on /api/health. */
  wallMs: number;
  /** CPU the process used by then (user + system; Linux), steadier than the wall time on a shared machine. */
  cpuMs: number | undefined;
}

/** CPU time of a process so far, from /proc (clock ticks of 10 ms). */
function cpuOf(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Times a start of `node args` up to its first 200 on /api/health; the process is then stopped. */
async function timeToHealth(args: readonly string[], env: Record<string, string>, port: number): Promise<StartTime> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  try {
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.trim()}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return { wallMs: performance.now() - started, cpuMs: cpuOf(child.pid!) };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('server did not answer within 60 s');
  } finally {
    await stopProcess(child);
  }
}

export async function runStartTimeBench(): Promise<void> {
  if (!fs.existsSync(path.join(repoRoot, COMMANDS.compiled[0]))) throw new Error('no compiled server: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-start-'));
  const [port] = await freePorts(1);
  const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  try {
    // The first start creates the data: schema, catalogue, puzzle window, secret.
    const first = await timeToHealth(COMMANDS.compiled, env, port!);
    const times: Record<keyof typeof COMMANDS, StartTime[]> = { compiled: [], tsx: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['compiled', 'tsx'] as const) times[kind].push(await timeToHealth(COMMANDS[kind], env, port!));
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`\n## Second démarrage sur des données existantes (SQLite), jusqu’à /api/health — médiane de ${ROUNDS}, objectif ≤ ${seconds(GOAL_MS)}`);
    for (const kind of ['compiled', 'tsx'] as const) {
      const label = kind === 'compiled' ? 'compilé (node apps/server/dist/main.js)' : 'tsx (node --import tsx apps/server/src/main.ts)';
      const wall = median(times[kind].map((time) => time.wallMs));
      const cpu = times[kind].every((time) => time.cpuMs !== undefined) ? ` ; CPU du processus ${seconds(median(times[kind].map((time) => time.cpuMs!)))}` : '';
      console.log(
        `  ${label.padEnd(48)} ${seconds(wall)} ${wall <= GOAL_MS ? 'tenu' : 'NON TENU'}  (${times[kind].map((time) => seconds(time.wallMs)).join(', ')}${cpu})`,
      );
      if (kind === 'compiled')
        recordGoal({ label: 'second démarrage jusqu’à /api/health (compilé)', figure: seconds(wall), target: `≤ ${seconds(GOAL_MS)}`, holds: wall <= GOAL_MS });
    }
    console.log(`  premier démarrage (base vide : schéma, catalogue, grilles) : ${seconds(first.wallMs)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runStartTimeBench();
