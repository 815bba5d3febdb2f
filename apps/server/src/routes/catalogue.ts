import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { parseQuery } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { type CatalogueCache, resolveProvider, snapshotJson } from '../services/catalogue.ts';

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

/** Answers { code: 200, data } whose JSON text was prepared with snapshotJson. */
function jsonText(c: Context, json: string): Response {
  return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' });
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
      return jsonText(c, snapshotJson(provider));
    })
    .get('/games', async (c) => {
      const snapshot = await catalogue.get();
      return jsonText(c, snapshotJson(snapshot.games));
    });
}
