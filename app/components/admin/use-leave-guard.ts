import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { DiscardQuestion } from '~/components/admin/discard-dialog';

/**
 * Keeps unsaved work from being left behind: while `dirty`, a link within the app asks first
 * (`ask`, React Router's blocker), and closing, reloading or leaving for another site gets the
 * browser's own question (beforeunload; browsers show only their own words there).
 * `leave` and `allowLeaving` are for the page's own moves once the question is settled.
 */
export function useLeaveGuard(dirty: boolean, ask: (question: DiscardQuestion) => void) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state === 'blocked') ask({ discard: () => blocker.proceed(), keep: () => blocker.reset() });
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Chromium before 119 and Safari still want returnValue set.
      event.returnValue = '';
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    /** Lets the page go without asking, then runs `action` (a sign-out, say). */
    leave(action: () => void) {
      allowed.current = true;
      action();
    },
    allowLeaving() {
      allowed.current = true;
    },
  };
}
