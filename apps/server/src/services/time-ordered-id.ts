import { randomBytes } from 'node:crypto';

/**
 * A UUID of version 7 (RFC 9562): the creation time in milliseconds first, then 74 random bits. Ids of
 * rows written on the score path (scores, new anonymous players) are made this way (issue 36): each new
 * key lands at the end of its primary key's index, where a random UUID dirtied a page anywhere in it, and
 * every dirtied page is written to the WAL again at the next commit. Still unguessable (2^74 per
 * millisecond); tokens that grant something (a play's start token) stay fully random.
 */
export function timeOrderedId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
