import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a score came from, as the day's comparison groups it (issue 34): an IPv4 /24 or an IPv6 /48,
 * the blocks one household, office or rented server holds. Never the address itself: a keyed hash of the
 * block and the puzzle's day, so the column links no two days and names nobody without the server's key.
 */
export type NetworkKey = string;

/** The block an address belongs to (`1.2.3`, `2001:db8:1`), or undefined for something that is no address. */
export function networkBlockOf(address: string): string | undefined {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  // An IPv4 client seen through a dual-stack socket (::ffff:1.2.3.4) is the IPv4 client.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const v4 = mapped ?? bare;
  if (isIPv4(v4)) return v4.split('.').slice(0, 3).join('.');
  if (!isIPv6(bare)) return undefined;
  return expandIPv6(bare).slice(0, 3).join(':');
}

/** The eight groups of an IPv6 address, without leading zeros (an embedded IPv4 tail as two groups). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** The key of `address`'s block for one puzzle day, or null without a usable address. */
export function networkKeyOf(secret: string, address: string | undefined, puzzleDate: string): NetworkKey | null {
  const block = address === undefined ? undefined : networkBlockOf(address);
  if (block === undefined) return null;
  return createHmac('sha256', secret).update(`${puzzleDate}|${block}`).digest('base64url').slice(0, 16);
}

/** The key network keys are drawn with, derived from the server's secret under its own label. */
export function networkSecretOf(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('jdj:network-key:v1').digest('hex');
}
