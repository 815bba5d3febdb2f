/**
 * First paint on a phone (issues 16 and 24): Lighthouse 12.8.2 with its default mobile settings (simulated
 * slow 4G and CPU slowdown), Debian's Chromium, against the built app served by one portal process. Median
 * of three runs per page.
 */
import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { recordGoal } from './lib/goals.ts';
import { median } from './lib/stats.ts';
import { startPortal, WEB_DIST } from './load/targets.ts';
import { freePorts } from './processes.ts';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGES = ['/', '/login', '/sudoku', '/motamo'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageFigures {
  path: string;
  /** Of the run with the median LCP. */
  lcpNotes: string[];
  /** Scores 0–100, by category. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** Blocking time from each task's thread time (see cpuBlockingTime), median of the runs. */
  cpuTbtMs: number;
}

export type LighthouseOutcome =
  | {
      pages: PageFigures[];
      benchmarkIndex: number;
      /** The machine's load (1-minute average) when the runs began and ended: TBT grows with it. */
      load: { before: number; after: number };
    }
  | { skipped: string };

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Cumulative layout shift: the server's screen moved or replaced while the app starts. */
  cls: number;
  cpuTbtMs: number;
  /** Lighthouse's measure of the host's speed: TBT grows when other work shares the cores. */
  benchmarkIndex: number;
  /** Where the LCP goes: its element, its phases and what blocked the render, for the next step. */
  lcpNotes: string[];
}

async function runOnce(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse sur ${url} : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)])) as RunFigures['scores'];
  return {
    scores,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    cpuTbtMs: cpuBlockingTime(artifacts.Trace.traceEvents as TraceEvent[]),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpNotes: lcpNotes(lhr.audits),
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * Lighthouse's blocking time (each main-thread task after the first paint, times its 4× CPU slowdown, beyond
 * 50 ms), counted from the tasks' thread time instead of their wall time: what other processes take from
 * the shared cores lengthens a task's wall time, not its thread time. A figure to read beside Lighthouse's
 * own when the machine is busy, not a goal.
 */
function cpuBlockingTime(events: TraceEvent[]): number {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return Number.NaN;
  let blocking = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== paint.pid || e.tid !== paint.tid || e.ts < paint.ts) continue;
    blocking += Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50);
  }
  return blocking;
}

interface TableDetails {
  type?: string;
  items?: Array<Record<string, unknown>>;
}

/** The LCP element, its phases (TTFB, load delay, load time, render delay) and the render-blocking files. */
function lcpNotes(audits: Record<string, { details?: unknown }>): string[] {
  const notes: string[] = [];
  const parts = ((audits['largest-contentful-paint-element']?.details as TableDetails | undefined)?.items ?? []) as TableDetails[];
  const node = parts[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  if (node) notes.push(`élément du LCP : ${node.selector ?? '?'} « ${(node.nodeLabel ?? '').slice(0, 60)} »`);
  const phases = parts[1]?.items?.map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`);
  if (phases?.length) notes.push(`phases du LCP : ${phases.join(', ')}`);
  const blocking = (audits['render-blocking-resources']?.details as TableDetails | undefined)?.items ?? [];
  if (blocking.length) {
    notes.push(`bloquent le rendu : ${blocking.map((item) => `${new URL(String(item.url)).pathname} (${Math.round(Number(item.wastedMs))} ms)`).join(', ')}`);
  }
  return notes;
}

/** Lighthouse on each page, or the reason it cannot run here. */
export async function runLighthouse(): Promise<LighthouseOutcome> {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `Lighthouse non mesuré : pas de Chromium à ${CHROMIUM} (CHROME_PATH)` };
  if (!fs.existsSync(`${WEB_DIST}/index.html`)) return { skipped: `Lighthouse non mesuré : ${WEB_DIST} n’est pas construit (npm run build)` };
  const portal = await startPortal((await freePorts(1))[0]!);
  const loadBefore = os.loadavg()[0]!;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const pages: PageFigures[] = [];
    const benchmarks: number[] = [];
    for (const path of PAGES) {
      const runs: RunFigures[] = [];
      // One page's runs in a row: the server and Chromium are as warm for each page.
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`${portal.baseUrl}${path}`, chrome.port));
      benchmarks.push(...runs.map((r) => r.benchmarkIndex));
      const medianLcp = runs.slice().sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(RUNS / 2)]!;
      pages.push({
        path,
        lcpNotes: medianLcp.lcpNotes,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as PageFigures['scores'],
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        cls: median(runs.map((r) => r.cls)),
        cpuTbtMs: median(runs.map((r) => r.cpuTbtMs)),
      });
    }
    return { pages, benchmarkIndex: median(benchmarks), load: { before: loadBefore, after: os.loadavg()[0]! } };
  } catch (error) {
    return { skipped: `Lighthouse n’a pas pu tourner : ${(error as Error).message}` };
  } finally {
    chrome?.kill();
    await portal.stop();
  }
}

const verdict = (holds: boolean) => (holds ? '« tenu »' : '« non tenu »');

export function printLighthouse(outcome: LighthouseOutcome): void {
  console.log(`\n## Lighthouse 12.8.2 mobile (réglages par défaut, ${CHROMIUM}), médiane de ${RUNS} passages`);
  if ('skipped' in outcome) {
    console.log(`  ${outcome.skipped}`);
    return;
  }
  console.log(`  indice de vitesse de la machine (benchmarkIndex, médiane) : ${Math.round(outcome.benchmarkIndex)}`);
  console.log(
    `  charge de la machine (moyenne sur 1 min) : ${outcome.load.before.toFixed(1)} au début, ${outcome.load.after.toFixed(1)} à la fin, pour ${os.cpus().length} cœurs`,
  );
  console.log('  page          perf  access.  bonnes pr.  SEO     LCP       TBT      FCP     CLS   TBT (CPU)');
  for (const p of outcome.pages) {
    const s = p.scores;
    console.log(
      `  ${p.path.padEnd(12)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(8)} ${String(s['best-practices']).padStart(11)} ${String(s.seo).padStart(4)}  ${(p.lcpMs / 1000).toFixed(2).padStart(6)} s ${Math.round(p.tbtMs).toString().padStart(6)} ms ${(p.fcpMs / 1000).toFixed(2).padStart(6)} s ${p.cls.toFixed(3).padStart(6)} ${Math.round(p.cpuTbtMs).toString().padStart(6)} ms`,
    );
  }
  console.log(
    '  TBT (CPU) : le même calcul sur le temps CPU de chaque tâche (× 4, au-delà de 50 ms), que la charge de la machine allonge peu ; à lire à côté du TBT de Lighthouse quand la machine est occupée',
  );
  for (const p of outcome.pages) for (const note of p.lcpNotes) console.log(`  ${p.path.padEnd(8)} ${note}`);
  console.log('  objectifs (issues 16, 24 et 36) :');
  for (const p of outcome.pages) {
    const s = p.scores;
    const goals: Array<[string, string, string, boolean]> = [
      ['performance', String(s.performance), '≥ 98', s.performance >= 98],
      ['LCP', `${(p.lcpMs / 1000).toFixed(2)} s`, '≤ 1,5 s', p.lcpMs <= 1500],
      ['TBT', `${Math.round(p.tbtMs)} ms`, '≤ 150 ms', p.tbtMs <= 150],
      ['CLS', p.cls.toFixed(3), '0', p.cls === 0],
      ['accessibilité', String(s.accessibility), '100', s.accessibility === 100],
      ['bonnes pratiques', String(s['best-practices']), '100', s['best-practices'] === 100],
      ['SEO', String(s.seo), '100', s.seo === 100],
    ];
    for (const [label, figure, target, holds] of goals) {
      console.log(`    ${`${p.path} ${label}`.padEnd(30)} ${figure.padStart(8)}  objectif ${target.padEnd(9)} ${verdict(holds)}`);
      if (['performance', 'LCP', 'TBT', 'CLS'].includes(label)) recordGoal({ label: `Lighthouse mobile ${p.path} : ${label}`, figure, target, holds });
    }
  }
}
