import { randomUUID } from 'node:crypto';
import type { ServerProcess } from './cluster.ts';
import type { ScaleDatabase } from './database.ts';
import type { ThrowawayPostgres } from './throwaway-postgres.ts';
import { type Acknowledged, runTraffic, type TrafficPlan, type TrafficResult } from './traffic.ts';

export interface FaultRig {
  postgres: ThrowawayPostgres;
  database: ScaleDatabase;
  processes: ServerProcess[];
  plan: TrafficPlan;
  calmMs: number;
}

export interface FaultReport {
  run: TrafficResult;
  restartMs: number;
  terminated: number;
  /** Retried client errors while PostgreSQL restarted, and after the terminations. */
  duringRestart: number;
  afterTerminations: number;
  /** Processes started again meanwhile (must be 0: they survive the database, they are not revived). */
  restarts: number;
  /** Afterwards, straight to each process (not through nginx): ready, and a new score stored. */
  servingAfter: Array<{ name: string; ready: number; score: number }>;
  /** Processes that logged the outage and then the database's return. */
  sawOutageAndReturn: string[];
  /** Every score acknowledged here, the direct ones included. */
  acknowledged: Acknowledged[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database's hiccups under load (issue 23): PostgreSQL restarted (`pg_ctl restart -m fast`: every
 * session cut, connections refused until it is back), then every backend of the portal's database
 * terminated (pg_terminate_backend, idle ones in the pools included) — on the test's own cluster. Players
 * keep playing through nginx and send again what failed, as the app does.
 */
export async function databaseFaults(rig: FaultRig): Promise<FaultReport> {
  const incarnations = rig.processes.map((p) => p.incarnations);
  const logsBefore = rig.processes.map((p) => p.logs.length);
  const marks: Record<string, number> = {};
  let started = 0;
  const mark = (name: string) => (marks[name] = performance.now() - started);
  let restartMs = 0;
  let terminated = 0;
  started = performance.now();
  const run = await runTraffic({
    ...rig.plan,
    scenario: async () => {
      await sleep(rig.calmMs);
      mark('restart');
      restartMs = await rig.postgres.restart();
      await sleep(rig.calmMs);
      mark('terminate');
      terminated = await rig.postgres.terminateBackends(rig.database.name);
      await sleep(rig.calmMs);
      mark('end');
    },
  });
  const retriedBetween = (from: string, to: string) => run.retried.filter((r) => r.atMs >= marks[from]! && r.atMs < marks[to]!).length;

  const acknowledged = [...run.acknowledged];
  const servingAfter: FaultReport['servingAfter'] = [];
  for (const process of rig.processes) {
    const ready = await fetch(`${process.url}/api/health/ready`).then(
      (res) => res.status,
      () => 0,
    );
    const { status, stored } = await directScore(process, rig.plan);
    if (stored) acknowledged.push(stored);
    servingAfter.push({ name: process.spec.name, ready, score: status });
  }
  const sawOutageAndReturn = rig.processes
    .filter((process, index) => {
      const lines = process.logs.slice(logsBefore[index]);
      const lost = lines.findIndex((line) => line.msg === 'database unavailable');
      return lost >= 0 && lines.slice(lost).some((line) => line.msg === 'database reachable again');
    })
    .map((process) => process.spec.name);

  return {
    run,
    restartMs,
    terminated,
    duringRestart: retriedBetween('restart', 'terminate'),
    afterTerminations: retriedBetween('terminate', 'end'),
    restarts: rig.processes.reduce((sum, process, index) => sum + process.incarnations - incarnations[index]! + (process.pid === undefined ? 1 : 0), 0),
    servingAfter,
    sawOutageAndReturn,
    acknowledged,
  };
}

/** A new player's won game sent straight to one process. */
async function directScore(process: ServerProcess, plan: TrafficPlan): Promise<{ status: number; stored?: Acknowledged }> {
  const { game, play } = plan.plays[0]!;
  const clientPlayId = randomUUID();
  const response = await fetch(`${process.url}/api/scores`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-local-user-key': randomUUID().replaceAll('-', '') },
    body: JSON.stringify({
      game,
      date: plan.today,
      local_user_id: randomUUID(),
      score: play.score,
      played_at: new Date().toISOString(),
      data: {},
      moves: play.moves,
      client_play_id: clientPlayId,
    }),
  }).catch(() => undefined);
  if (!response) return { status: 0 };
  if (response.status !== 201) return { status: response.status };
  const body = (await response.json()) as { data: { id: string } };
  return { status: 201, stored: { clientPlayId, scoreId: body.data.id } };
}
