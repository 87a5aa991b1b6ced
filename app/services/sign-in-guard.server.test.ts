import { describe, expect, it } from 'vitest';
import { delayAfter, SIGN_IN_GUARD } from './sign-in-guard.server';

describe('delayAfter', () => {
  it.each([
    [0, 0],
    [SIGN_IN_GUARD.freeFailures - 1, 0],
    [SIGN_IN_GUARD.freeFailures, 15],
    [SIGN_IN_GUARD.freeFailures + 1, 30],
    [SIGN_IN_GUARD.freeFailures + 2, 60],
    [SIGN_IN_GUARD.freeFailures + 5, 480],
    [SIGN_IN_GUARD.freeFailures + 6, 900],
    [SIGN_IN_GUARD.freeFailures + 60, 900],
  ])('after %i failures waits %i s before the next try', (failures, seconds) => {
    expect(delayAfter(failures)).toBe(seconds);
  });
});
