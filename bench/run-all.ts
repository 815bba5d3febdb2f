import { runApiLoad } from './api-load.ts';
import { measureBundle } from './bundle-size.ts';
import { runDayStatsBench } from './day-stats.ts';
import { runGameReplayBench } from './game-replays.ts';
import { runNumberGamesBench } from './number-games.ts';
import { runGridGeneratorBench } from './grid-generators.ts';
import { runScaleTest } from './scale-test.ts';
import { runProximoAnswerBench } from './proximo-answers.ts';
import { runSudokuGeneratorBench } from './sudoku-generator.ts';
import { runWordContentBench } from './word-content.ts';

// Budgets of DESIGN §7, printed beside each figure; never asserted in tests.
const HOME_JS_BUDGET_KB = 110;
const GAME_CHUNK_BUDGET_KB = 25;
const API_GET_BUDGET_RPS = 5000;
const API_P99_BUDGET_MS = 50;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printBundle() {
  const bundle = measureBundle();
  console.log('\n## JavaScript initial de la page d’accueil (gzip)');
  for (const f of bundle.initialFiles) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes).padStart(7)} kB`);
  console.log(
    `  total ${kb(bundle.initialGzipBytes)} kB — budget ${HOME_JS_BUDGET_KB} kB (ratio ${(bundle.initialGzipBytes / 1024 / HOME_JS_BUDGET_KB).toFixed(2)})`,
  );
  console.log('  plus gros morceaux chargés à la demande :');
  for (const f of bundle.largestLazyChunks) console.log(`    ${f.file.padEnd(46)} ${kb(f.gzipBytes).padStart(7)} kB`);
  console.log(`  morceau propre de chaque jeu (avec ses modules non partagés par l’écran commun) — budget ${GAME_CHUNK_BUDGET_KB} kB :`);
  for (const g of bundle.gameChunks) {
    const ratio = (g.gzipBytes / 1024 / GAME_CHUNK_BUDGET_KB).toFixed(2);
    console.log(`    ${g.slug.padEnd(10)} ${kb(g.gzipBytes).padStart(7)} kB  ratio ${ratio}  (${g.files.join(', ')})`);
  }
}

async function printApi() {
  console.log(`\n## API (autocannon, 100 connexions, ${process.env.BENCH_DURATION ?? 10} s par route, 2 cœurs partagés)`);
  const results = await runApiLoad();
  const reference = results[0];
  for (const r of results) {
    const ratio = reference ? (r.requestsPerSecond / reference.requestsPerSecond).toFixed(2) : '-';
    console.log(
      `  ${r.name.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  erreurs ${r.errors + r.non2xx}  ratio/référence ${ratio}`,
    );
  }
  console.log(`  budgets : GET ≥ ${API_GET_BUDGET_RPS} req/s, p99 ≤ ${API_P99_BUDGET_MS} ms`);
}

printBundle();
await printApi();
await runDayStatsBench();
console.log('');
runGameReplayBench();
await runProximoAnswerBench();
await runSudokuGeneratorBench();
runGridGeneratorBench();
runWordContentBench();
runNumberGamesBench();
if (!(await runScaleTest({ short: false }))) process.exitCode = 1;
