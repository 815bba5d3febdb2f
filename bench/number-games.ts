/**
 * Daily content of the two number games (issue 12): what the server pays to build a day (it does so at
 * start and every 6 hours, never in a request). Numero's day includes proving it winnable (the solver's
 * search, redrawn boards included) and measuring it; Decrypto's is a seeded code. Prints figures; asserts
 * nothing.
 */
import { contentKeyOf, dailyBuilder } from '@jdj/content';
import { addDays, createRng, dateInTimeZone, generateNumero, type NumeroDifficulty } from '@jdj/puzzles';
import { median, ms, p95, quantile, timeRuns } from './lib/stats.ts';

/** A bench builds its days as a server would, with a content key of its own. */
const BENCH_SECRETS = { contentKey: contentKeyOf('the bench secret, never deployed') };

const DAYS = Number(process.env.NUMBER_BENCH_DAYS ?? 300);

const spread = (values: readonly number[], digits = 0) =>
  `min ${Math.min(...values).toFixed(digits)}, médiane ${median(values).toFixed(digits)}, p95 ${p95(values).toFixed(digits)}, max ${Math.max(...values).toFixed(digits)}`;

export function runNumberGamesBench(): void {
  console.log(`\n## Contenu de Numero et Decrypto (${DAYS} jours consécutifs, un jour à la fois comme le serveur)`);
  const today = dateInTimeZone(new Date(), 'Europe/Paris');
  for (const game of ['numero', 'decrypto'] as const) {
    const builder = dailyBuilder(game)!;
    const times = timeRuns(DAYS, (i) => builder.build(addDays(today, i), BENCH_SECRETS), 5);
    const proof = game === 'numero' ? ' (tirage, preuve par le solveur et mesure comprises)' : '';
    console.log(`  ${game.padEnd(9)} un jour construit en ${ms(median(times), 4)} médiane, p95 ${ms(p95(times), 4)}${proof}`);
  }

  // How hard the proven days are, and what proving them costs: boards redrawn, states searched.
  const measured: NumeroDifficulty[] = [];
  const attempts: number[] = [];
  for (let i = 0; i < DAYS; i++) {
    const generated = generateNumero(createRng(`bench:numero:${i}`));
    measured.push(generated.difficulty);
    attempts.push(generated.attempts);
  }
  const rows = [1, 3, 5].map((k) => `${k} : ${measured.filter((d) => d.rowsAdded === k).length}`).join(', ');
  console.log('  Numero, difficulté des jours prouvés :');
  console.log(`    coups de la solution (paires + lignes) : ${spread(measured.map((d) => d.moves))}`);
  console.log(`    lignes ajoutées par la solution : ${rows}`);
  console.log(
    `    paires possibles en moyenne à chaque coup (choix) : ${spread(
      measured.map((d) => d.branching),
      1,
    )}`,
  );
  console.log(`    états explorés par le solveur : ${spread(measured.map((d) => d.searched))}`);
  console.log(`    grilles tirées par jour publié : moyenne ${(attempts.reduce((a, b) => a + b, 0) / DAYS).toFixed(2)}, p99 ${quantile(attempts, 0.99)}`);
}
