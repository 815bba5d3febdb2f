import { isDatabaseUnavailable } from '../db/availability.ts';
import { HttpError } from './errors.ts';

/**
 * What became of a score sent to POST /api/scores, as an operator counts it: a small fixed set, so a
 * client cannot make up series. `refused_*` never stored it; `refused_unavailable` and `refused_error` are
 * the server's fault (the app keeps the score and sends it again), the others the submission's.
 */
export const SCORE_RESULTS = [
  'stored',
  'unverified',
  'resent',
  'refused_invalid',
  'refused_implausible',
  'refused_duplicate',
  'refused_rate_limited',
  'refused_unavailable',
  'refused_error',
] as const;
export type ScoreResult = (typeof SCORE_RESULTS)[number];

/** A score accepted: new and verified, new but not verified, or the same play sent again. */
export function scoreAccepted(created: boolean, verified: boolean): ScoreResult {
  if (!created) return 'resent';
  return verified ? 'stored' : 'unverified';
}

/** The class of a refusal, from the error the route threw. */
export function scoreRefusal(error: unknown): ScoreResult {
  if (isDatabaseUnavailable(error)) return 'refused_unavailable';
  const status = error instanceof HttpError ? error.status : (error as { status?: unknown })?.status;
  switch (status) {
    case 400:
    case 404:
    case 413:
      return 'refused_invalid';
    case 409:
      return 'refused_duplicate';
    case 422:
      return 'refused_implausible';
    case 429:
      return 'refused_rate_limited';
    case 503:
      return 'refused_unavailable';
    default:
      return 'refused_error';
  }
}
