import { waitInWords } from '@jdj/puzzles';
import { APIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRequest, type RateRule, secondsLeftInWindow, uncountRequest } from '../services/rate-limit.ts';

/**
 * Wrong passwords counted per account, whatever the address they come from and whichever way the
 * account is named (email or username): 300 tries from 30 addresses meet the same limit as 300 from
 * one. Unknown identifiers are counted too, so the limit says nothing about whether an account exists.
 * Twice the per-address limit (10 a minute): one noisy address is stopped by its own limit before it
 * can lock the owner out.
 */
export const ACCOUNT_SIGN_IN_RULE: RateRule = { limit: 20, windowSeconds: 15 * 60 };

export const PASSWORD_SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);

/** The key an attempt counts under: the account's id when the email or username names one. */
export async function signInKey(db: Kysely<Database>, path: string, body: unknown): Promise<string | undefined> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const column = path === '/sign-in/email' ? 'email' : 'username';
  const raw = fields[column];
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 254) return undefined;
  const identifier = raw.trim().toLowerCase();
  // better-auth's table; its columns are the same on both databases.
  const row = await (db as unknown as Kysely<{ user: { id: string; email: string; username: string | null } }>)
    .selectFrom('user')
    .select('id')
    .where(column, '=', identifier)
    .executeTakeFirst();
  return row ? `signin:u:${row.id}` : `signin:i:${identifier}`;
}

/** The account id a key stands for (undefined for an identifier that names no account). */
export const accountOfKey = (key: string): string | undefined => (key.startsWith('signin:u:') ? key.slice('signin:u:'.length) : undefined);

/**
 * Counts a sign-in attempt before its password is checked, in one statement shared by every process, and
 * refuses it past the limit: 80 attempts sent at once are counted one by one, so only the first 20 reach
 * the password check (issue 22: a read then a count let all 80 through, the right one among them).
 */
export async function countSignInAttempt(db: Kysely<Database>, key: string): Promise<void> {
  if ((await countRequest(db, key, ACCOUNT_SIGN_IN_RULE)) <= ACCOUNT_SIGN_IN_RULE.limit) return;
  const seconds = secondsLeftInWindow(ACCOUNT_SIGN_IN_RULE);
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_ATTEMPTS', message: `Trop de tentatives sur ce compte : réessayez dans ${waitInWords(seconds)}` },
    { 'x-retry-after': String(seconds) },
  );
}

/** A right password takes its attempt back: the limit counts wrong passwords. */
export async function forgiveSignInAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await uncountRequest(db, key, ACCOUNT_SIGN_IN_RULE);
}

/** A wrong password from the owner's known device, which was not counted beforehand, counts afterwards. */
export async function countFailedSignIn(db: Kysely<Database>, key: string): Promise<void> {
  await countRequest(db, key, ACCOUNT_SIGN_IN_RULE);
}
