import { type BuildSecrets, dailyBuilder } from '@jdj/content';
import { getGameModule, type IsoDate } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import type { LoggedMove } from '../api/types.ts';
import { replayMoves } from '../services/replay.ts';

export interface WinningPlay {
  moves: LoggedMove[];
  /** Seconds a player could honestly claim for these moves (timer and penalties included). */
  score: number;
}

/**
 * A game of the day won by the rules, as a browser would send it: the day's puzzle is built the way the
 * server builds it (same content, same seed, the server's content key), then played by the game's test
 * plays, one move a second. Undefined for a game without content on that day or without test plays.
 */
export function winningPlay(slug: string, date: IsoDate, secrets: BuildSecrets): WinningPlay | undefined {
  const record = dailyBuilder(slug)?.build(date, secrets);
  const module = getGameModule(slug);
  const plays = testPlaysOf(slug);
  if (!record || !module || !plays) return undefined;
  const puzzle = module.parse({ ...(record.publicData as object), ...(record.secretData as object) });
  if (!puzzle.ok) throw new Error(`${slug} ${date}: ${puzzle.error}`);
  const moves = plays.win(puzzle.value).map((move, index) => ({ move, at: index + 1 }));
  const replay = replayMoves(module, puzzle.value, moves);
  if (!replay.ok) throw new Error(`${slug} ${date}: ${replay.error}`);
  // Over every check a human time passes: the timer of the last move, and the moves' floors plus penalties.
  return { moves, score: Math.max(replay.lastAt, replay.penalties + Math.ceil(replay.floorSeconds)) + 5 };
}
