import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/api-client.ts';
import { answers } from '../../shared/api/answers.ts';
import type { PrivacyFactsDto } from '../../shared/api/api-types.ts';

export type FactsState = { status: 'loading' } | { status: 'ready'; facts: PrivacyFactsDto } | { status: 'failed' };

/** The server's retention times (GET /api/privacy), read from the constants it applies. */
export function usePrivacyFacts(): FactsState {
  const [state, setState] = useState<FactsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiGet('/api/privacy', answers.privacyFacts, { signal: controller.signal }).then(
      (facts) => setState({ status: 'ready', facts }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Retention times could not be loaded', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
