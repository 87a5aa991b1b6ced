import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a request came from, for per-client rate limits. `trustedHops` is the number of
 * reverse proxies in front of the server (TRUST_PROXY). Each appends the address it saw to
 * X-Forwarded-For, so only the last `trustedHops` entries were written by proxies we trust; the
 * ones before them are whatever the client sent. The client is the entry the farthest trusted
 * proxy wrote: with one proxy, the rightmost. Without trusted proxies it is the socket's peer.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustedHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests, app.request) have no socket.
    return 'unknown';
  }
}

/**
 * The request header through which our API hands better-auth the client's address, read as the
 * rate limits read it (TRUST_PROXY); whatever a client sends under this name is replaced.
 */
export const CLIENT_ADDRESS_HEADER = 'x-unitwise-client-address';

/** clientAddress for a request the Node listener answers itself (the page cache). */
export function nodeClientAddress(req: IncomingMessage, trustedHops: number): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = trustedHops > 0 ? forwardedClient(Array.isArray(header) ? header.join(',') : header, trustedHops) : undefined;
  return forwarded ?? req.socket.remoteAddress ?? 'unknown';
}

/** The X-Forwarded-For entry written by the farthest of `trustedHops` proxies (pure, for tests). */
export function forwardedClient(header: string | undefined, trustedHops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  // Fewer entries than proxies: the request came through a shorter chain; the leftmost entry is
  // still one a trusted proxy wrote (as Express reads `trust proxy` with a hop count).
  return entries[Math.max(0, entries.length - trustedHops)];
}

/**
 * An address as the privacy page says we store one: an IPv4 address to its /24 network
 * (203.0.113.0), an IPv6 address to its /48 (2001:db8:1::); an IPv4 address written in IPv6
 * (::ffff:203.0.113.9) as IPv4. Anything else is no address: null.
 */
export function shortenAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return ip.replace(/\.\d+$/, '.0');
  if (!isIPv6(ip)) return null;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part (::1.2.3.4) counts as two groups, all past the /48.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const network = groups.slice(0, 3).map((g) => parseInt(g, 16).toString(16));
  while (network.length > 0 && network.at(-1) === '0') network.pop();
  return `${network.join(':')}::`;
}

/**
 * Warns once, on the first request that carries X-Forwarded-For while TRUST_PROXY is unset: the
 * server then sees every client as the proxy's address, so all of them share one rate-limit
 * budget (and one view-count key). Nothing is said when proxies are trusted or the header is absent.
 */
export function proxyHeaderWarning(trustedHops: number, warn: (message: string) => void = console.warn) {
  let warned = trustedHops > 0;
  return (forwardedFor: string | string[] | undefined) => {
    if (warned || forwardedFor === undefined) return;
    warned = true;
    warn(
      'Requests carry X-Forwarded-For, but TRUST_PROXY is not set: every client behind the proxy is seen as the proxy, ' +
        'and they all share one rate-limit budget. Set TRUST_PROXY to the number of proxies in front of the server (README, Configuration).',
    );
  };
}
