import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/api-client.ts';
import type { DashboardDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import type { Loaded } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';

/** While the server builds the figures, the screen reads them again this often… */
export const DASHBOARD_POLL_MS = 5_000;
/** …or after a second while the build's size is unknown: most often a visit's short update, done by then. */
export const DASHBOARD_SOON_MS = 1_000;

/** What the dashboard says of its figures: how far their build has got, or when they were last complete. */
export function freshnessText(dashboard: Pick<DashboardDto, 'building' | 'progress' | 'refreshed_at'>): string {
  if (dashboard.building) {
    const { progress } = dashboard;
    if (!progress || progress.total === 0) return tc('dashboard.building-start');
    // Rounded down: « 100 % » only once every day is done.
    return tc('dashboard.building', { percent: Math.floor((progress.done * 100) / progress.total) });
  }
  if (!dashboard.refreshed_at) return tc('dashboard.never');
  const at = new Date(dashboard.refreshed_at);
  return tc('dashboard.refreshed', {
    date: at.toLocaleDateString('fr-FR'),
    // « 15 h 38 », as French prose writes a time (not « 15:38 »).
    time: at.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' }).replace(':', ' h '),
  });
}

/**
 * While the answer says the figures are building, asks for it again (DASHBOARD_SOON_MS, or DASHBOARD_POLL_MS
 * once the build says how many days it has) and puts the new answer in place, without a loading state in
 * between; stops once they are built, or when the screen or its filters change. A failed read is tried again
 * at the next turn.
 */
export function useDashboardPolling(path: string, data: Loaded<DashboardDto>, replace: (data: DashboardDto) => void): void {
  const [missed, setMissed] = useState(0);
  const building = data.status === 'ready' && data.data.building;
  const delay = data.status === 'ready' && data.data.progress ? DASHBOARD_POLL_MS : DASHBOARD_SOON_MS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer (or a missed read) starts the next turn.
  useEffect(() => {
    if (!building) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiGet(path, consoleAnswers.dashboard, { signal: controller.signal }).then(replace, () => {
        if (!controller.signal.aborted) setMissed((n) => n + 1);
      });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [building, delay, path, replace, data, missed]);
}
