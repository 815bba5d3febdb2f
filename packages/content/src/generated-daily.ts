import { createRng, type GameModule, type IsoDate, MAIN_STREAM } from '@jdj/puzzles';
import { type DailyBuilder, streamSeed } from './daily-record.ts';

/**
 * The daily builder of a game whose puzzles come from its generator (Sudoku, Sudolito, Binero): the
 * options of each date (difficulty by weekday, size…) and a seed naming the game, the date and the
 * generator version, so that a new generator never silently changes the days already published.
 */
export function generatedDaily<Puzzle, Options, Day extends Options>(
  // biome-ignore lint: any public puzzle, state and move types.
  module: GameModule<Puzzle, any, any, any, Options>,
  optionsOn: (date: IsoDate) => Day,
  /** The record's difficulty column, for operators. */
  labelOf: (options: Day) => string,
): DailyBuilder {
  return {
    game: module.slug,
    build(date, _secrets, stream = MAIN_STREAM) {
      const seed = streamSeed(stream, `${module.slug}:${date}`);
      const options = optionsOn(date);
      const generate = module.generate;
      if (!generate) throw new Error(`${module.slug} has no generator`);
      const puzzle = generate(createRng(`${seed}:v${module.generatorVersion}`), options);
      return {
        game: module.slug,
        date,
        stream,
        publicData: module.toPublic(puzzle),
        secretData: {},
        seed,
        generatorVersion: module.generatorVersion,
        difficulty: labelOf(options),
      };
    },
  };
}
