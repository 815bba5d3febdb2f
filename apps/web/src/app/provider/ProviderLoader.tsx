import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../i18n/index.ts';
import type { ProviderDto, ProviderFeature } from '../../shared/api/api-types.ts';
import { cacheProvider, readCachedProvider } from '../../shared/provider/provider-cache.ts';
import { ProviderContext, providerHasFeature, type ProviderContextValue } from '../../shared/provider/provider-context.ts';
import { rememberProviderSlug, PROVIDER_SLUG_STORAGE_KEY } from '../../shared/provider/provider-slug.ts';
import { loadProvider } from '../../shared/provider/load-provider.ts';
import { writeStorage } from '../../shared/storage/safe-storage.ts';
import './provider-loader.css';

type LoadState = { status: 'loading' } | { status: 'ready'; provider: ProviderDto } | { status: 'error' };

interface ProviderLoaderProps {
  children: ReactNode;
  /** Query string of the first URL of the visit (defaults to the page's). */
  initialSearch?: string;
  /**
   * The provider the server rendered the first screen with: shown at once (the first render must match
   * the server's), then confirmed by the API like any start.
   */
  initialProvider?: ProviderDto | undefined;
}

/**
 * Loads the provider once at start, then renders its children with the provider in context.
 * API down: the last provider cached on this device; nothing cached: an error with a retry button.
 */
export function ProviderLoader({ children, initialSearch, initialProvider }: ProviderLoaderProps) {
  const [requestedSlug, setRequestedSlug] = useState(() => rememberProviderSlug(initialSearch ?? globalThis.location?.search ?? ''));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() =>
    initialProvider && (requestedSlug === null || requestedSlug === initialProvider.slug)
      ? { status: 'ready', provider: initialProvider }
      : { status: 'loading' },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger: « Réessayer » loads the provider again.
  useEffect(() => {
    const controller = new AbortController();
    loadProvider(requestedSlug, controller.signal).then(
      (provider) => {
        if (controller.signal.aborted) return;
        cacheProvider(provider);
        // The same provider as the one shown (the server's first paint): nothing to render again.
        setState((previous) =>
          previous.status === 'ready' && JSON.stringify(previous.provider) === JSON.stringify(provider) ? previous : { status: 'ready', provider },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Provider could not be loaded', error);
        setState((previous) => {
          // Switching provider failed: keep the one already shown.
          if (previous.status === 'ready') return previous;
          const cached = readCachedProvider();
          return cached ? { status: 'ready', provider: cached } : { status: 'error' };
        });
      },
    );
    return () => controller.abort();
  }, [requestedSlug, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const switchProvider = useCallback((slug: string) => {
    writeStorage('session', PROVIDER_SLUG_STORAGE_KEY, slug);
    setRequestedSlug(slug);
  }, []);

  const provider = state.status === 'ready' ? state.provider : null;
  const value = useMemo<ProviderContextValue | null>(
    () =>
      provider && {
        provider,
        hasFeature: (feature: ProviderFeature) => providerHasFeature(provider, feature),
        requestedSlug,
        switchProvider,
      },
    [provider, requestedSlug, switchProvider],
  );

  if (value === null) {
    return state.status === 'error' ? <ProviderError onRetry={retry} /> : <ProviderLoading />;
  }
  return <ProviderContext.Provider value={value}>{children}</ProviderContext.Provider>;
}

function ProviderLoading() {
  return (
    <div className="provider-gate">
      <div className="provider-gate__bar" aria-hidden="true" />
      <p className="provider-gate__message" role="status">
        <span className="provider-gate__spinner" aria-hidden="true" />
        {t('app.loading')}
      </p>
    </div>
  );
}

function ProviderError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="provider-gate">
      <div className="provider-gate__bar" aria-hidden="true" />
      <div className="provider-gate__message" role="alert">
        <p>{t('app.provider.error')}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    </div>
  );
}
