import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address, and an IPv4-mapped IPv6 address is its IPv4', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 in one group, however it is written', () => {
    const group = addressGroup('2001:db8::1');
    expect(addressGroup('2001:db8::2')).toBe(group);
    expect(addressGroup('2001:db8:0:0:ffff:ffff:ffff:ffff')).toBe(group);
    expect(addressGroup('2001:DB8:0000::abcd')).toBe(group);
    expect(addressGroup('2001:db8:0:1::1')).not.toBe(group);
  });
});
