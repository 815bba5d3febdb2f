import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/api-client.ts';
import { answers } from '../../shared/api/answers.ts';

/** 'loading', then the API's version from the health check, or 'unavailable' when the call fails. */
export type ApiVersionState = { status: 'loading' } | { status: 'ready'; version: string } | { status: 'unavailable' };

export function useApiVersion(): ApiVersionState {
  const [state, setState] = useState<ApiVersionState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiGet('/api/health', answers.health, { signal: controller.signal }).then(
      (health) => {
        const version = typeof health?.version === 'string' && health.version !== '' ? health.version : null;
        setState(version === null ? { status: 'unavailable' } : { status: 'ready', version });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
