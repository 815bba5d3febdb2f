import { apiGet } from '../api/api-client.ts';
import { answers } from '../api/answers.ts';
import type { ProviderDto } from '../api/api-types.ts';
import { parseProvider } from './provider-validation.ts';
import { providerApiPath } from './provider-slug.ts';

/**
 * Fetches the provider of a slug (null: the default one): its shape is the contract's, then it is cleaned
 * like a stored one (only web addresses become links).
 */
export async function loadProvider(slug: string | null, signal?: AbortSignal): Promise<ProviderDto> {
  const data = await apiGet(providerApiPath(slug), answers.provider, signal ? { signal } : {});
  const provider = parseProvider(data);
  if (provider === null) throw new Error('The API answered with an invalid provider');
  return provider;
}
