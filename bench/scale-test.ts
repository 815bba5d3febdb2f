/**
 * Several server processes behind nginx on one PostgreSQL database, built once from one commit:
 * `npm run scale-test` (figures), `npm run scale-test -- --short` (the version `npm test` runs).
 * PostgreSQL is a throwaway cluster of the test's own (initdb, free port): it is restarted under load and
 * its backends terminated, which must never happen to the shared server.
 * Exits 1 when a player would notice something: a score acknowledged then lost, a duplicate, a request
 * given up, a session or a rate limit that only one process knows, a top-up run twice in a window, two
 * processes serving different bytes for the same asset, or a process that did not survive the database.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildableGames, contentKeyOf } from '@jdj/content';
import { dateInTimeZone, implementedGameSlugs } from '@jdj/puzzles';
import { winningPlay } from '../apps/server/src/testing/winning-play.ts';
import { readBuildManifest } from '../apps/server/src/web-build.ts';
import { quantile } from './lib/stats.ts';
import { freePorts, repoRoot } from './processes.ts';
import { checkSessions, checkSignInLimit, checkTopUps, createAccounts, differingFiles, sharedPaths } from './scale/checks.ts';
import { ServerProcess } from './scale/cluster.ts';
import { cpuDelta, cpuSnapshot } from './scale/cpu.ts';
import { databaseFaults, type FaultReport } from './scale/database-faults.ts';
import { ScaleDatabase } from './scale/database.ts';
import { ensureNginx, Nginx } from './scale/nginx.ts';
import { ThrowawayPostgres } from './scale/throwaway-postgres.ts';
import { type Acknowledged, runTraffic, type TrafficPlan, type TrafficResult } from './scale/traffic.ts';

/** Every process's secret (and so the content key the days are drawn from). */
const SHARED_SECRET = 'un-secret-partage-par-tous-les-processus-du-test';

export interface ScaleOptions {
  /** The version `npm test` runs: seconds of traffic, no throughput rounds. */
  short: boolean;
}

interface Settings {
  concurrency: number;
  /** Traffic before the first kill and after each restart. */
  calmMs: number;
  /** Throughput rounds (1 process, 2 processes), alternated; none in the short version. */
  rounds: number;
  roundMs: number;
  topUpSeconds: number;
}

const SETTINGS: Record<'short' | 'full', Settings> = {
  short: { concurrency: 12, calmMs: 1_500, rounds: 0, roundMs: 0, topUpSeconds: 2 },
  full: { concurrency: 32, calmMs: 6_000, rounds: 2, roundMs: 15_000, topUpSeconds: 5 },
};

const WEB_DIST = path.join(repoRoot, 'apps/web/dist');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runScaleTest(options: ScaleOptions): Promise<boolean> {
  const settings = SETTINGS[options.short ? 'short' : 'full'];
  const cores = os.availableParallelism();
  console.log(`\n## Plusieurs processus derrière nginx, sur PostgreSQL (${cores} cœur(s) sur cette machine)`);
  const failures: string[] = [];
  const expect = (ok: boolean, failure: string) => {
    if (!ok) failures.push(failure);
  };

  // Build once… and once more, later: what two machines (or two deploys) of one commit would serve.
  // (A build of another commit than the checkout's is rebuilt first: it is not the same release.)
  // The compiled server too: A runs apps/server/dist, B its own build, in a folder of another name (inside
  // the checkout, where Node finds the native packages the bundle leaves out).
  const firstBuild = readBuildManifest(WEB_DIST);
  if (!firstBuild || firstBuild.commit !== headCommit()) buildWeb();
  const serverA = buildServer(path.join(repoRoot, 'apps/server/dist'));
  const secondDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-scale-web-'));
  fs.mkdirSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
  const secondServerDir = fs.mkdtempSync(path.join(repoRoot, 'node_modules/.cache/jdj-scale-server-'));
  const [portA, portB, metricsA, metricsB, onePort, twoPort] = await freePorts(6);
  const postgres = await ThrowawayPostgres.start();
  const database = new ScaleDatabase('jdj_scale', postgres.url());
  const origin = `http://localhost:${twoPort}`;
  const env = {
    DATABASE_URL: database.url,
    // Same secret everywhere: a session signed by one process is read by the other.
    AUTH_SECRET: SHARED_SECRET,
    TRUST_PROXY: '1',
    PUBLIC_URL: origin,
    TRUSTED_ORIGINS: `http://localhost:${onePort}`,
    PUZZLE_TOP_UP_SECONDS: String(settings.topUpSeconds),
  };
  const a = new ServerProcess({ name: 'A', port: portA!, metricsPort: metricsA!, serverEntry: serverA, webDist: WEB_DIST, env });
  const b = new ServerProcess({
    name: 'B',
    port: portB!,
    metricsPort: metricsB!,
    serverEntry: path.join(secondServerDir, 'main.js'),
    webDist: secondDist,
    env,
  });
  let nginx: Nginx | undefined;

  try {
    const firstBuiltAt = fs.statSync(path.join(WEB_DIST, 'build.json')).mtimeMs;
    buildWeb(secondDist);
    buildServer(secondServerDir);
    const apart = (Date.now() - firstBuiltAt) / 1000;
    const sameServer = fs.readFileSync(serverA).equals(fs.readFileSync(b.spec.serverEntry));
    expect(sameServer, 'les deux constructions du serveur diffèrent');
    console.log(`  serveur compilé (main.js) : ${sameServer ? 'identique' : 'DIFFÉRENT'} octet pour octet sur A et B (deux constructions, dans deux dossiers)`);
    const nginxBinary = ensureNginx();
    nginx = new Nginx(nginxBinary, [
      { port: onePort!, upstreams: [portA!] },
      { port: twoPort!, upstreams: [portA!, portB!] },
    ]);
    await database.create();

    // Started together on an empty database: one tops the puzzles up, the other waits for its lock.
    await Promise.all([a.start(), b.start()]);
    await nginx.start();
    const startTopUps = [a, b].flatMap((s) => s.logs.filter((l) => l.msg === 'daily puzzle top-up' && l.trigger === 'start').map((l) => Number(l.added)));
    expect(
      startTopUps.filter((added) => added > 0).length === 1,
      `au démarrage, les grilles ont été générées par ${startTopUps.filter((n) => n > 0).length} processus au lieu d'un`,
    );

    const paths = sharedPaths(WEB_DIST);
    const differing = await differingFiles(paths, a, b);
    expect(differing.length === 0, `fichiers différents entre A et B : ${differing.slice(0, 5).join(', ')}`);
    console.log(
      `  fichiers /sw.js et /assets/* : ${paths.length - new Set(differing.map((d) => d.split(' ')[0])).size}/${paths.length} identiques octet pour octet sur A et B (brut, gzip, brotli), construits à ${formatSeconds(apart)} d’intervalle`,
    );

    const accounts = await createAccounts(`http://127.0.0.1:${twoPort}`, origin, 4, 50_000, [a, b]);
    const sessions = await checkSessions(a, b, origin, accounts[0]!);
    expect(sessions.sharedAfterSignIn && sessions.goneAfterSignOut, `sessions propres à un processus : ${JSON.stringify(sessions)}`);
    const limit = await checkSignInLimit(a, b, origin, accounts[1]!.email);
    expect(limit.beforeLimit === 10 && limit.limited === limit.attempts - 10, `limite de connexion non partagée : ${JSON.stringify(limit)}`);
    console.log(
      `  sessions : ouverte sur A, reconnue par B ; fermée sur B, inconnue de A — ${sessions.sharedAfterSignIn && sessions.goneAfterSignOut ? 'oui' : 'NON'}`,
    );
    console.log(
      `  limite de connexion (10 par minute et par adresse) : ${limit.attempts} essais alternés entre A et B → ${limit.beforeLimit} refusés pour mot de passe, ${limit.limited} en 429`,
    );

    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    const games = implementedGameSlugs().filter((game) => buildableGames().includes(game));
    const plays = games.flatMap((game) => {
      const play = winningPlay(game, today, { contentKey: contentKeyOf(SHARED_SECRET) });
      return play ? [{ game: game as string, play }] : [];
    });
    const plan = (port: number, firstAddress: number): TrafficPlan => ({
      baseUrl: `http://127.0.0.1:${port}`,
      origin,
      concurrency: settings.concurrency,
      today,
      readGames: games,
      plays,
      accounts,
      firstAddress,
    });

    // Every score any run was told about, audited together at the end.
    const acknowledged: Acknowledged[] = [];
    if (settings.rounds > 0)
      acknowledged.push(...(await throughputRounds(settings, { database, a, b, nginx, onePort: onePort!, twoPort: twoPort!, plan, cores })));

    // Failures under load: B killed outright, restarted; then A stopped properly (SIGTERM), restarted.
    const marks: Record<string, number> = {};
    let started = 0;
    const mark = (name: string) => (marks[name] = performance.now() - started);
    let exitOfA: number | null = null;
    const topUpsBefore = checkTopUps([a, b]);
    started = performance.now();
    const run = await runTraffic({
      ...plan(twoPort!, 1_000),
      scenario: async () => {
        await sleep(settings.calmMs);
        mark('kill');
        await b.stop('SIGKILL');
        await b.start();
        mark('back');
        await sleep(settings.calmMs);
        mark('term');
        exitOfA = await a.stop('SIGTERM');
        mark('drained');
        await a.start();
        mark('restarted');
        await sleep(settings.calmMs);
      },
    });
    acknowledged.push(...run.acknowledged);
    const faults = await databaseFaults({ postgres, database, processes: [a, b], plan: plan(twoPort!, 3_000), calmMs: settings.calmMs });
    acknowledged.push(...faults.acknowledged);
    const audit = await database.audit(acknowledged);
    const topUps = checkTopUps([a, b]);
    const scheduled = topUps.runsBy.A! + topUps.runsBy.B! - topUpsBefore.runsBy.A! - topUpsBefore.runsBy.B!;

    const during = (from: string, to: string) => run.retried.filter((r) => r.atMs >= marks[from]! && r.atMs < marks[to]!).length;
    console.log(
      `  panne en pleine charge (${settings.concurrency} joueurs simultanés via nginx, ${formatSeconds(run.durationMs / 1000)}) : B tué (SIGKILL) puis relancé, puis A arrêté (SIGTERM) puis relancé`,
    );
    console.log(
      `    requêtes servies ${run.served} (${rate(run.served, run.durationMs)} req/s) ; abandonnées ${run.gaveUp} ; réponses anormales ${run.unexpected.length}`,
    );
    console.log(
      `    erreurs vues par les clients puis reprises avec succès : ${run.retried.length} (${during('kill', 'back')} pendant que B était tué, ${during('term', 'drained')} pendant l’arrêt de A, ${run.retried.length - during('kill', 'back') - during('term', 'drained')} ailleurs)`,
    );
    console.log(`    scores acquittés pendant cette panne ${run.acknowledged.length} ; renvois répondus par le score déjà enregistré ${run.resendsAnswered}`);
    if (run.retried.length > 0) {
      const reasons = new Map<string, number>();
      for (const r of run.retried) reasons.set(`${r.kind} ${r.reason}`, (reasons.get(`${r.kind} ${r.reason}`) ?? 0) + 1);
      console.log(`    (${[...reasons].map(([reason, n]) => `${n} × ${reason}`).join(', ')})`);
      if (process.env.SCALE_DEBUG) {
        console.log(`    marques : ${JSON.stringify(marks)}`);
        console.log(`    échecs : ${JSON.stringify(run.retried.map((r) => [r.atMs, r.kind, r.reason]))}`);
        for (const line of nginx.errorLog()) console.log(`    nginx : ${line}`);
      }
    }
    console.log(
      `    sessions relues après connexion : ${run.sessions.recognised}/${run.sessions.checked} reconnues ; A arrêté par SIGTERM avec le code ${exitOfA}`,
    );
    console.log(
      `    complément des grilles toutes les ${settings.topUpSeconds} s : ${topUps.windows} fenêtre(s), ${topUps.runsBy.A} exécution(s) par A, ${topUps.runsBy.B} par B, ${topUps.doubled.length} fenêtre(s) servie(s) deux fois`,
    );

    reportFaults(faults, settings.concurrency);
    console.log(
      `  bilan des deux pannes : scores acquittés ${acknowledged.length} (dont ${run.acknowledged.length} pendant celle des processus, ${faults.acknowledged.length} pendant celles de la base) ; absents de la base ${audit.missing} ; mal attribués ${audit.mismatched} ; doublons ${audit.duplicates} ; enregistrés sans acquittement ${audit.unacknowledged}`,
    );

    expect(run.gaveUp === 0, `${run.gaveUp} requête(s) abandonnée(s)`);
    expect(run.unexpected.length === 0, `réponses anormales : ${JSON.stringify(run.unexpected.slice(0, 3))}`);
    expect(run.acknowledged.length > 0, 'aucun score acquitté');
    expect(audit.missing === 0 && audit.mismatched === 0, `${audit.missing} score(s) acquitté(s) absent(s), ${audit.mismatched} mal attribué(s)`);
    expect(audit.duplicates === 0, `${audit.duplicates} doublon(s)`);
    expect(audit.unacknowledged === 0, `${audit.unacknowledged} score(s) enregistré(s) sans acquittement`);
    expect(run.sessions.recognised === run.sessions.checked, `sessions : ${run.sessions.recognised}/${run.sessions.checked}`);
    expect(exitOfA === 0, `A arrêté par SIGTERM a rendu le code ${exitOfA}`);
    // A drained process loses nobody's request: nginx sends the new ones to B, A answers the others.
    expect(during('term', 'drained') === 0, `${during('term', 'drained')} erreur(s) vue(s) par les clients pendant l’arrêt de A par SIGTERM`);
    expect(topUps.doubled.length === 0, `complément lancé deux fois dans les fenêtres ${topUps.doubled.join(', ')}`);
    expect(scheduled > 0, 'aucun complément des grilles pendant la charge');
    expectFaults(faults, expect);
    const errors = [...a.errors(), ...b.errors()];
    expect(errors.length === 0, `erreurs dans les journaux : ${JSON.stringify(errors.slice(0, 2))}`);
  } catch (error) {
    failures.push(`arrêt du test : ${(error as Error).stack ?? String(error)}`);
  } finally {
    await nginx?.stop();
    await Promise.all([a.stop(), b.stop()]);
    a.cleanUp();
    b.cleanUp();
    await postgres.stop();
    fs.rmSync(secondDist, { recursive: true, force: true });
    fs.rmSync(secondServerDir, { recursive: true, force: true });
  }

  for (const failure of failures) console.log(`  ÉCHEC : ${failure}`);
  console.log(failures.length === 0 ? '  → aucune perte, aucun doublon : tout ce qui a été acquitté est en base.' : `  → ${failures.length} échec(s).`);
  return failures.length === 0;
}

function reportFaults(faults: FaultReport, concurrency: number): void {
  const { run } = faults;
  console.log(
    `  pannes de la base en pleine charge (${concurrency} joueurs simultanés via nginx, ${formatSeconds(run.durationMs / 1000)}) : PostgreSQL redémarré (pg_ctl restart -m fast, ${(faults.restartMs / 1000).toFixed(1)} s), puis ${faults.terminated} connexion(s) de la base coupée(s) (pg_terminate_backend)`,
  );
  console.log(
    `    requêtes servies ${run.served} (${rate(run.served, run.durationMs)} req/s) ; abandonnées ${run.gaveUp} ; réponses anormales ${run.unexpected.length}`,
  );
  console.log(
    `    erreurs vues par les clients puis reprises avec succès : ${run.retried.length} (${faults.duringRestart} autour du redémarrage, ${faults.afterTerminations} après les coupures) ; scores acquittés ${run.acknowledged.length} ; renvois répondus par le score déjà enregistré ${run.resendsAnswered}`,
  );
  if (run.retried.length > 0) {
    const reasons = new Map<string, number>();
    for (const r of run.retried) reasons.set(`${r.kind} ${r.reason}`, (reasons.get(`${r.kind} ${r.reason}`) ?? 0) + 1);
    console.log(`    (${[...reasons].map(([reason, n]) => `${n} × ${reason}`).join(', ')})`);
  }
  console.log(
    `    processus relancés ${faults.restarts} ; panne puis retour de la base dans les journaux de ${faults.sawOutageAndReturn.join(' et ') || 'aucun'} ; ensuite, en direct : ${faults.servingAfter.map((p) => `${p.name} prêt ${p.ready}, score ${p.score}`).join(' ; ')}`,
  );
}

function expectFaults(faults: FaultReport, expect: (ok: boolean, failure: string) => void): void {
  const { run } = faults;
  expect(run.gaveUp === 0, `base en panne : ${run.gaveUp} requête(s) abandonnée(s)`);
  expect(run.unexpected.length === 0, `base en panne : réponses anormales ${JSON.stringify(run.unexpected.slice(0, 3))}`);
  expect(run.acknowledged.length > 0, 'base en panne : aucun score acquitté');
  expect(faults.terminated > 0, 'aucune connexion de la base à couper');
  expect(faults.restarts === 0, `${faults.restarts} processus arrêté(s) ou relancé(s) pendant les pannes de la base`);
  expect(
    faults.sawOutageAndReturn.length === faults.servingAfter.length,
    `panne et retour de la base journalisés par ${faults.sawOutageAndReturn.join(', ') || 'aucun processus'} seulement`,
  );
  for (const p of faults.servingAfter) expect(p.ready === 200 && p.score === 201, `${p.name} après les pannes de la base : prêt ${p.ready}, score ${p.score}`);
}

interface Rig {
  database: ScaleDatabase;
  a: ServerProcess;
  b: ServerProcess;
  nginx: Nginx;
  onePort: number;
  twoPort: number;
  plan: (port: number, firstAddress: number) => TrafficPlan;
  cores: number;
}

/** The same traffic through nginx with one process behind it, then two, alternated; CPU per request. */
async function throughputRounds(settings: Settings, rig: Rig): Promise<Acknowledged[]> {
  // PostgreSQL: the backends of this database only (the cluster may serve other work meanwhile).
  const groups = async () => ({
    node: { pids: [rig.a.pid!, rig.b.pid!] },
    postgres: { pids: await rig.database.backendPids() },
    nginx: { pids: [rig.nginx.pid!], withChildren: true },
    client: { pids: [process.pid] },
  });
  const measure = async <T>(work: () => Promise<T>): Promise<[T, Record<string, number>]> => {
    const before = cpuSnapshot(await groups());
    const value = await work();
    return [value, cpuDelta(before, cpuSnapshot(await groups()))];
  };
  const results: Record<'1' | '2', Array<{ run: TrafficResult; cpu: Record<string, number> }>> = { '1': [], '2': [] };
  // A first short pass warms both processes up (JIT, caches) before anything is measured.
  const warmUp = await runTraffic({ ...rig.plan(rig.twoPort, 2_000), durationMs: 3_000 });
  const acknowledged: Acknowledged[] = [];
  let firstAddress = 10_000;
  for (let round = 0; round < settings.rounds; round++) {
    for (const processes of ['1', '2'] as const) {
      firstAddress += 5_000;
      const [run, cpu] = await measure(() =>
        runTraffic({ ...rig.plan(processes === '1' ? rig.onePort : rig.twoPort, firstAddress), durationMs: settings.roundMs }),
      );
      results[processes].push({ run, cpu });
    }
  }
  console.log(
    `  débit, même trafic via nginx (80 % lectures, 19,5 % scores, 0,5 % connexions ; ${settings.concurrency} joueurs simultanés ; ${settings.rounds} manches alternées de ${settings.roundMs / 1000} s) :`,
  );
  const perRequest: Record<string, Record<string, number>> = {};
  for (const processes of ['1', '2'] as const) {
    const runs = results[processes];
    const served = runs.reduce((sum, r) => sum + r.run.served, 0);
    const duration = runs.reduce((sum, r) => sum + r.run.durationMs, 0);
    const latencies = runs.flatMap((r) => Object.values(r.run.byKind).flatMap((k) => k.latencies));
    const scores = runs.flatMap((r) => r.run.byKind.score.latencies);
    const cpu: Record<string, number> = {};
    for (const r of runs) for (const [label, seconds] of Object.entries(r.cpu)) cpu[label] = (cpu[label] ?? 0) + seconds;
    perRequest[processes] = Object.fromEntries(Object.entries(cpu).map(([label, seconds]) => [label, (seconds * 1000) / served]));
    console.log(
      `    ${processes} processus  ${rate(served, duration).padStart(6)} req/s  p50 ${quantile(latencies, 0.5).toFixed(1)} ms  p99 ${quantile(latencies, 0.99).toFixed(1)} ms  (POST score p99 ${quantile(scores, 0.99).toFixed(1)} ms)  erreurs ${runs.reduce((s, r) => s + r.run.retried.length + r.run.gaveUp + r.run.unexpected.length, 0)}`,
    );
  }
  const rateOf = (p: '1' | '2') => results[p].reduce((s, r) => s + r.run.served, 0) / results[p].reduce((s, r) => s + r.run.durationMs, 0);
  console.log(
    `    ratio 2 processus / 1 processus : ${(rateOf('2') / rateOf('1')).toFixed(2)} sur ${rig.cores} cœur(s) partagés avec nginx, PostgreSQL et le client de charge`,
  );
  const cost = perRequest['1']!;
  const total = Object.values(cost).reduce((s, v) => s + v, 0);
  console.log(
    `    temps CPU par requête (1 processus) : Node ${cost.node!.toFixed(3)} ms, PostgreSQL ${cost.postgres!.toFixed(3)} ms, nginx ${cost.nginx!.toFixed(3)} ms, client de charge ${cost.client!.toFixed(3)} ms`,
  );
  const server = cost.node! + cost.postgres! + cost.nginx!;
  // Where one process spends its time: the same measure, one kind of request at a time.
  const kinds = [
    { label: 'lecture', mix: { reads: 1, scores: 0 } },
    { label: 'score', mix: { reads: 0, scores: 1 } },
    { label: 'connexion', mix: { reads: 0, scores: 0 } },
  ];
  const perKind: string[] = [];
  for (const kind of kinds) {
    firstAddress += 5_000;
    const [run, cpu] = await measure(() => runTraffic({ ...rig.plan(rig.onePort, firstAddress), mix: kind.mix, durationMs: 5_000 }));
    acknowledged.push(...run.acknowledged);
    // A sign-in is followed by two session reads: count it as the three requests it is.
    perKind.push(`${kind.label} ${((cpu.node! * 1000) / run.served).toFixed(3)} ms (PostgreSQL ${((cpu.postgres! * 1000) / run.served).toFixed(3)} ms)`);
  }
  console.log(`    temps CPU de Node par requête, un seul genre à la fois : ${perKind.join(' ; ')} (une connexion compte avec ses deux lectures de session)`);
  console.log(
    `    plafond estimé hors client de charge : 1 processus ≈ ${Math.round(1000 / cost.node!)} req/s (un cœur de Node) ; N cœurs ≈ N × ${Math.round(1000 / server)} req/s avec N processus Node (sur ${total.toFixed(3)} ms mesurés par requête, ${((cost.client! / total) * 100).toFixed(0)} % sont ceux du client de charge)`,
  );
  return [...warmUp.acknowledged, ...acknowledged, ...[...results['1'], ...results['2']].flatMap((r) => r.run.acknowledged)];
}

function headCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The compiled server, as `npm run build` makes it, into `outDir`; returns its entry file. */
function buildServer(outDir: string): string {
  const result = spawnSync(process.execPath, ['apps/server/build/bundle.mjs', outDir], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('server build failed');
  return path.join(outDir, 'main.js');
}

/** The web app as `npm run build` makes it (the browser's build, then the server's entry), into `outDir`. */
function buildWeb(outDir?: string): void {
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const env = { ...process.env, ...(outDir ? { JDJ_WEB_OUT_DIR: outDir } : {}) };
  for (const step of [[], ['--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error', ...step], {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) throw new Error('web build failed');
  }
}

const rate = (count: number, ms: number) => ((count * 1000) / ms).toFixed(0);

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(0)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await runScaleTest({ short: process.argv.includes('--short') });
  process.exit(ok ? 0 : 1);
}
