import type { GameModule, GameSlug, Result, Rng } from '@jdj/puzzles';
import type { ComponentType } from 'react';
import type { EndScreenExtension } from '../shared/extensions/end-screen.ts';
import type { PlayedScore } from '../shared/scores/local-scores.ts';

/** What the shared play screen hands a game's board: the module's State to project, and moves to send. */
export interface BoardProps<State, Move> {
  state: State;
  /** Applies a move through the game module (and logs it); false when the rules refused it. */
  dispatch(move: Move): boolean;
  /** Paused (rules open), resolving or finished: the board shows but takes no input. */
  disabled: boolean;
  /** Asks the player to confirm (a modal of the shell, e.g. before a reset); resolves to the answer. */
  confirm(request: ConfirmRequest): Promise<boolean>;
  /**
   * Games with questions (module.questions): sends a question move to the server, then applies and logs
   * its answered form. Resolves once applied, or with a French message to show (offline, too many tries).
   */
  ask(move: Move): Promise<AskOutcome>;
  /** The timer's seconds (penalties included), for a board that shows it in its own stats (Proximo's Temps). */
  seconds?: number;
}

export type AskOutcome = { ok: true } | { ok: false; message: string };

/** What a game's own end-screen section receives (Proximo's history, Numero's Retour…). */
export interface EndSectionProps {
  date: string;
  /** Today in the provider's timezone (Proximo's finders say « aujourd’hui » or « de ce jour »). */
  today: string;
  /** The player's score of that day, once known (undefined while loading or when unplayed). */
  score: PlayedScore | undefined;
  /** The provider's slug: some sections depend on it (Numero hides Retour for olj). */
  provider: string;
  /** Sends a question move about this day to the server and returns its answered form (not logged). */
  ask(move: unknown): Promise<Result<unknown>>;
}

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
}

export interface RulesProps {
  /** Seconds a joker costs (the catalogue's joker_penalty), null when the game has none. */
  jokerPenalty: number | null;
}

export interface JokerDefinition<State, Move> {
  /** The joker button's text, e.g. 'Révéler une case'. */
  label: string;
  /**
   * The joker move to play now (the browser draws its randomness), or null when none is possible. A
   * question move (module.questions) is answered by the server before it is played.
   */
  move(state: State, random: () => number): Move | null;
  isJoker(move: Move): boolean;
}

/**
 * Everything the shared shell needs from one game, loaded in the game's own chunk (budget 25 kB gzip):
 * the rules module, the play UI and the rules content. The shell computes no rule itself.
 */
export interface GameDefinition<Puzzle = unknown, State = unknown, Move = unknown> {
  slug: GameSlug;
  // biome-ignore lint: each game has its own public puzzle and options types.
  module: GameModule<Puzzle, any, State, Move, any>;
  /** Validates the puzzle the API sends (or the in-progress copy kept in the browser). */
  parsePuzzle(raw: unknown): Result<Puzzle>;
  Board: ComponentType<BoardProps<State, Move>>;
  /** The rules: an animated demo and the text (the shell adds the title and the Jouer button). */
  Rules: ComponentType<RulesProps>;
  joker: JokerDefinition<State, Move> | null;
  /**
   * Debug 'Résoudre' (provider feature debug_resolve): the moves that solve the game from `state`. Question
   * moves are asked; while the game goes on, it is called again with the answered state (up to 30 rounds).
   */
  resolve?(state: State, rng: Rng): { instant: Move[]; animated: Move[] };
  /** Milliseconds between the last move and the end screen, for a success or error animation (letter games: 800). */
  finishDelayMs?: number;
  /** Milliseconds between two moves of the debug 'Résoudre' (default 75, the grid games' step). */
  resolveStepMs?: number;
  /** A section of the end screen of this game only, under the result. */
  EndSection?: ComponentType<EndSectionProps>;
  /** The rules modal's title when it is not 'Comment jouer à {jeu} ?' (Proximo: 'Règles du jeu Proximo'). */
  rulesTitle?: string;
  /** The rules modal's button when it is not 'Jouer' (Numero: 'C'est parti !', Proximo: 'Compris !'). */
  rulesPlayLabel?: string;
  /**
   * The browser key holding this game's one game in progress, whatever its day (document 2: Binero's
   * `binero_game`); by default each day has its own key, `jdj.play.{slug}.{date}`.
   */
  inProgressKey?: string;
  /** The end screen of a day without a score leads to the landing instead of offering to play (Proximo). */
  endNeedsScore?: boolean;
  /**
   * The day's answers, as they are written, that the end screen of a lost day reveals (Anagrammo's word,
   * Melimelo's five); a game that cannot be lost, or hides nothing (Numero's board is in full view), has none.
   */
  revealAnswers?(puzzle: Puzzle): string[];
}

/** Landing calendar: a week (most games) or a month. */
export type LandingCalendar = 'week' | 'month';

/**
 * What the shared screens receive: the game's slug, its definition (module, board, rules…) and calendar, and
 * the sections other features add to every end screen (wired by app/).
 */
export interface GameScreenProps {
  slug: GameSlug;
  definition: AnyGameDefinition;
  calendar: LandingCalendar;
  endScreenExtensions: readonly EndScreenExtension[];
}

// biome-ignore lint: the registry holds games of different types.
export type AnyGameDefinition = GameDefinition<any, any, any>;
