import { describe, expect, it } from 'vitest';
import { forwardedClient, proxyHeaderWarning, shortenAddress } from './client-address.server';

describe('forwardedClient', () => {
  it.each([
    // One proxy (TRUST_PROXY=true or 1): the rightmost entry, the one the proxy appended.
    ['203.0.113.9', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', 1, '203.0.113.9'],
    ['forged, also-forged,203.0.113.9', 1, '203.0.113.9'],
    // Two proxies: the entry the outer proxy wrote, second from the right.
    ['6.6.6.6, 203.0.113.9, 10.0.0.2', 2, '203.0.113.9'],
    // A shorter chain than configured: the leftmost entry, still a proxy's.
    ['203.0.113.9', 3, '203.0.113.9'],
    ['', 1, undefined],
    [' , ', 1, undefined],
  ])('reads %j with %i trusted hops as %j', (header, hops, expected) => {
    expect(forwardedClient(header, hops)).toBe(expected);
  });

  it('has nothing to read without the header', () => {
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });
});

describe('shortenAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.0'],
    ['10.1.2.255', '10.1.2.0'],
    ['::ffff:203.0.113.9', '203.0.113.0'],
    ['2001:db8:1234:5678:9abc:def0:1:2', '2001:db8:1234::'],
    ['2001:0DB8:0001:ffff::1', '2001:db8:1::'],
    ['2001:db8::1', '2001:db8::'],
    ['fe80::1', 'fe80::'],
    ['::1', '::'],
    ['unknown', null],
    ['', null],
    [null, null],
  ])('stores %j as %j', (address, expected) => {
    expect(shortenAddress(address)).toBe(expected);
  });
});

describe('proxyHeaderWarning', () => {
  it('warns once, at the first request with X-Forwarded-For, when no proxy is trusted', () => {
    const warnings: string[] = [];
    const check = proxyHeaderWarning(0, (message) => warnings.push(message));
    check(undefined);
    expect(warnings).toEqual([]);
    check('203.0.113.9');
    check('203.0.113.10');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('TRUST_PROXY');
  });

  it('says nothing when proxies are trusted', () => {
    const warnings: string[] = [];
    proxyHeaderWarning(1, (message) => warnings.push(message))('203.0.113.9');
    expect(warnings).toEqual([]);
  });
});
