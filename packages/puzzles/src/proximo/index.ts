/** Proximo: the game module of DESIGN §3, its guesses answered by the server from the day's ranked list. */
import { ANSWER_FLOOR_SECONDS } from '../core/floors.ts';
import { fail, type GameModule, invalid, ok } from '../core/game-module.ts';
import { parseProximoRecord } from '../words/records.ts';
import { parseMove } from './codec.ts';
import {
  answerGuess,
  applyMove,
  initState,
  isWholeRecord,
  PROXIMO_NEAREST,
  type ProximoDay,
  type ProximoMove,
  type ProximoPuzzle,
  type ProximoState,
} from './rules.ts';
import { lookupOf } from './lookup.ts';
import { proximoSummary } from './share.ts';

export * from './normalise.ts';
export { parseDay as parseProximoDay, parseMove as parseProximoMove } from './codec.ts';
export {
  PROXIMO_MAX_WORD,
  PROXIMO_NEAREST,
  type ProximoAnsweredGuess,
  type ProximoDay,
  type ProximoGuess,
  type ProximoMove,
  type ProximoPuzzle,
  type ProximoState,
  type ProximoStatus,
  type ProximoUnknownWord,
  alreadyGuessed,
  isAnswered as isAnsweredGuess,
  isUnknownWord,
  unknownWordMessage,
  orderedHistory,
  typedGuess,
} from './rules.ts';
export { heatEmoji, permilleOf, temperatureOf } from './temperature.ts';

/**
 * Seconds no person beats for a guess: a typed answer, a word thought of, typed and sent (docs/decisions.md).
 * The questions never reach a log; « Résoudre » is debug only.
 */
export function proximoMoveFloor(move: ProximoMove): number {
  return move.type === 'guess' && 'status' in move ? PROXIMO_GUESS_FLOOR : 0;
}

export const PROXIMO_GUESS_FLOOR = ANSWER_FLOOR_SECONDS;
/** Seconds a person takes, on the side of the fastest, to weigh a guess's rank and think of the next word. */
export const PROXIMO_THINKING_SECONDS = 3;
/**
 * Guesses the quickest hunts take (the day's word among tens of thousands, its neighbours found by ranks): a
 * word found sooner is luck, or learnt elsewhere — it is the same for everyone (issue 34).
 */
export const PROXIMO_FEWEST_GUESSES = 10;

/** The least play time a Proximo win is placed with (issue 34). */
export const proximoRankedFloor = (state: ProximoState): number => PROXIMO_THINKING_SECONDS * Math.max(state.attempts, PROXIMO_FEWEST_GUESSES);
/** The longest log: a thousand guesses, several times the longest hunts (a few hundred). */
export const PROXIMO_MAX_MOVES = 1_000;

export const proximo: GameModule<ProximoPuzzle, ProximoDay, ProximoState, ProximoMove> = {
  slug: 'proximo',
  generatorVersion: 1,
  // The server parses the whole record; a browser only ever has the day (see parseProximoDay).
  parse: parseProximoRecord,
  toPublic: (puzzle) => ({ id: puzzle.id, date_to_play: puzzle.date_to_play }),
  parseMove,
  init: initState,
  apply(state, move) {
    // The move may come from anywhere at run time: check it again rather than trust the type.
    const checked = parseMove(move);
    return checked.ok ? applyMove(state, checked.value) : invalid(checked.error);
  },
  status: (state) => (state.won ? 'won' : 'playing'),
  penalty: () => 0,
  moveFloorSeconds: proximoMoveFloor,
  maxMoves: PROXIMO_MAX_MOVES,
  counters: () => ({ mistakes: 0, jokers: 0 }),
  rankedFloorSeconds: proximoRankedFloor,
  scoreData: (state) => ({ attempts: state.attempts, bestRank: state.bestRank }),
  shareSummary: proximoSummary,
  questions: {
    isQuestion: (move) => move.type === 'resolve' || (move.type === 'nearest' && !('words' in move)) || (move.type === 'guess' && !('status' in move)),
    isAnswer: (move) => move.type === 'guess' && 'status' in move,
    audience: (move) => (move.type === 'resolve' ? 'debug' : move.type === 'nearest' ? 'winner' : 'anyone'),
    answer(puzzle, move, words) {
      if (!isWholeRecord(puzzle)) return fail('La liste du jour est introuvable.');
      const lookup = lookupOf(puzzle);
      switch (move.type) {
        case 'guess':
          return 'status' in move ? fail('Ce mot a déjà sa réponse.') : ok(answerGuess(lookup, move.word, words));
        case 'resolve':
          return ok({ type: 'guess', word: lookup.target, status: 'found' });
        case 'nearest':
          return ok({ type: 'nearest', words: lookup.words.slice(0, PROXIMO_NEAREST) });
      }
    },
  },
};
