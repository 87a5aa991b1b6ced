import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-address.server';

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
