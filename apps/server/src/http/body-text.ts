import type { Context } from 'hono';

/**
 * The body text a request's reader took from the socket (request-body.ts), kept for the JSON parser
 * (errors.ts): a module of its own so that neither of them imports the other.
 */
const bodies = new WeakMap<Context, string>();

export const keepBodyText = (c: Context, text: string): void => {
  bodies.set(c, text);
};

/** The text the reader took, if it did (the parser then reads nothing more). */
export const bodyTextOf = (c: Context): string | undefined => bodies.get(c);
