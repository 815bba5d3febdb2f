import { type BuildSecrets, dailyBuilder } from '@jdj/content';
import { getGameModule, type IsoDate, MAIN_STREAM, type StreamId } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import type { LoggedMove } from '@jdj/api';
import { replayMoves } from '../services/replay.ts';

export interface WinningPlay {
  moves: LoggedMove[];
  /** Seconds a player could honestly claim for these moves (timer and penalties included). */
  score: number;
}

/** The whole puzzle of a day (public and secret parts), built the way the server builds it. */
export function dayPuzzle(slug: string, date: IsoDate, secrets: BuildSecrets, stream: StreamId = MAIN_STREAM): unknown {
  const record = dailyBuilder(slug)?.build(date, secrets, stream);
  const module = getGameModule(slug);
  if (!record || !module) return undefined;
  const puzzle = module.parse({ ...(record.publicData as object), ...(record.secretData as object) });
  if (!puzzle.ok) throw new Error(`${slug} ${date}: ${puzzle.error}`);
  return puzzle.value;
}

/**
 * A game of the day won by the rules, as a browser would send it: the day's puzzle is built the way the
 * server builds it (same content, same seed, the server's content key), then played by the game's test
 * plays, one move a second (`assisted`: the win the jokers mostly gave). Undefined for a game without content
 * on that day or without such test plays.
 */
export function winningPlay(
  slug: string,
  date: IsoDate,
  secrets: BuildSecrets,
  kind: 'win' | 'assisted' = 'win',
  stream: StreamId = MAIN_STREAM,
): WinningPlay | undefined {
  const module = getGameModule(slug);
  const play = testPlaysOf(slug)?.[kind];
  const puzzle = dayPuzzle(slug, date, secrets, stream);
  if (!module || !play || puzzle === undefined) return undefined;
  const moves = play(puzzle).map((move, index) => ({ move, at: index + 1 }));
  const replay = replayMoves(module, puzzle, moves);
  if (!replay.ok) throw new Error(`${slug} ${date}: ${replay.error}`);
  // Over every check a human time passes: the timer of the last move, the moves' floors plus penalties, and
  // the time a person needs to find a question game's answer (a quicker win is kept but not placed).
  const least = Math.max(Math.ceil(replay.floorSeconds), Math.ceil(replay.placement.rankedFloorSeconds));
  return { moves, score: Math.max(replay.lastAt, replay.penalties + least) + 5 };
}
