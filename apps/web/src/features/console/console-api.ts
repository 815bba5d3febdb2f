import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError, apiGet } from '../../shared/api/api-client.ts';
import type { Answer } from '../../shared/api/answer-schema.ts';

/** The code of a console refusal (`error` of the answer), if any. */
export function refusalCode(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const code = (error.body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : undefined;
}

/** The French message the server gave, or a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500 ? error.message : fallback;
}

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** A GET of the console API, its answer checked against `answer` (console-answers.ts), read again when `path` changes or on `reload()`. */
export function useConsoleData<T>(path: string | null, answer: Answer<T>): [Loaded<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger: reload() asks again.
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiGet(path, answer, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [path, answer, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, reload, replace];
}

/** Seconds as « 2 min 05 s » (a median time). */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

export function formatPercent(share: number | null): string {
  return share === null ? '—' : `${(share * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
}

/** YYYY-MM-DD as « 21/11/2026 ». */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** An instant as « 02/12/2026 à 15 h 38 » (Paris's clock). */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour} h ${parts.minute}`;
}

/** The page's query parameters and a way to set them (react-router's useSearchParams, without its weight on the home bundle). */
export function useQueryParams(): [URLSearchParams, (values: Record<string, string>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  return [params, (values) => navigate(`${location.pathname}?${new URLSearchParams(values).toString()}`)];
}
