import { createHash } from 'node:crypto';
import { tryAgainIn } from '~/domain/retry-wait';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseHandle } from './db/database.server';

/** Per-client budgets of the endpoints bots like to hammer. */
export const RATE_LIMITS = {
  signIn: { points: 10, duration: 15 * 60 },
  signUp: { points: 5, duration: 60 * 60 },
  /** Asking for reset links and using them, per client; reset mails per recipient too. */
  passwordReset: { points: 5, duration: 60 * 60 },
  newsletter: { points: 5, duration: 10 * 60 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

export const TOO_MANY_REQUESTS = 'Too many requests.';

/** What a client over its budget is told: the real wait, not "a few minutes". */
export const tooManyRequests = (wait: number) => `${TOO_MANY_REQUESTS} ${tryAgainIn(wait)}`;

export interface RateLimits {
  /** Counts one attempt; resolves to the seconds to wait when the client is over its budget, else null. */
  consume(name: LimitName, clientKey: string): Promise<number | null>;
}

/**
 * Counters live in the database (rate-limiter-flexible on the `rate_limits` table), so every
 * server process sharing the database shares them. Clients are keyed by a salted hash of their
 * address: no IP address is ever stored.
 */
export function createRateLimits(handle: DatabaseHandle, salt: string): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, budget] of Object.entries(RATE_LIMITS) as [LimitName, (typeof RATE_LIMITS)[LimitName]][]) {
    limiters.set(name, storedLimiter(handle, { ...budget, keyPrefix: name }));
  }
  return {
    async consume(name, clientKey) {
      const key = createHash('sha256').update(`${salt}:${clientKey}`).digest('base64url').slice(0, 32);
      try {
        await limiters.get(name)!.consume(key);
        return null;
      } catch (result) {
        if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
        throw result;
      }
    },
  };
}

/** A limiter whose counters live in the database's `rate_limits` table (ADR 010). */
export function storedLimiter(handle: DatabaseHandle, budget: { points: number; duration: number; keyPrefix: string }): RateLimiterAbstract {
  const options = { ...budget, tableName: 'rate_limits', tableCreated: true };
  return handle.dialect === 'sqlite'
    ? new RateLimiterSQLite({ ...options, storeClient: handle.sqlite, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...options, storeClient: handle.pool, clearExpiredByTimeout: false });
}
