import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';
/** Addresses one home gets from its provider: a single /64, each device several addresses. */
const ONE_HOME = [
  '2001:db8:aa:1::1',
  '2001:db8:aa:1:8d3f:21ff:fe0a:b2c4',
  '2001:db8:aa:1:ffff:ffff:ffff:ffff',
  '2001:0db8:00aa:0001:1234:5678:9abc:def0',
];
const NEIGHBOUR = '2001:db8:aa:2::1';

describe('addressKey', () => {
  it('counts an IPv6 client by its /64, whatever the spelling', () => {
    const keys = new Set(ONE_HOME.map(addressKey));
    expect([...keys]).toEqual(['2001:db8:aa:1::/64']);
    expect(addressKey(NEIGHBOUR)).toBe('2001:db8:aa:2::/64');
  });

  it('counts an IPv4 client, also written as IPv4-mapped IPv6, by its address', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:cb00:7105')).toBe('203.0.113.5');
  });
});
