import type { ReactNode } from 'react';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, type Loaded } from './console-api.ts';

/** What a console screen shows while its data loads or when it failed (with « Réessayer »). */
export function LoadState<T>({ state, retry, children }: { state: Loaded<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') {
    return (
      <p className="console__status" role="status">
        {tc('console.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="console__error" role="alert">
        <p>{errorMessage(state.error, tc('console.error'))}</p>
        <button type="button" className="button button--ghost" onClick={retry}>
          {tc('console.retry')}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
