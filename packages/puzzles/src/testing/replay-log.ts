import { type GameModule, isInvalid } from '../core/game-module.ts';

export type LogReplay<State> = { ok: true; state: State; penalties: number } | { ok: false; move: number; reason: string };

/**
 * A log replayed as the server replays a score (apps/server/src/services/replay.ts): each move read back
 * from JSON, its penalty counted, then the rules; the first refused move (1-based) ends it.
 */
export function replayLog<State, Move>(
  module: Pick<GameModule<unknown, unknown, State, Move>, 'parseMove' | 'penalty' | 'apply'>,
  start: State,
  log: readonly Move[],
): LogReplay<State> {
  let state = start;
  let penalties = 0;
  for (const [index, raw] of (JSON.parse(JSON.stringify(log)) as unknown[]).entries()) {
    const parsed = module.parseMove(raw);
    if (!parsed.ok) return { ok: false, move: index + 1, reason: parsed.error };
    penalties += module.penalty(parsed.value, state);
    const next = module.apply(state, parsed.value);
    if (isInvalid(next)) return { ok: false, move: index + 1, reason: next.reason };
    state = next;
  }
  return { ok: true, state, penalties };
}
