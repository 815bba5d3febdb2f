/**
 * Word-game content (issue 5): what the server pays to load the lexicon and build a day of each word
 * game (it does so at start and every 6 hours, never in a request), and what an editor waits for when
 * `content plan` extends the plans. Prints figures; asserts nothing.
 */
import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { contentKeyOf, dailyBuilder, extendPlans, loadWordContent, WORD_GAMES } from '@jdj/content';

/** A bench builds its days as a server would, with a content key of its own. */
const BENCH_SECRETS = { contentKey: contentKeyOf('the bench secret, never deployed') };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const DAYS = 30;

export function runWordContentBench(): void {
  console.log('\n## Contenu des jeux de lettres');
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const content = loadWordContent();
  console.log(
    `  chargement lexique + plannings : ${(performance.now() - started).toFixed(0)} ms, ${content.lexicon.entries.length} mots, ` +
      `+${((process.memoryUsage().rss - rssBefore) / 1e6).toFixed(0)} Mo`,
  );
  const today = dateInTimeZone(new Date(), 'Europe/Paris');
  for (const game of WORD_GAMES) {
    const builder = dailyBuilder(game)!;
    builder.build(today, BENCH_SECRETS); // first call pays the shared loading (anagram index, lists)
    const times: number[] = [];
    for (let day = 0; day < DAYS; day++) {
      started = performance.now();
      builder.build(addDays(today, day), BENCH_SECRETS);
      times.push(performance.now() - started);
    }
    console.log(`  ${game.padEnd(10)} un jour construit en ${median(times).toFixed(2)} ms (médiane sur ${DAYS} jours)`);
  }
  const last = [...(content.schedules.get('motamo')?.keys() ?? [])].sort().at(-1) ?? today;
  started = performance.now();
  extendPlans({
    entries: content.lexicon.entries,
    proximoTargets: content.proximoTargets,
    anagramsOf: content.anagramsOf,
    schedules: content.schedules,
    until: addDays(last, 30),
  });
  console.log(`  planification de 30 jours de plus pour les six jeux : ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
