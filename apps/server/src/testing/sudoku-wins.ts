import { randomUUID } from 'node:crypto';
import { addDays, getGameModule, MAIN_STREAM } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { startedPlay, testPlayer } from './plays.ts';
import type { TestServer } from './test-server.ts';

/** A won Sudoku's moves with the timer of each, as the browser logs them. */
export interface WinLog {
  moves: { move: unknown; at: number }[];
  lastAt: number;
}

/** The winning logs of the stored Sudokus of `today` and the day before, for the day-stats tests. */
export async function sudokuWinLogs(server: TestServer, today: string): Promise<{ today: WinLog; yesterday: WinLog }> {
  const logOf = async (date: string) => {
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, 'sudoku', date);
    const parsed = getGameModule('sudoku')!.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    if (!parsed.ok) throw new Error(parsed.error);
    return timedWin('sudoku', parsed.value);
  };
  return { today: await logOf(today), yesterday: await logOf(addDays(today, -1)) };
}

export interface SudokuWin {
  log: WinLog;
  date: string;
  /** The time claimed, in seconds. */
  score: number;
  /** The player's network (`x-forwarded-for`): the day's figures weigh a crowded network less. */
  address: string;
  provider?: string;
  /** Posted without a start: kept, not verified. */
  unverified?: boolean;
}

/**
 * A day won by a new anonymous player, started on the server an hour ago (so verified) unless
 * `unverified`; returns the play's client_play_id and the status the server answered.
 */
export async function postSudokuWin(server: TestServer, win: SudokuWin): Promise<{ play: string; status: number }> {
  const player = testPlayer();
  const headers = { 'x-forwarded-for': win.address };
  const provider = win.provider ?? 'default';
  const start = win.unverified ? undefined : await startedPlay(server, 'sudoku', win.date, player, { provider, startedSecondsAgo: 3600, headers });
  const play = randomUUID();
  const res = await fetch(`${server.url}/api/scores`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...player.headers, ...headers },
    body: JSON.stringify({
      ...(start ? { start_token: start } : {}),
      game: 'sudoku',
      date: win.date,
      local_user_id: player.id,
      provider,
      score: win.score,
      played_at: new Date().toISOString(),
      data: {},
      moves: win.log.moves,
      client_play_id: play,
    }),
  });
  return { play, status: res.status };
}
