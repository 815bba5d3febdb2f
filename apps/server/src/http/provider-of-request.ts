import type { Context } from 'hono';
import type { ProviderDto } from '@jdj/api';
import type { Logger } from '../logger.ts';
import { type CatalogueCache, resolveProvider } from '../services/catalogue.ts';

/** Hostname of the request without its port; "[::1]:3000" keeps its brackets off. */
export function requestHostname(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.split(':')[0] || undefined;
}

export interface ProviderResolver {
  catalogue: CatalogueCache;
  defaultProviderSlug: string;
  logger: Logger;
}

/** The provider of a request: named slug, else the Host mapping, else the default. */
export async function providerOfRequest(c: Context, resolver: ProviderResolver, slug: string | undefined): Promise<ProviderDto> {
  const snapshot = await resolver.catalogue.get();
  return resolveProvider(snapshot, { slug: slug || undefined, hostname: requestHostname(c.req.header('host')) }, resolver.defaultProviderSlug, resolver.logger);
}
