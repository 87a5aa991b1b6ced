import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

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
