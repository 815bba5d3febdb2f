import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { allRoutes } from './routes.ts';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as z.core.$ZodType)._zod.def as unknown as Def;

/** Every schema nested in `schema` (object fields, array items, union options, optional and nullable inner types). */
function* walk(schema: unknown): Generator<Def> {
  const def = defOf(schema);
  yield def;
  if (def.type === 'object') for (const field of Object.values(def.shape as Record<string, unknown>)) yield* walk(field);
  if (def.type === 'array') yield* walk(def.element);
  if (def.type === 'union') for (const option of def.options as unknown[]) yield* walk(option);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') yield* walk(def.innerType);
  if (def.type === 'record') yield* walk(def.valueType);
  if (def.type === 'pipe') {
    yield* walk(def.in);
    yield* walk(def.out);
  }
}

const label = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the API contract', () => {
  it('names each route once, under /api', () => {
    const names = allRoutes().map(label);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => !/^(GET|POST|PATCH|DELETE) \/api\//.test(name))).toEqual([]);
  });

  it('refuses unknown fields in every request body (strict objects all the way down)', () => {
    const loose = allRoutes().flatMap((route) =>
      route.body
        ? [...walk(route.body)]
            .filter((def) => def.type === 'object' && defOf(def.catchall ?? { _zod: { def: { type: 'none' } } }).type !== 'never')
            .map(() => label(route))
        : [],
    );
    expect(loose).toEqual([]);
  });

  it('describes answers as they are sent: no transform, no default (what the browser parses is what came)', () => {
    const rewriting = allRoutes().flatMap((route) =>
      route.answer
        ? [...walk(route.answer)].filter((def) => def.type === 'transform' || def.type === 'pipe' || def.type === 'default').map(() => label(route))
        : [],
    );
    expect(rewriting).toEqual([]);
  });

  it('takes path parameters exactly where the path names them', () => {
    const mismatched = allRoutes().filter((route) => {
      const named = (route.path.match(/:[a-z_]+/gi) ?? []).map((p) => p.slice(1)).sort();
      const parsed = route.params ? Object.keys(defOf(route.params).shape as Record<string, unknown>).sort() : [];
      return named.length > 0 && JSON.stringify(named) !== JSON.stringify(parsed);
    });
    expect(mismatched.map(label)).toEqual([]);
  });
});
