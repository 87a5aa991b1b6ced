import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from './db/database.server';
import { storedLimiter } from './rate-limit.server';

/**
 * Failed sign-ins counted per account, wherever they come from (docs/decisions/031-sign-in-lockout.md).
 * The first FREE_FAILURES failures cost nothing; every later attempt waits a growing delay
 * (15 s, 30 s, 1 min, … up to 15 min) before the next may be tried, so guessing one account's
 * password goes at a few tries an hour from any number of addresses. A browser that has signed in
 * to the account before carries a device cookie and is counted on its own: a stranger hammering
 * the account never delays its owner on their own browser.
 */
export const SIGN_IN_GUARD = {
  freeFailures: 5,
  firstDelay: 15,
  maxDelay: 15 * 60,
  /** Failures are forgotten this long after the first one, or at the account's next sign-in. */
  window: 24 * 60 * 60,
  deviceCookieMaxAge: 365 * 24 * 60 * 60,
} as const;

/** The wait, in seconds, that `failures` failures impose before the next try (0: none). */
export function delayAfter(failures: number): number {
  const over = failures - SIGN_IN_GUARD.freeFailures;
  if (over < 0) return 0;
  return Math.min(SIGN_IN_GUARD.maxDelay, SIGN_IN_GUARD.firstDelay * 2 ** over);
}

export const DEVICE_COOKIE = 'unitwise.device';

export interface SignInGuard {
  /**
   * Called before a sign-in is tried: the seconds to wait when this account (or this device of it)
   * is delayed, else null. A try that may go ahead reserves the delay at once, so parallel requests
   * cannot slip in before its failure is counted.
   */
  begin(email: string, deviceCookie: string | undefined): Promise<number | null>;
  /** Records the outcome; on success returns the device cookie's new value. */
  finish(email: string, deviceCookie: string | undefined, succeeded: boolean): Promise<string | null>;
  /** Lifts the delay `begin` reserved, for a try that never reached the password check. */
  release(email: string, deviceCookie: string | undefined): Promise<void>;
  /** Forgets the account's failures (after a password reset, which proves the mailbox). */
  clear(email: string): Promise<void>;
}

const normalize = (email: string) => email.trim().toLowerCase();

export function createSignInGuard(handle: DatabaseHandle, secret: string): SignInGuard {
  const failures = storedLimiter(handle, { keyPrefix: 'signInFailures', points: 1_000_000, duration: SIGN_IN_GUARD.window });
  // Holds nothing but blocks: a key is delayed while block() has it over its single point.
  const delays = storedLimiter(handle, { keyPrefix: 'signInDelay', points: 1, duration: 1 });

  const hash = (value: string) => createHash('sha256').update(`${secret}:${value}`).digest('base64url').slice(0, 32);
  const sign = (email: string, device: string) =>
    createHmac('sha256', secret)
      .update(`device:${normalize(email)}:${device}`)
      .digest('base64url');

  /** The device id of a cookie this server issued for this account, or null. */
  function deviceOf(email: string, cookie: string | undefined): string | null {
    const [device, signature] = (cookie ?? '').split('.');
    if (!device || !signature || !/^[\w-]{22}$/.test(device)) return null;
    const expected = Buffer.from(sign(email, device));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
  }

  /** The counter an attempt goes to: its device's if it has a valid cookie, else the account's. */
  const keyOf = (email: string, cookie: string | undefined) => {
    const device = deviceOf(email, cookie);
    return hash(device ? `device:${device}` : `account:${normalize(email)}`);
  };

  return {
    async begin(email, cookie) {
      const key = keyOf(email, cookie);
      const delayed = await delays.get(key);
      if (delayed && delayed.consumedPoints > 1 && delayed.msBeforeNext > 0) return Math.ceil(delayed.msBeforeNext / 1000);
      const failed = (await failures.get(key))?.consumedPoints ?? 0;
      // This try would be failure number failed + 1: reserve the delay that failure earns now, and
      // lift it if the try succeeds.
      const delay = delayAfter(failed + 1);
      if (delay > 0) await delays.block(key, delay);
      return null;
    },
    async finish(email, cookie, succeeded) {
      const key = keyOf(email, cookie);
      if (!succeeded) {
        await failures.penalty(key, 1);
        return null;
      }
      const account = hash(`account:${normalize(email)}`);
      await Promise.all([failures.delete(key), delays.delete(key), failures.delete(account), delays.delete(account)]);
      const device = deviceOf(email, cookie) ?? randomBytes(16).toString('base64url');
      return `${device}.${sign(email, device)}`;
    },
    async release(email, cookie) {
      await delays.delete(keyOf(email, cookie));
    },
    async clear(email) {
      const account = hash(`account:${normalize(email)}`);
      await Promise.all([failures.delete(account), delays.delete(account)]);
    },
  };
}
