import { contentKeyOf, dailyBuilder } from '@jdj/content';
import { addDays, getGameModule, implementedGameSlugs, type IsoDate } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import type { LoggedMove } from '@jdj/api';
import type { WholePuzzle } from '../services/puzzle-cache.ts';
import { contentDay } from './content-day.ts';

/** A game's day as the puzzle cache holds it, with the winning test play timed as a person plays (a few seconds a move). */
export interface WinningDay {
  slug: string;
  stored: WholePuzzle;
  log: LoggedMove[];
}

let lastVersion = 0;

/** A game's day built from real content, as the puzzle cache holds it once read (undefined: the game builds none). */
export function storedDay(slug: string, day: IsoDate): WholePuzzle | undefined {
  const record = dailyBuilder(slug)?.build(day, { contentKey: contentKeyOf('a secret of this test only, never deployed') });
  if (!record) return undefined;
  const puzzle = getGameModule(slug)!.parse({ ...(record.publicData as object), ...(record.secretData as object) });
  if (!puzzle.ok) throw new Error(puzzle.error);
  const [publicData, secretData] = [JSON.stringify(record.publicData), JSON.stringify(record.secretData)];
  return { puzzle: puzzle.value, difficulty: null, publicData, secretData, key: `main/${slug}/${day}`, version: ++lastVersion };
}

/** Each game's winning test play on real content (today's while the plans reach it); `dayAfter` shifts the day. */
export function winningDays(dayAfter = 0): WinningDay[] {
  const day = addDays(contentDay(), dayAfter);
  return implementedGameSlugs().flatMap((slug) => {
    const stored = storedDay(slug, day);
    const plays = testPlaysOf(slug);
    if (!stored || !plays) return [];
    let at = 0;
    const log = plays.win(stored.puzzle).map((move, i) => ({ move, at: (at += 1 + ((i * 7) % 5)) }));
    return [{ slug, stored, log }];
  });
}
