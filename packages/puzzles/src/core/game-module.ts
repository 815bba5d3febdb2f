import type { GameSlug } from './games.ts';
import type { Rng } from './rng.ts';

/** Either a value or a French reason why it was refused. Never thrown. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: string): Result<T> => ({ ok: false, error });

/** A move the rules refuse (out of the board, a given cell, a finished game…): state unchanged. */
export interface Invalid {
  invalid: true;
  reason: string;
}

export const invalid = (reason: string): Invalid => ({ invalid: true, reason });

export function isInvalid(value: unknown): value is Invalid {
  return typeof value === 'object' && value !== null && (value as Invalid).invalid === true;
}

export type GameStatus = 'playing' | 'won' | 'lost';

/** Counters every game reports in its score data (document 2 §3). */
export interface PlayCounters {
  mistakes: number;
  jokers: number;
}

/**
 * One game, as pure functions over plain serialisable data, shared by the browser (play) and
 * the server (replay of a submitted move log). DESIGN §3.
 *
 * - `Puzzle` is what the day's record holds (public part and solution);
 * - `PublicPuzzle` is what a browser may receive before playing;
 * - `State` is the whole play state, `Move` a discriminated union.
 *
 * Randomness inside a move (a joker picking a cell) must come from the move itself, so that a
 * replay on the server gives the same result: the browser draws it and records it in the move.
 */
export interface GameModule<Puzzle, PublicPuzzle, State, Move, Options = unknown> {
  slug: GameSlug;
  /** Bump when the same seed would yield another puzzle. */
  generatorVersion: number;
  generate?(rng: Rng, options?: Options): Puzzle;
  /** Validates untrusted data (database row, content file, browser storage). */
  parse(raw: unknown): Result<Puzzle>;
  /** The part of the puzzle a browser may see before playing. */
  toPublic(puzzle: Puzzle): PublicPuzzle;
  /** Validates an untrusted move (a submitted move log entry). */
  parseMove(raw: unknown): Result<Move>;
  init(puzzle: Puzzle): State;
  apply(state: State, move: Move): State | Invalid;
  /**
   * `apply` for a move `parseMove` has just returned, without checking its shape a second time: what the
   * server's replay calls (issue 36). A game without it is replayed through `apply`.
   */
  applyParsed?(state: State, move: Move): State | Invalid;
  status(state: State): GameStatus;
  /** Seconds added to the timer by this move in this state (jokers, wrong moves). */
  penalty(move: Move, state: State): number;
  /**
   * The least time, in seconds, a person needs for this move (see, decide, tap), on the side of the
   * fastest players: the server refuses a score below its log's sum of floors plus its penalties. 0 for
   * moves that cost no thought (a selection, a mode switch). Word games count an answer, not its keys:
   * the move that makes a check (`before` without a result, `after` with one) costs a typed answer's time,
   * the keys before it nothing, so a fast typist's corrections never raise the floor.
   */
  moveFloorSeconds(move: Move, before: State, after: State): number;
  /**
   * The longest move log a play can submit: what the rules allow where they bound it (Decrypto's attempts),
   * otherwise far beyond the longest honest play. The server refuses a longer log before replaying it.
   */
  maxMoves: number;
  counters(state: State): PlayCounters;
  /**
   * The share of the answer the jokers revealed (0 to 1), from the final state: above ASSISTED_SHARE a win is
   * « aidée » and not placed (core/placement.ts). Absent for a game whose jokers reveal no answer.
   */
  revealedShare?(state: State): number;
  /**
   * Games whose answer is the same for everyone and is typed whole (Decrypto's code, Proximo's word): the
   * least play time a person wins in with the answers this state holds; a quicker win is not placed.
   */
  rankedFloorSeconds?(state: State): number;
  /**
   * The game's own fields of its score data (document 2 §3: Anagrammo's word, Melimelo's words…), from
   * the final state. The server stores what its replay computes, beside the counters.
   */
  scoreData?(state: State): Record<string, unknown>;
  /**
   * The lines the share text adds under « J'ai réussi à terminer le jeu X en mm:ss ! » (document 1 §9), from
   * the final state: how the game went (tries, mistakes as squares, jokers…), never an answer.
   */
  shareSummary(state: State): string;
  /**
   * Games with a secret the browser never holds (Decrypto's code, Proximo's list): a question move (a
   * guess) is sent to the server, which answers it from the whole puzzle; the answered move is what the
   * browser applies and logs. The browser's state, built from the public puzzle, takes the answer as
   * given; the server's replay, built from the whole puzzle, checks it.
   */
  questions?: QuestionRules<Puzzle, Move>;
}

export type QuestionAudience = 'anyone' | 'winner' | 'debug';

export interface QuestionRules<Puzzle, Move> {
  /** Whether this move must be answered by the server before it is applied. */
  isQuestion(move: Move): boolean;
  /**
   * Whether a logged move carries a server's answer: a verified score's log holds no more of them than
   * the questions its play asked.
   */
  isAnswer(move: Move): boolean;
  /**
   * Who the server answers (default 'anyone'): 'winner' only a player whose stored score of the day is won
   * (Proximo's nearest words), 'debug' only under a provider with debug_resolve (« Résoudre »).
   */
  audience?(move: Move): QuestionAudience;
  /**
   * The answered move, from the whole puzzle (server side only); a refusal in French otherwise. `words` is
   * the server's dictionary, for a game that answers typed words (Proximo).
   */
  answer(puzzle: Puzzle, move: Move, words?: WordKnowledge): Result<Move>;
  /**
   * A question that gives a hint the score must pay for (a Decrypto joker), asked or answered form alike:
   * its bit (0 to 30) within the play, so the same hint asked twice is charged once. The server charges
   * every hint it answered within a play, whether or not the submitted log shows it.
   */
  hintOf?(move: Move): number | undefined;
  /** Seconds each hint adds to the play's score. */
  hintPenalty?: number;
}

/**
 * What the server knows of French words beyond a day's puzzle: Proximo tells a word it does not know from
 * a word out of its list, and counts a typed form as its lemma (« chevaux » as « cheval », « courait » as
 * « courir »). Spellings are Proximo's `spellingOf` (accents kept), keys its `normaliseGuess` (none).
 */
export interface WordKnowledge {
  /** Whether the spelling is a French word, accents as typed. */
  knowsSpelling(spelling: string): boolean;
  /**
   * The lemmas a spelling counts as, in their dictionary spelling: [] for a lemma with no other reading;
   * the spelling itself first when it is a lemma too (« marche », beside the form of « marcher »).
   */
  lemmasOf(spelling: string): readonly string[];
  /** The lemmas of every word spelt with this key once accents are gone (« ocean » → océan); [] when none. */
  lemmasOfKey(key: string): readonly string[];
}
