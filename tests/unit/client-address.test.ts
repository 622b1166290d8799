import { describe, expect, it } from 'vitest';
import { clientAddressFrom, limitKeyForAddress } from '../../src/server/http/client-address';

describe('the client behind proxies', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('192.0.2.10', '203.0.113.1', 0)).toBe('192.0.2.10');
  });

  it('is the right-most X-Forwarded-For entry behind one proxy (the entries left of it are the client\'s own words)', () => {
    expect(clientAddressFrom('10.0.0.2', '1.1.1.1, 2.2.2.2, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressFrom('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('is the N-th entry from the right behind N proxies', () => {
    expect(clientAddressFrom('10.0.0.3', 'spoofed, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    // Fewer entries than proxies: the furthest one anybody vouches for.
    expect(clientAddressFrom('10.0.0.3', '203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('falls back to the peer without the header', () => {
    expect(clientAddressFrom('192.0.2.10', null, 1)).toBe('192.0.2.10');
    expect(clientAddressFrom(undefined, null, 0)).toBe('unknown');
  });

  it('groups IPv6 clients by their /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(limitKeyForAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyForAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKeyForAddress('2001:db8:1:3::1')).not.toBe(limitKeyForAddress('2001:db8:1:2::1'));
    expect(limitKeyForAddress('[2001:db8::5]')).toBe('2001:db8:0:0::/64');
    expect(limitKeyForAddress('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(limitKeyForAddress('192.0.2.9')).toBe('192.0.2.9');
  });
});
