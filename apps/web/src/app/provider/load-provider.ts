import { apiGet } from '../api-client.ts';
import type { ProviderDto } from '../api-types.ts';
import { parseProvider } from './provider-validation.ts';
import { providerApiPath } from './provider-slug.ts';

/** Fetches the provider of a slug (null: the default one) and checks its shape. */
export async function loadProvider(slug: string | null, signal?: AbortSignal): Promise<ProviderDto> {
  const data = await apiGet<unknown>(providerApiPath(slug), signal ? { signal } : {});
  const provider = parseProvider(data);
  if (provider === null) throw new Error('The API answered with an invalid provider');
  return provider;
}
