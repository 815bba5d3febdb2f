import os from 'node:os';
import { type ApiLoad, DURATION_S, MIX_PLAYS, type PortalFigures, ROUNDS } from '../api-load.ts';
import { median } from '../lib/stats.ts';
import type { LoadResult } from './measure.ts';
import { SCORE_KIND } from './workloads.ts';
import { type Goal, recordGoal } from '../lib/goals.ts';

type Workload = keyof PortalFigures;
type Database = 'sqlite' | 'postgres';

const DATABASE_LABEL: Record<Database, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const WORKLOAD_LABEL: Record<Workload, string> = {
  get: 'GET grille du jour',
  plays: 'POST /api/plays (début de partie)',
  verified: 'POST score vérifié',
  mix: 'mélange 80/20 vérifié',
};
const WORKLOADS = Object.keys(WORKLOAD_LABEL) as Workload[];

/** Medians over the rounds of one workload on one database, with ratios to the same round's bare route. */
interface Summary {
  rps: number;
  p99: number;
  errors: number;
  /** Errors of every round together: the « 0 erreur » goal counts them all. */
  totalErrors: number;
  ratioToBare: number;
  /** PostgreSQL over SQLite, round by round (PostgreSQL only). */
  ratioToSqlite?: number;
  failures: Record<string, number>;
  failedBodies: string[];
}

function summarise(load: ApiLoad, database: Database, workload: Workload): Summary | undefined {
  const rounds = load.rounds.filter((round) => round[database]);
  if (rounds.length === 0) return undefined;
  const results = rounds.map((round) => round[database]![workload]);
  const failures: Record<string, number> = {};
  for (const result of results) for (const [kind, count] of Object.entries(result.failures)) failures[kind] = (failures[kind] ?? 0) + count;
  return {
    rps: median(results.map((r) => r.requestsPerSecond)),
    p99: median(results.map((r) => r.p99Ms)),
    errors: median(results.map((r) => r.errors)),
    totalErrors: results.reduce((sum, r) => sum + r.errors, 0),
    ratioToBare: median(rounds.map((round) => round[database]![workload].requestsPerSecond / round.bare.requestsPerSecond)),
    ...(database === 'postgres'
      ? { ratioToSqlite: median(rounds.map((round) => round.postgres![workload].requestsPerSecond / round.sqlite[workload].requestsPerSecond)) }
      : {}),
    failures,
    failedBodies: results.flatMap((r) => r.failedBodies).slice(0, 3),
  };
}

const rps = (value: number) => `${Math.round(value).toLocaleString('fr-FR')} req/s`;
const line = (label: string, value: number, p99: number, errors: number, ratio: string) =>
  `  ${label.padEnd(46)} ${Math.round(value).toString().padStart(7)} req/s  p99 ${String(Math.round(p99)).padStart(5)} ms  erreurs ${String(errors).padStart(4)}  ratio/Hono nu ${ratio}`;

/** A workload's throughput and p99 rows, against their goals. */
function rateRows(label: string, figures: { rps: number; p99: number }, minRps: number, maxP99: number): Goal[] {
  return [
    { label: `${label} : débit`, figure: rps(figures.rps), target: `≥ ${minRps.toLocaleString('fr-FR')} req/s`, holds: figures.rps >= minRps },
    { label: `${label} : p99`, figure: `${figures.p99} ms`, target: `≤ ${maxP99} ms`, holds: figures.p99 <= maxP99 },
  ];
}

/** PostgreSQL's rows of a workload: its share of SQLite's throughput in the same rounds, and its p99. */
function postgresRows(label: string, figures: Summary): Goal[] {
  const share = figures.ratioToSqlite ?? 0;
  return [
    { label: `${label}, PostgreSQL : part de SQLite`, figure: `${share.toFixed(2)}×`, target: '≥ 0,7×', holds: share >= 0.7 },
    { label: `${label}, PostgreSQL : p99`, figure: `${figures.p99} ms`, target: '≤ 150 ms', holds: figures.p99 <= 150 },
  ];
}

/** The rows of issue 36's table that this part measures, each with its goal. */
function goals(load: ApiLoad): Goal[] {
  const list: Goal[] = [];
  const get = summarise(load, 'sqlite', 'get');
  if (get) {
    const holds = get.rps >= 15_000 || get.ratioToBare >= 0.3;
    list.push(
      {
        label: 'GET grille, SQLite : débit (part de Hono nu)',
        figure: `${rps(get.rps)} (${get.ratioToBare.toFixed(2)})`,
        target: '≥ 15 000 ou ≥ 0,30',
        holds,
      },
      { label: 'GET grille, SQLite : p99', figure: `${get.p99} ms`, target: '≤ 50 ms', holds: get.p99 <= 50 },
    );
  }
  const plays = summarise(load, 'sqlite', 'plays');
  if (plays) list.push({ label: 'parties commencées, SQLite : débit', figure: rps(plays.rps), target: '≥ 2 000 req/s', holds: plays.rps >= 2000 });
  const verified = summarise(load, 'sqlite', 'verified');
  if (verified) {
    list.push(...rateRows('score vérifié, SQLite', verified, 2000, 100), {
      label: `score vérifié, SQLite : erreurs (${ROUNDS} manches)`,
      figure: String(verified.totalErrors),
      target: '0',
      holds: verified.totalErrors === 0,
    });
  }
  const pgVerified = summarise(load, 'postgres', 'verified');
  if (pgVerified) list.push(...postgresRows('score vérifié', pgVerified));
  const mix = summarise(load, 'sqlite', 'mix');
  if (mix) list.push(...rateRows('mélange 80/20 vérifié, SQLite', mix, 4500, 100));
  const pgMix = summarise(load, 'postgres', 'mix');
  if (pgMix) list.push(...postgresRows('mélange 80/20', pgMix));
  return list;
}

export function printApiLoad(load: ApiLoad): void {
  console.log(
    `\n  médianes de ${load.rounds.length} manches (GET et débuts de partie ${DURATION_S} s, un score vérifié par partie commencée, mélange de ${MIX_PLAYS} parties, 100 connexions, 2 cœurs partagés avec autocannon ; charge ${loadAverage()})`,
  );
  console.log(
    `  POST : le Sudoku du jour tel que le serveur le sert, gagné en ${load.scored.moves} coups en ${load.scored.score} s (journal de ${load.scored.bytes} octets en liste, ${load.scored.columnBytes} en colonnes) ; ${SCORE_KIND}`,
  );
  const bare = median(load.rounds.map((round) => round.bare.requestsPerSecond));
  console.log(line('Hono nu  GET /json', bare, median(load.rounds.map((r) => r.bare.p99Ms)), median(load.rounds.map((r) => r.bare.errors)), '1.00'));
  for (const database of ['sqlite', 'postgres'] as const) {
    for (const workload of WORKLOADS) {
      const s = summarise(load, database, workload);
      if (!s) continue;
      console.log(line(`${DATABASE_LABEL[database]}  ${WORKLOAD_LABEL[workload]}`, s.rps, s.p99, s.errors, s.ratioToBare.toFixed(3)));
      if (s.totalErrors > 0) {
        console.log(
          `      refus et erreurs (${ROUNDS} manches) : ${Object.entries(s.failures)
            .map(([kind, n]) => `${kind} × ${n}`)
            .join(', ')}`,
        );
        for (const body of s.failedBodies) console.log(`      ex. ${body}`);
      }
    }
  }
  if (load.postgresSkipped) console.log(`  ${load.postgresSkipped}`);

  console.log('  autres routes (une fois, SQLite) :');
  for (const r of load.others) console.log(line(r.name, r.requestsPerSecond, r.p99Ms, r.errors, (r.requestsPerSecond / bare).toFixed(3)));
  printOtherFailures(load.others);

  console.log('  objectifs (issue 36) :');
  for (const goal of goals(load)) {
    recordGoal(goal);
    console.log(`    ${goal.label.padEnd(44)} ${goal.figure.padStart(14)}  objectif ${goal.target.padEnd(14)} ${goal.holds ? '« tenu »' : '« non tenu »'}`);
  }
}

function printOtherFailures(results: readonly LoadResult[]): void {
  for (const r of results) {
    if (r.errors === 0) continue;
    console.log(
      `      ${r.name} : ${Object.entries(r.failures)
        .map(([kind, n]) => `${kind} × ${n}`)
        .join(', ')}`,
    );
    for (const body of r.failedBodies) console.log(`      ex. ${body}`);
  }
}

/** The machine's load average (1, 5, 15 min), printed beside the figures: they drop while others build. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
