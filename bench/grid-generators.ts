/**
 * Generators of the small grid games (DESIGN §7: Sudolito and Binero 6x6 ≤ 5 ms median per level), printed
 * right after the 9x9 sudoku and its qqwing comparison of the same run: median and p95 per level, and for
 * Binero per size (8x8 and 10x10 are reported, without a budget). Fresh seeds on every run, after a warm-up.
 * Prints figures and ratios; asserts nothing.
 */
import { SUDOLITO_PUBLISHED_DIFFICULTIES, bineroDayOn } from '@jdj/content';
import {
  BINERO_DIFFICULTIES,
  BINERO_SIZES,
  INTERMEDIATE_SEED_GRIDS,
  SUDOKU_DIFFICULTIES,
  binero,
  createRng,
  intermediateSeedGrid,
  sudolito,
} from '@jdj/puzzles';
import { median, p95, timeRuns } from './lib/stats.ts';

const COUNT = Number(process.env.GRID_BENCH_COUNT ?? 200);
/** Levels not published (6x6 'expert'): fewer grids. */
const RARE_COUNT = Number(process.env.GRID_BENCH_RARE_COUNT ?? 40);
const BUDGET_MS = 5;

const f = (value: number) => value.toFixed(2).padStart(7);

function line(label: string, times: number[], budgeted: boolean, note = ''): void {
  const med = median(times);
  const verdict = budgeted ? `ratio/budget ${(med / BUDGET_MS).toFixed(2).padStart(5)}  ${med <= BUDGET_MS ? 'respecté' : 'DÉPASSÉ '}` : ' '.repeat(29);
  console.log(`  ${label.padEnd(26)} médiane ${f(med)} ms  p95 ${f(p95(times))} ms  ${verdict}${note}`);
}

/** The (size, level) pairs of Binero's week, which the budget applies to when 6x6. */
const publishedBinero = new Set(Array.from({ length: 7 }, (_, i) => bineroDayOn(`2026-11-${16 + i}`)).map((d) => `${d.size} ${d.difficulty}`));

export function runGridGeneratorBench(): void {
  const runId = Date.now().toString(36);
  console.log(`\n## Générateurs des petites grilles (${COUNT} grilles par niveau ; budget ${BUDGET_MS} ms de médiane en 6x6)`);

  console.log('  Sudolito (6x6, blocs de 2 lignes × 3 colonnes)');
  // 'intermediate' dresses one of a few seed grids, each searched for once per process: that search is
  // paid once, before the first grids (printed apart, not in the median).
  const seedTimes = timeRuns(INTERMEDIATE_SEED_GRIDS, (k) => intermediateSeedGrid(k), 0);
  console.log(
    `  ${'grilles de départ (1 fois)'.padEnd(26)} ${INTERMEDIATE_SEED_GRIDS} grilles intermediate cherchées en ${f(seedTimes.reduce((a, b) => a + b, 0))} ms (médiane ${f(median(seedTimes)).trim()} ms, max ${f(Math.max(...seedTimes)).trim()} ms)`,
  );
  for (const difficulty of SUDOKU_DIFFICULTIES) {
    const published = SUDOLITO_PUBLISHED_DIFFICULTIES.includes(difficulty);
    const count = published ? COUNT : RARE_COUNT;
    const times = timeRuns(
      count,
      (i) => {
        const puzzle = sudolito.generate!(createRng(`bench-sudolito:${runId}:${difficulty}:${i}`), { difficulty });
        if (puzzle.difficulty !== difficulty) throw new Error(`sudolito: ${puzzle.difficulty} for ${difficulty}`);
      },
      5,
    );
    line(`sudolito ${difficulty}`, times, published, published ? '' : `  (non publié, ${count} grilles)`);
  }

  for (const size of BINERO_SIZES) {
    console.log(`  Binero ${size}x${size}`);
    for (const difficulty of BINERO_DIFFICULTIES) {
      const times = timeRuns(
        COUNT,
        (i) => {
          const puzzle = binero.generate!(createRng(`bench-binero:${runId}:${size}:${difficulty}:${i}`), { size, difficulty });
          if (puzzle.size !== size || puzzle.difficulty !== difficulty) throw new Error(`binero: ${puzzle.size} ${puzzle.difficulty}`);
        },
        5,
      );
      const published = publishedBinero.has(`${size} ${difficulty}`);
      line(`binero ${size}x${size} ${difficulty}`, times, size === 6, published ? '  (publié)' : '');
    }
  }
}
