import { API_ROUTES } from '@jdj/api';
import { type Context, Hono } from 'hono';
import { parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { snapshotJson } from '../services/catalogue.ts';

/** Answers { code: 200, data } whose JSON text was prepared with snapshotJson. */
function jsonText(c: Context, json: string): Response {
  return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' });
}

export function catalogueRoutes(resolver: ProviderResolver): Hono {
  return new Hono()
    .get('/providers/current', async (c) => {
      const query = parseQuery(c, API_ROUTES.catalogue.currentProvider.query);
      return jsonText(c, snapshotJson(await providerOfRequest(c, resolver, query.provider)));
    })
    .get('/games', async (c) => {
      const snapshot = await resolver.catalogue.get();
      return jsonText(c, snapshotJson(snapshot.games));
    });
}
