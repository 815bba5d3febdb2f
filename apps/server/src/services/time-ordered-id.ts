import { randomUUID } from 'node:crypto';

/**
 * A UUID of version 7 (RFC 9562): the creation time in milliseconds first, then 74 random bits. Ids of
 * rows written on the score path (scores, new anonymous players) are made this way (issue 36): each new
 * key lands at the end of its primary key's index, where a random UUID dirtied a page anywhere in it, and
 * every dirtied page is written to the WAL again at the next commit. Still unguessable (2^74 per
 * millisecond); tokens that grant something (a play's start token) stay fully random.
 */
export function timeOrderedId(now = Date.now()): string {
  // A version 4 UUID's random digits (Node draws them from a pooled buffer: a fresh randomBytes(16) per id
  // cost 2.7 % of the score path's main thread), behind the time and the version digit 7. Its variant
  // bits are already RFC 9562's.
  const random = randomUUID();
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
