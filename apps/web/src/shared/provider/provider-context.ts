import { createContext, useContext } from 'react';
import type { ProviderDto, ProviderFeature } from '../api/api-types.ts';

export interface ProviderContextValue {
  provider: ProviderDto;
  hasFeature(feature: ProviderFeature): boolean;
  /** The slug asked for in this visit (null: the server's default provider). */
  requestedSlug: string | null;
  /** Loads another provider, e.g. when a link inside the app carries another `provider=`. */
  switchProvider(slug: string): void;
}

export const ProviderContext = createContext<ProviderContextValue | null>(null);

export function providerHasFeature(provider: ProviderDto, feature: ProviderFeature): boolean {
  return provider.features.includes(feature);
}

/** The provider of this visit; only usable below <ProviderLoader>, which renders nothing else until loaded. */
export function useProvider(): ProviderContextValue {
  const value = useContext(ProviderContext);
  if (value === null) throw new Error('useProvider() must be used inside <ProviderLoader>');
  return value;
}

export function useHasFeature(feature: ProviderFeature): boolean {
  return useProvider().hasFeature(feature);
}
