import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../shared/api/api-client.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; code: number; message: string };

/** The French text of a failed call: the server's own message, or why there was none. */
export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0) return t('leagues.offline');
  if (error instanceof ApiRequestError && error.status < 500 && error.body && typeof (error.body as { message?: unknown }).message === 'string')
    return error.message;
  return t('leagues.error');
}

/** Loads from the API when `key` changes; `reload` asks again, `set` replaces what an action returned. */
export function useLoad<T>(key: string, fetch: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string; load: Load<T> }>({ key: '', load: { status: 'loading' } });
  const [round, setRound] = useState(0);
  // `fetch` is read when `key` (what it asks for) changes, or on reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetch` is read when `key` (what it asks for) changes, or on reload (`round`).
  useEffect(() => {
    const controller = new AbortController();
    fetch(controller.signal).then(
      (data) => setState({ key, load: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, load: { status: 'failed', code: error instanceof ApiRequestError ? error.status : 0, message: failureText(error) } });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ key, load: { status: 'ready', data } }), [key]);
  return { load: state.key === key ? state.load : ({ status: 'loading' } as Load<T>), reload, set };
}
