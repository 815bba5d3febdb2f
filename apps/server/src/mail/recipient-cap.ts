import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRequest, type RateRule } from '../services/rate-limit.ts';

/**
 * Mails one address may receive per hour, of all kinds together (issue 34: one requester could make the
 * portal send a victim about 90 an hour). A person needs two or three: a link, a second one, a notice.
 */
export const RECIPIENT_CAP: RateRule = { limit: 5, windowSeconds: 3600 };

/**
 * Notices of something done on the account (its owner's action, or someone in it): always sent, so
 * flooding the address with reset requests cannot hide them; they still count. The other kinds (links that
 * anyone who types an address can ask for) are held past the cap.
 */
const ALWAYS_SENT = new Set(['email-changed', 'password-changed', 'account-deleted']);

/** The counter's key: a hash of the address, so the table never holds it in clear. */
export const recipientKey = (address: string): string => `mail:r:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;

/** Counts a mail to `to` and says whether it may leave. */
export async function withinRecipientCap(db: Kysely<Database>, kind: string, to: string, now?: number): Promise<boolean> {
  const count = await countRequest(db, recipientKey(to), RECIPIENT_CAP, now);
  return count <= RECIPIENT_CAP.limit || ALWAYS_SENT.has(kind);
}
