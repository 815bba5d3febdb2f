import { type AnyGameModule, isInvalid, type PlayCounters } from '@jdj/puzzles';
import type { LoggedMove } from '../api/types.ts';

export type ReplayOutcome =
  | {
      ok: true;
      penalties: number;
      lastAt: number;
      floorSeconds: number;
      counters: PlayCounters;
      scoreData: Record<string, unknown>;
      status: 'won' | 'lost';
    }
  | { ok: false; error: string };

/**
 * Replays a submitted move log through the same rules the browser used. The browser's claims
 * (win, mistakes, jokers, penalties) are never trusted: they are recomputed here.
 */
export function replayMoves(module: AnyGameModule, puzzle: unknown, log: readonly LoggedMove[]): ReplayOutcome {
  let state: unknown = module.init(puzzle);
  let penalties = 0;
  let lastAt = 0;
  let floorSeconds = 0;
  for (const [index, entry] of log.entries()) {
    const n = index + 1;
    if (entry.at < lastAt) return { ok: false, error: `Coup n°${n} : le chronomètre ne peut pas reculer` };
    lastAt = entry.at;
    const parsed = module.parseMove(entry.move);
    if (!parsed.ok) return { ok: false, error: `Coup n°${n} invalide : ${parsed.error}` };
    penalties += module.penalty(parsed.value, state);
    floorSeconds += module.moveFloorSeconds(parsed.value);
    const next: unknown = module.apply(state, parsed.value);
    if (isInvalid(next)) return { ok: false, error: `Coup n°${n} refusé : ${next.reason}` };
    state = next;
  }
  const status = module.status(state);
  if (status === 'playing') return { ok: false, error: 'Les coups envoyés ne terminent pas la partie' };
  return { ok: true, penalties, lastAt, floorSeconds, counters: module.counters(state), scoreData: module.scoreData?.(state) ?? {}, status };
}
