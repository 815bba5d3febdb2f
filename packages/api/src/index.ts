/**
 * `@jdj/api`: the API's contract, one home for both sides. Each domain module holds the schemas of its
 * routes' parameters, queries, bodies and answers (zod/mini: small enough for the browser) and the types
 * inferred from them; routes.ts lists every route.
 */
export * from './account.ts';
export * from './brand.ts';
export * from './catalogue.ts';
export * from './console.ts';
export * from './console-fields.ts';
export * from './envelope.ts';
export * from './leagues.ts';
export * from './players.ts';
export * from './plays.ts';
export * from './primitives.ts';
export * from './reminders.ts';
export * from './route.ts';
export * from './routes.ts';
export * from './scores.ts';
export * from './shown-name.ts';
export * from './shown-name-schema.ts';
export * from './site.ts';
export * from './tracking.ts';
