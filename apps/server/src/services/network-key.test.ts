import { describe, expect, it } from 'vitest';
import { networkBlockOf, networkKeyOf } from './network-key.ts';

describe('the network of a score', () => {
  it('is the /24 of an IPv4 address, seen directly or through a dual-stack socket', () => {
    expect(networkBlockOf('203.0.113.7')).toBe('203.0.113');
    expect(networkBlockOf('::ffff:203.0.113.200')).toBe('203.0.113');
  });

  it('is the /48 of an IPv6 address, whatever its spelling', () => {
    expect(networkBlockOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd');
    expect(networkBlockOf('2001:0db8:ABCD:0099:0000:0000:0000:0001')).toBe('2001:db8:abcd');
    expect(networkBlockOf('[2001:db8::1]')).toBe('2001:db8:0');
    expect(networkBlockOf('fe80::1%eth0')).toBe('fe80:0:0');
    expect(networkBlockOf('::1')).toBe('0:0:0');
  });

  it('is nothing for what is not an address', () => {
    expect(networkBlockOf('')).toBeUndefined();
    expect(networkBlockOf('exemple.fr')).toBeUndefined();
    expect(networkBlockOf('999.1.1.1')).toBeUndefined();
    expect(networkKeyOf('clé', undefined, '2026-12-02')).toBeNull();
  });

  it('is stored as a keyed hash that joins one block’s addresses on one day and nothing else', () => {
    const day = '2026-12-02';
    const key = networkKeyOf('clé', '198.51.100.1', day);
    expect(key).toMatch(/^[\w-]{16}$/);
    expect(networkKeyOf('clé', '198.51.100.254', day)).toBe(key);
    expect(networkKeyOf('clé', '198.51.101.1', day)).not.toBe(key);
    // Another day, or another deployment's key: the same block no longer matches.
    expect(networkKeyOf('clé', '198.51.100.1', '2026-12-03')).not.toBe(key);
    expect(networkKeyOf('autre clé', '198.51.100.1', day)).not.toBe(key);
    expect(key).not.toContain('198');
  });
});
