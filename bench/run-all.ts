import { runApiLoad } from './api-load.ts';
import { printApiLoad } from './load/report.ts';
import { printLighthouse, runLighthouse } from './lighthouse.ts';
import { measureBundle } from './bundle-size.ts';
import { printCapacity, runCapacityBench } from './capacity.ts';
import { runConsoleBench } from './console.ts';
import { runConsoleFirstVisitBench } from './console-first-visit.ts';
import { runDayStatsBench } from './day-stats.ts';
import { runLeagueBench } from './leagues.ts';
import { runReminderBench } from './reminders.ts';
import { runGameReplayBench } from './game-replays.ts';
import { runNumberGamesBench } from './number-games.ts';
import { runGridGeneratorBench } from './grid-generators.ts';
import { printGoals } from './lib/goals.ts';
import { runScaleTest } from './scale-test.ts';
import { runProximoAnswerBench } from './proximo-answers.ts';
import { runStartTimeBench } from './start-time.ts';
import { runSudokuGeneratorBench } from './sudoku-generator.ts';
import { runWordContentBench } from './word-content.ts';

// Budgets of DESIGN §7, printed beside each figure; never asserted in tests.
const HOME_JS_BUDGET_KB = 110;
const GAME_CHUNK_BUDGET_KB = 25;
/** Issue 27: the league screens' chunk, out of the home page's bundle. */
const LEAGUE_CHUNK_BUDGET_KB = 25;

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
  const league = bundle.leagueChunk;
  if (league) {
    const ratio = (league.gzipBytes / 1024 / LEAGUE_CHUNK_BUDGET_KB).toFixed(2);
    console.log(`  écrans des ligues — budget ${LEAGUE_CHUNK_BUDGET_KB} kB, hors de l’accueil :`);
    console.log(
      `    ${kb(league.gzipBytes).padStart(17)} kB  ratio ${ratio}  ${league.inHome ? 'DANS le JavaScript de l’accueil' : 'hors de l’accueil'}  (${league.files.join(', ')})`,
    );
  } else console.log('  écrans des ligues : morceau league-screens introuvable');
  console.log('  contrat de l’API (schémas des réponses), chargé au premier appel de chaque domaine, après le démarrage :');
  for (const c of bundle.contractChunks) console.log(`    ${c.domain.padEnd(10)} ${kb(c.gzipBytes).padStart(7)} kB  (${c.files.join(', ')})`);
}

async function printApi() {
  console.log('\n## API côte à côte : Hono nu, portail sur SQLite, portail sur PostgreSQL (autocannon, 100 connexions)');
  printApiLoad(await runApiLoad());
}

/**
 * Parts to run, named after `npm start -w bench --` or in BENCH_ONLY (comma-separated); all without either.
 * `api` and `lighthouse` measure the server alone, in minutes, after a change.
 */
const SECTIONS = [
  'bundle',
  'api',
  'capacity',
  'lighthouse',
  'start',
  'day-stats',
  'leagues',
  'reminders',
  'console',
  'console-first-visit',
  'games',
  'scale',
] as const;
const asked = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(',')].map((name) => name.trim()).filter(Boolean);
const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Partie inconnue : ${unknown.join(', ')} ; parties : ${SECTIONS.join(', ')}`);
  process.exit(1);
}
const wanted = (section: (typeof SECTIONS)[number]) => asked.length === 0 || asked.includes(section);

if (wanted('bundle')) printBundle();
if (wanted('api')) await printApi();
if (wanted('capacity')) printCapacity(await runCapacityBench());
if (wanted('lighthouse')) printLighthouse(await runLighthouse());
if (wanted('start')) await runStartTimeBench();
if (wanted('day-stats')) await runDayStatsBench();
if (wanted('leagues')) await runLeagueBench();
if (wanted('reminders')) await runReminderBench();
if (wanted('console')) await runConsoleBench();
if (wanted('console-first-visit')) await runConsoleFirstVisitBench();
if (wanted('games')) {
  console.log('');
  runGameReplayBench();
  await runProximoAnswerBench();
  await runSudokuGeneratorBench();
  runGridGeneratorBench();
  runWordContentBench();
  runNumberGamesBench();
}
if (wanted('scale') && !(await runScaleTest({ short: false }))) process.exitCode = 1;
printGoals();
