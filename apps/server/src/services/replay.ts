import { type AnyGameModule, isInvalid, type PlacementFacts, type PlayCounters, placementFactsOf } from '@jdj/puzzles';
import type { LoggedMove } from '@jdj/api';

export type ReplayOutcome =
  | {
      ok: true;
      penalties: number;
      lastAt: number;
      floorSeconds: number;
      counters: PlayCounters;
      scoreData: Record<string, unknown>;
      status: 'won' | 'lost';
      /** Hints the log shows (QuestionRules.hintOf), one bit each: a play's score pays those it lacks. */
      hintBits: number;
      /** Moves carrying a server's answer (QuestionRules.isAnswer). */
      answers: number;
      /** What the placement rule reads of the final state (core/placement.ts). */
      placement: Pick<PlacementFacts, 'revealedShare' | 'rankedFloorSeconds'>;
    }
  | { ok: false; error: string };

/**
 * Replays a submitted move log through the same rules the browser used. The browser's claims
 * (win, mistakes, jokers, penalties) are never trusted: they are recomputed here. A log longer than its
 * game allows is refused before any move is replayed.
 */
export function replayMoves(module: AnyGameModule, puzzle: unknown, log: readonly LoggedMove[]): ReplayOutcome {
  if (log.length > module.maxMoves) return { ok: false, error: `Une partie de ce jeu compte au plus ${module.maxMoves} coups` };
  let state: unknown = module.init(puzzle);
  // The move was just parsed: the rules need not check its shape again.
  const apply = module.applyParsed ?? module.apply;
  let penalties = 0;
  let lastAt = 0;
  let floorSeconds = 0;
  let hintBits = 0;
  let answers = 0;
  for (let index = 0; index < log.length; index++) {
    const entry = log[index] as LoggedMove;
    const n = index + 1;
    if (entry.at < lastAt) return { ok: false, error: `Coup n°${n} : le chronomètre ne peut pas reculer` };
    lastAt = entry.at;
    const parsed = module.parseMove(entry.move);
    if (!parsed.ok) return { ok: false, error: `Coup n°${n} invalide : ${parsed.error}` };
    penalties += module.penalty(parsed.value, state);
    const next: unknown = apply(state, parsed.value);
    if (isInvalid(next)) return { ok: false, error: `Coup n°${n} refusé : ${next.reason}` };
    floorSeconds += module.moveFloorSeconds(parsed.value, state, next);
    const hint = module.questions?.hintOf?.(parsed.value);
    if (hint !== undefined) hintBits |= 1 << hint;
    if (module.questions?.isAnswer(parsed.value)) answers += 1;
    state = next;
  }
  const status = module.status(state);
  if (status === 'playing') return { ok: false, error: 'Les coups envoyés ne terminent pas la partie' };
  return {
    ok: true,
    penalties,
    lastAt,
    floorSeconds,
    counters: module.counters(state),
    scoreData: module.scoreData?.(state) ?? {},
    status,
    hintBits,
    answers,
    placement: placementFactsOf(module, state),
  };
}
