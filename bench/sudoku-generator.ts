/**
 * Sudoku generator against Debian's qqwing (DESIGN §7): median time to get one unique grid of
 * a given qqwing level, on the same machine in the same run (the 6x6 Sudolito follows in
 * grid-generators.ts). Prints figures and ratios; asserts nothing.
 *
 * Fairness: qqwing's own `--timer` times only the last attempt of each puzzle, the one that
 * happened to reach the asked level, not the attempts it threw away before. We time what a
 * caller waits for: qqwing flushes one CSV line per accepted puzzle, so the gap between two
 * lines is the whole cost of a puzzle, process start-up excluded (the header comes first).
 * Its per-attempt timer is still shown for reference.
 */
import { spawn, spawnSync } from 'node:child_process';
import { SUDOKU_DIFFICULTIES, type SudokuDifficulty, createRng, sudoku } from '@jdj/puzzles';

/** Grids per level for our generator (9x9), and qqwing's grids per level. */
const OURS_COUNT = Number(process.env.SUDOKU_BENCH_COUNT ?? 100);
const QQWING_COUNT = Number(process.env.SUDOKU_BENCH_QQWING_COUNT ?? 40);
/** qqwing's 'simple' costs about half a second a grid: stop each level after this long. */
const QQWING_LEVEL_BUDGET_MS = 12_000;

export interface SudokuGeneratorBenchLine {
  difficulty: SudokuDifficulty;
  oursMedianMs: number;
  /** Null when qqwing could not be run. */
  qqwingMedianMs: number | null;
  qqwingLastAttemptMedianMs: number | null;
  qqwingCount: number;
}

export interface SudokuGeneratorBenchResult {
  lines: SudokuGeneratorBenchLine[];
  /** Why the comparison was skipped, if it was. */
  qqwingUnavailable: string | null;
}

const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const lastLine = (text: string | null | undefined): string => (text ?? '').trim().split('\n').filter(Boolean).pop() ?? '';

/** Makes sure qqwing is on PATH, installing Debian's package if needed; returns why not otherwise. */
function ensureQqwing(): string | null {
  const probe = () => spawnSync('qqwing', ['--version'], { encoding: 'utf8' });
  if (!probe().error) return null;
  console.log('  qqwing absent : installation du paquet Debian (apt-get install -y qqwing)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', 'qqwing'], { encoding: 'utf8', env, timeout: 180_000 });
  let result = install();
  if (result.status !== 0 && !result.error) {
    // A fresh machine has no package lists yet.
    spawnSync('apt-get', ['update'], { encoding: 'utf8', env, timeout: 180_000 });
    result = install();
  }
  if (result.error) return `apt-get introuvable ou interrompu (${result.error.message})`;
  if (result.status !== 0) return `apt-get install a échoué : ${lastLine(result.stderr) || `code ${result.status}`}`;
  return probe().error ? 'qqwing toujours introuvable après installation' : null;
}

interface QqwingRun {
  wallMs: number[];
  lastAttemptMs: number[];
}

/** Times qqwing's grids of one level by the arrival of their CSV lines. */
function runQqwing(difficulty: SudokuDifficulty, count: number): Promise<QqwingRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('qqwing', ['--generate', String(count), '--difficulty', difficulty, '--csv', '--timer'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const run: QqwingRun = { wallMs: [], lastAttemptMs: [] };
    let previous: number | null = null;
    let pending = '';
    const timer = setTimeout(() => child.kill(), QQWING_LEVEL_BUDGET_MS);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const now = performance.now();
      pending += chunk;
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        const [grid, lastAttempt] = line.split(',');
        if (previous === null) {
          previous = now; // the header, written before the first attempt
          continue;
        }
        if (!grid || !/^[.1-9]{81}$/.test(grid)) continue; // the closing summary
        run.wallMs.push(now - previous);
        run.lastAttemptMs.push(Number(lastAttempt));
        previous = now;
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve(run);
    });
  });
}

function timeOurs(difficulty: SudokuDifficulty, count: number, runId: string): number[] {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const rng = createRng(`bench:${runId}:${difficulty}:${i}`);
    const start = performance.now();
    const puzzle = sudoku.generate?.(rng, { difficulty });
    times.push(performance.now() - start);
    if (puzzle?.difficulty !== difficulty) throw new Error(`generator returned ${puzzle?.difficulty} for ${difficulty}`);
  }
  return times;
}

const ms = (value: number | null): string => (value === null || Number.isNaN(value) ? '—' : value.toFixed(1));

export async function runSudokuGeneratorBench(): Promise<SudokuGeneratorBenchResult> {
  console.log('\n## Générateur de sudoku (médiane par grille unique, au niveau demandé)');
  const runId = Date.now().toString(36); // fresh seeds on every run
  // Warm the JIT up first, as a server that generates every day would be.
  for (const difficulty of SUDOKU_DIFFICULTIES) {
    timeOurs(difficulty, 5, `warm-up-${runId}`);
  }

  const lines: SudokuGeneratorBenchLine[] = [];
  for (const difficulty of SUDOKU_DIFFICULTIES) {
    lines.push({
      difficulty,
      oursMedianMs: median(timeOurs(difficulty, OURS_COUNT, runId)),
      qqwingMedianMs: null,
      qqwingLastAttemptMedianMs: null,
      qqwingCount: 0,
    });
  }

  let qqwingUnavailable = ensureQqwing();
  if (!qqwingUnavailable) {
    for (const line of lines) {
      try {
        const run = await runQqwing(line.difficulty, QQWING_COUNT);
        line.qqwingMedianMs = run.wallMs.length > 0 ? median(run.wallMs) : null;
        line.qqwingLastAttemptMedianMs = run.lastAttemptMs.length > 0 ? median(run.lastAttemptMs) : null;
        line.qqwingCount = run.wallMs.length;
      } catch (error) {
        qqwingUnavailable = `qqwing n'a pas pu être lancé (${(error as Error).message})`;
        break;
      }
    }
  }

  console.log(`  9x9 : ${OURS_COUNT} grilles par niveau pour nous, jusqu'à ${QQWING_COUNT} pour qqwing (${QQWING_LEVEL_BUDGET_MS / 1000} s max par niveau)`);
  console.log(
    `  ${'niveau'.padEnd(13)} ${'nous (ms)'.padStart(10)} ${'qqwing (ms)'.padStart(12)} ${'ratio nous/qqwing'.padStart(18)} ${'qqwing, dernier essai seul (ms)'.padStart(32)}`,
  );
  for (const line of lines) {
    const ratio = line.qqwingMedianMs ? (line.oursMedianMs / line.qqwingMedianMs).toFixed(2) : '—';
    const verdict = line.qqwingMedianMs ? (line.oursMedianMs <= line.qqwingMedianMs ? '  respecté' : '  DÉPASSÉ') : '';
    console.log(
      `  ${line.difficulty.padEnd(13)} ${ms(line.oursMedianMs).padStart(10)} ${ms(line.qqwingMedianMs).padStart(12)} ${ratio.padStart(18)} ${ms(line.qqwingLastAttemptMedianMs).padStart(32)}${verdict}`,
    );
  }
  if (qqwingUnavailable) console.log(`  comparaison avec qqwing ignorée : ${qqwingUnavailable}`);
  else console.log(`  grilles qqwing mesurées : ${lines.map((l) => `${l.difficulty} ${l.qqwingCount}`).join(', ')}`);
  console.log('  budget : médiane au plus égale à celle de qqwing, niveau par niveau (ratio ≤ 1)');

  return { lines, qqwingUnavailable };
}
