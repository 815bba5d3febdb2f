import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiSuccess, GameDto, ProviderDto } from '../api/types.ts';
import { parseQuery } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { type CatalogueCache, resolveProvider } from '../services/catalogue.ts';

const providerQuery = z.object({
  provider: z
    .string()
    .trim()
    .max(64, 'au plus 64 caractères')
    .regex(/^[a-z0-9-]*$/i, 'lettres, chiffres et tirets uniquement')
    .transform((s) => s.toLowerCase())
    .optional(),
});

/** Hostname of the request without its port; "[::1]:3000" keeps its brackets off. */
function requestHostname(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.split(':')[0] || undefined;
}

export function catalogueRoutes(catalogue: CatalogueCache, defaultProviderSlug: string, logger: Logger): Hono {
  return new Hono()
    .get('/providers/current', async (c) => {
      const query = parseQuery(c, providerQuery);
      const snapshot = await catalogue.get();
      const provider = resolveProvider(
        snapshot,
        { slug: query.provider || undefined, hostname: requestHostname(c.req.header('host')) },
        defaultProviderSlug,
        logger,
      );
      const body: ApiSuccess<ProviderDto> = { code: 200, data: provider };
      return c.json(body);
    })
    .get('/games', async (c) => {
      const snapshot = await catalogue.get();
      const body: ApiSuccess<GameDto[]> = { code: 200, data: snapshot.games };
      return c.json(body);
    });
}
