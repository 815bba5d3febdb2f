/**
 * What the score route pays per submission (DESIGN §7: a full game's replay ≤ 0.1 ms median): the
 * server's own replay of a whole won game, for every implemented game, on today's real content.
 */
import { contentKeyOf, dailyBuilder } from '@jdj/content';
import { dateInTimeZone, getGameModule, implementedGameSlugs, isInvalid } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { packMoves } from '../apps/server/src/services/move-log-codec.ts';
import { replayMoves } from '../apps/server/src/services/replay.ts';
import { recordGoal } from './lib/goals.ts';
import { median, ms, p95, timeRuns } from './lib/stats.ts';

/** A bench builds its days as a server would, with a content key of its own. */
const BENCH_SECRETS = { contentKey: contentKeyOf('the bench secret, never deployed') };

const REPLAY_BUDGET_MS = 0.1;
const RUNS = Number(process.env.REPLAY_BENCH_RUNS ?? 2000);

export function runGameReplayBench(): void {
  console.log(`\n## Rejeu d’une partie gagnée par le serveur (médiane et p95 sur ${RUNS} rejeux ; budget ${REPLAY_BUDGET_MS} ms)`);
  const today = dateInTimeZone(new Date(), 'Europe/Paris');
  for (const slug of implementedGameSlugs()) {
    const module = getGameModule(slug)!;
    const record = dailyBuilder(slug)?.build(today, BENCH_SECRETS);
    const plays = testPlaysOf(slug);
    if (!record || !plays) {
      console.log(`  ${slug.padEnd(10)} pas de partie d’essai`);
      continue;
    }
    const puzzle = module.parse({ ...(record.publicData as object), ...(record.secretData as object) });
    if (!puzzle.ok) throw new Error(puzzle.error);
    let state: unknown = module.init(puzzle.value);
    const log = plays.win(puzzle.value).map((move, i) => {
      const next = module.apply(state, move);
      if (isInvalid(next)) throw new Error(`${slug}: test play refused: ${next.reason}`);
      state = next;
      // A few seconds a move, as a person plays: the stored size depends on the timer's values.
      return { move, at: (i + 1) * 3 };
    });
    const times = timeRuns(RUNS, () => {
      const outcome = replayMoves(module, puzzle.value, log);
      if (!outcome.ok) throw new Error(`${slug}: ${outcome.error}`);
    });
    const ratio = (median(times) / REPLAY_BUDGET_MS).toFixed(2);
    recordGoal({
      label: `rejeu d’une partie gagnée : ${slug}`,
      figure: ms(median(times)),
      target: `≤ ${REPLAY_BUDGET_MS} ms`,
      holds: median(times) <= REPLAY_BUDGET_MS,
    });
    console.log(
      `  ${slug.padEnd(10)} ${String(log.length).padStart(4)} coups  médiane ${ms(median(times))}  p95 ${ms(p95(times))}  ratio/budget ${ratio}  journal stocké ${packMoves(log).length} o (JSON ${JSON.stringify(log).length} o ; budget 600 o)`,
    );
  }
}
