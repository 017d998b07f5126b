import { describe, expect, it } from 'vitest';
import {
  forbiddenRange,
  isAddressPermitted,
  isBlockedHostname,
  isIpLiteral,
  parseAllowList,
} from './address-policy.ts';

describe('forbiddenRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4Mapped(loopback)'],
    ['::ffff:10.0.0.1', 'ipv4Mapped(private)'],
    ['::ffff:169.254.169.254', 'ipv4Mapped(linkLocal)'],
    ['64:ff9b::7f00:1', 'rfc6052(loopback)'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052(linkLocal)'],
    ['2002:7f00:1::', '6to4(loopback)'],
    ['2002:c0a8:101::1', '6to4(private)'],
    ['::7f00:1', 'ipv4Compatible'],
    ['2001::1', 'teredo'],
    ['[::1]', 'loopback'],
    ['not-an-ip', 'unparsable'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(forbiddenRange(address)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1',
    '::ffff:93.184.216.34',
    '64:ff9b::808:808',
  ])('lets the public address %s through', (address) => {
    expect(forbiddenRange(address)).toBeNull();
  });
});

describe('allow list', () => {
  it('is empty by default, so nothing private is permitted', () => {
    expect(isAddressPermitted('127.0.0.1', parseAllowList())).toBe(false);
  });

  it('permits addresses inside an allowed CIDR and nothing else', () => {
    const list = parseAllowList(['127.0.0.1/32', '10.20.0.0/16', 'fd00::/8']);
    expect(isAddressPermitted('127.0.0.1', list)).toBe(true);
    expect(isAddressPermitted('::ffff:127.0.0.1', list)).toBe(true);
    expect(isAddressPermitted('127.0.0.2', list)).toBe(false);
    expect(isAddressPermitted('10.20.9.9', list)).toBe(true);
    expect(isAddressPermitted('10.21.0.1', list)).toBe(false);
    expect(isAddressPermitted('fd12::1', list)).toBe(true);
    expect(isAddressPermitted('fe80::1', list)).toBe(false);
  });

  it('narrows an entry to one port when given', () => {
    const list = parseAllowList(['127.0.0.1:8080', '[::1]:9090', '10.0.0.0/8:443']);
    expect(isAddressPermitted('127.0.0.1', list, 8080)).toBe(true);
    expect(isAddressPermitted('127.0.0.1', list, 8081)).toBe(false);
    expect(isAddressPermitted('::1', list, 9090)).toBe(true);
    expect(isAddressPermitted('10.1.1.1', list, 443)).toBe(true);
    expect(isAddressPermitted('10.1.1.1', list, 80)).toBe(false);
  });

  it('rejects a malformed entry instead of guessing', () => {
    expect(() => parseAllowList(['127.0.0.1/33'])).toThrow(/allowAddresses/);
    expect(() => parseAllowList(['localhost'])).toThrow(/allowAddresses/);
  });
});

describe('host names and literals', () => {
  it('refuses cloud metadata host names, with or without a trailing dot', () => {
    expect(isBlockedHostname('metadata.google.internal')).toBe(true);
    expect(isBlockedHostname('METADATA.google.internal.')).toBe(true);
    expect(isBlockedHostname('example.com')).toBe(false);
  });

  it('tells IP literals from names', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('example.com')).toBe(false);
  });
});
