import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiGet } from '../api/api-client.ts';
import { answers } from '../api/answers.ts';
import { useHydrated } from '../first-paint/hydration.tsx';
import type { ScoreDto } from '../api/api-types.ts';
import { useSessionUser } from '../account/session-store.ts';
import { getLocalUserId } from '../player/player-id.ts';
import { LOCAL_SCORES_KEY, readLocalScores, SCORES_CHANGED_EVENT, type PlayedScore } from './local-scores.ts';

/** The server's scores and this device's, one per game and day; the server's wins when both exist. */
export function mergeScores(server: readonly ScoreDto[], local: readonly PlayedScore[], game?: string): PlayedScore[] {
  const byDay = new Map<string, PlayedScore>();
  for (const s of local) if (game === undefined || s.game === game) byDay.set(`${s.game}/${s.date}`, s);
  for (const s of server) {
    if (game !== undefined && s.game !== game) continue;
    byDay.set(`${s.game}/${s.date}`, {
      game: s.game,
      date: s.date,
      score: s.score,
      played_at: s.played_at,
      client_play_id: s.client_play_id,
      data: s.data,
      streak_day: s.streak_day,
      pending: false,
    });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export function scoresPath(localUserId: string, provider: string, game?: string): string {
  const query = new URLSearchParams({ local_user_id: localUserId, provider });
  if (game !== undefined) query.set('game', game);
  return `/api/scores?${query}`;
}

export interface PlayerScores {
  /** Sorted by date. Local ones at once, the server's merged in when they arrive. */
  scores: PlayedScore[];
  /** The server's answer is still awaited. */
  loading: boolean;
}

/**
 * The player's scores (of one game, or all games): this device's immediately, then the server's. Offline,
 * the local ones stay (a play waiting in the outbox still shows as played).
 */
export function usePlayerScores(provider: string, game?: string): PlayerScores {
  const [local, setLocal] = useState(readLocalScores);
  const [server, setServer] = useState<ScoreDto[]>([]);
  const [loading, setLoading] = useState(true);

  const refreshLocal = useCallback(() => setLocal(readLocalScores()), []);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_SCORES_KEY) refreshLocal();
    };
    window.addEventListener(SCORES_CHANGED_EVENT, refreshLocal);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SCORES_CHANGED_EVENT, refreshLocal);
      window.removeEventListener('storage', onStorage);
    };
  }, [refreshLocal]);

  // Signing in or out changes whose scores the server answers with (the account's, merged at sign-in).
  const accountId = useSessionUser()?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `accountId` is the trigger: signing in or out reads the scores again.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    apiGet(scoresPath(getLocalUserId(), provider, game), answers.playerScores, { signal: controller.signal }).then(
      (data) => {
        // As a transition: the page that shows them (a calendar, eleven cards) renders again in slices of a
        // few milliseconds, not in one task of the page's start (issue 36).
        startTransition(() => {
          setServer(Array.isArray(data?.scores) ? data.scores : []);
          setLoading(false);
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Scores could not be loaded; showing the ones of this device', error);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [provider, game, accountId]);

  // This device's scores wait for hydration: a server-rendered first screen shows none (issue 24).
  const hydrated = useHydrated();
  return { scores: mergeScores(server, hydrated ? local : [], game), loading };
}
