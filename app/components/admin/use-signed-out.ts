import { useEffect, useRef } from 'react';

/** Dashboards of one browser tell each other about a sign-out on this channel. */
const CHANNEL = 'unitwise-session';

/** Tells the browser's other dashboard tabs that this one signed out. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/**
 * Calls `onSignedOut` when the session this page was opened with has ended elsewhere: a sign-out
 * in another tab (announced at once), or anything else (an expiry, a sign-out on /auth) found when
 * the author comes back to the tab. The server's word decides, never the message alone.
 */
export function useSignedOutElsewhere(onSignedOut: () => void): void {
  const callback = useRef(onSignedOut);
  callback.current = onSignedOut;

  useEffect(() => {
    let done = false;
    async function check() {
      if (done) return;
      try {
        const res = await fetch('/api/auth/get-session', { headers: { accept: 'application/json' }, cache: 'no-store' });
        // better-auth answers null without a session.
        if (res.ok && (await res.json()) === null && !done) {
          done = true;
          callback.current();
        }
      } catch {
        // Offline: the next save or return to the tab asks again.
      }
    }
    const whenVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', () => void check());
    document.addEventListener('visibilitychange', whenVisible);
    addEventListener('focus', whenVisible);
    return () => {
      done = true;
      channel?.close();
      document.removeEventListener('visibilitychange', whenVisible);
      removeEventListener('focus', whenVisible);
    };
  }, []);
}
