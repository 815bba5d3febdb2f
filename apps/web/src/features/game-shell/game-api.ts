import { fail, ok, type Result } from '@jdj/puzzles';
import { ApiRequestError, apiGet, apiPost, DEFAULT_API_ERROR_MESSAGE } from '../../shared/api/api-client.ts';
import { answers } from '../../shared/api/answers.ts';
import type { DailyPuzzleDto, LastPlayableDateDto, ScoreDto } from '../../shared/api/api-types.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { getLocalUserId } from '../../shared/player/player-id.ts';
import { scoresPath } from '../../shared/scores/player-scores.ts';

const providerQuery = (provider: string) => `provider=${encodeURIComponent(provider)}`;

/** The day's puzzle, or null when the day has none (or is in the future for the provider). */
export async function fetchDailyPuzzle(slug: string, date: string, provider: string, signal?: AbortSignal): Promise<DailyPuzzleDto | null> {
  try {
    return await apiGet(`/api/games/${slug}/puzzles/${date}?${providerQuery(provider)}`, answers.dailyPuzzle, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function fetchLastPlayableDate(slug: string, provider: string, signal?: AbortSignal): Promise<LastPlayableDateDto> {
  return apiGet(`/api/games/${slug}/last-playable-date?${providerQuery(provider)}`, answers.lastPlayableDate, signal ? { signal } : {});
}

/**
 * The player's score of a day, or null when the day is unplayed. Read from the player's scores of the game
 * (always a 200): a day not played yet is not an error, and must not show as one in the console.
 */
export async function fetchDayScore(slug: string, date: string, provider: string, signal?: AbortSignal): Promise<ScoreDto | null> {
  const { scores } = await apiGet(scoresPath(getLocalUserId(), provider, slug), answers.playerScores, signal ? { signal } : {});
  return scores.find((score) => score.date === date) ?? null;
}

const availability = new Map<string, Promise<boolean>>();

/** Whether a day has a puzzle (asked once per visit; a failure is asked again next time). */
export function hasPuzzle(slug: string, date: string, provider: string): Promise<boolean> {
  const key = `${provider}/${slug}/${date}`;
  let known = availability.get(key);
  if (!known) {
    known = fetchDailyPuzzle(slug, date, provider).then((dto) => dto !== null);
    known.catch(() => availability.delete(key));
    availability.set(key, known);
  }
  return known;
}

/**
 * A play started on the server for this player (the account, or this browser's id and key): its token goes
 * with every question and with the score, so the server vouches for the time and counts the jokers. Null
 * when it cannot be had (offline): the game is still played, its score is then kept but not verified.
 */
export async function requestPlayStart(slug: string, date: string, provider: string, signal?: AbortSignal): Promise<string | null> {
  try {
    return (await apiPost('/api/plays', { game: slug, date, provider, local_user_id: getLocalUserId() }, answers.playStart, signal ? { signal } : {}))
      .start_token;
  } catch (error) {
    if (!signal?.aborted) console.warn('No signed start for this play', error);
    return null;
  }
}

/**
 * The answered form of a question move (a guess) about a day's puzzle, from the server: asked within the
 * play `startToken` names (the server counts it there), or outside any play (an end screen's question).
 */
export async function postAnswer(slug: string, date: string, provider: string, move: unknown, startToken?: string): Promise<unknown> {
  const answer = await apiPost(
    `/api/games/${slug}/puzzles/${date}/answers`,
    { move, local_user_id: getLocalUserId(), provider, ...(startToken ? { start_token: startToken } : {}) },
    answers.questionAnswer,
  );
  return answer.move;
}

/**
 * A question of an end screen exploring further: the answered move, or a French refusal. Outside any play
 * once the day's win is stored; within the finished play `startToken` names when the server refused its score.
 */
export async function askQuestion(slug: string, date: string, provider: string, move: unknown, startToken?: string): Promise<Result<unknown>> {
  try {
    return ok(await postAnswer(slug, date, provider, move, startToken));
  } catch (error) {
    return fail(answerFailureMessage(error));
  }
}

/** What to tell a player whose question got no answer. */
export function answerFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0) return t('game.answer.offline');
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.message !== DEFAULT_API_ERROR_MESSAGE) {
    return error.message;
  }
  return t('game.answer.failed');
}
