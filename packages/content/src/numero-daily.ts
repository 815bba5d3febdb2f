import { createRng, type IsoDate, MAIN_STREAM, type NumeroDifficulty, generateNumero, numero, type StreamId } from '@jdj/puzzles';
import { type BuildSecrets, type DailyBuilder, streamSeed } from './daily-record.ts';

/** How hard a day is, in words an operator reads in `content export`: the solver's way and the choice on offer. */
export const numeroDifficultyLabel = (d: NumeroDifficulty): string =>
  `${d.moves} coups dont ${d.rowsAdded} ligne(s) ajoutée(s), ${d.branching} paires possibles en moyenne`;

/**
 * The day's Numero: start rows and rows to add from the date's seed (the same for every player), proven
 * winnable. The way found stays in the secret part: `parse` plays it again to accept the day.
 */
export const numeroDaily: DailyBuilder = {
  game: 'numero',
  build(date: IsoDate, _secrets: BuildSecrets, stream: StreamId = MAIN_STREAM) {
    const seed = streamSeed(stream, `numero:${date}`);
    // The generator version is part of the stream: a new generator never silently changes old days.
    const { puzzle, solution, difficulty } = generateNumero(createRng(`${seed}:v${numero.generatorVersion}`));
    return {
      game: 'numero',
      date,
      stream,
      publicData: numero.toPublic(puzzle),
      secretData: { solution, difficulty },
      seed,
      generatorVersion: numero.generatorVersion,
      difficulty: numeroDifficultyLabel(difficulty),
    };
  },
};
