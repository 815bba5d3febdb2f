import { ApiRequestError, apiGet } from '../../app/api-client.ts';
import type { DailyPuzzleDto, LastPlayableDateDto, ScoreDto } from '../../app/api-types.ts';
import { getLocalUserId } from '../player/player-id.ts';

const providerQuery = (provider: string) => `provider=${encodeURIComponent(provider)}`;

/** The day's puzzle, or null when the day has none (or is in the future for the provider). */
export async function fetchDailyPuzzle(slug: string, date: string, provider: string, signal?: AbortSignal): Promise<DailyPuzzleDto | null> {
  try {
    return await apiGet<DailyPuzzleDto>(`/api/games/${slug}/puzzles/${date}?${providerQuery(provider)}`, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function fetchLastPlayableDate(slug: string, provider: string, signal?: AbortSignal): Promise<LastPlayableDateDto> {
  return apiGet<LastPlayableDateDto>(`/api/games/${slug}/last-playable-date?${providerQuery(provider)}`, signal ? { signal } : {});
}

/** The player's score of a day, or null when the day is unplayed. */
export async function fetchDayScore(slug: string, date: string, signal?: AbortSignal): Promise<ScoreDto | null> {
  try {
    const query = new URLSearchParams({ local_user_id: getLocalUserId() });
    return await apiGet<ScoreDto>(`/api/scores/${slug}/${date}?${query}`, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
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
