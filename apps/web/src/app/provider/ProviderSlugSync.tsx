import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { providerSlugFromSearch } from '../../shared/provider/provider-slug.ts';

/**
 * Inside the router: a link of the app that carries another `provider=` replaces the provider of the
 * visit. URLs without the parameter keep the current one.
 */
export function ProviderSlugSync() {
  const { search } = useLocation();
  const { requestedSlug, switchProvider } = useProvider();
  const urlSlug = providerSlugFromSearch(search);

  useEffect(() => {
    if (urlSlug !== null && urlSlug !== requestedSlug) switchProvider(urlSlug);
  }, [urlSlug, requestedSlug, switchProvider]);

  return null;
}
