import { describe, expect, it } from 'vitest';
import { tryAgainIn } from './retry-wait';

describe('tryAgainIn', () => {
  it.each([
    [0.2, 'Please try again in 1 second.'],
    [1, 'Please try again in 1 second.'],
    [45, 'Please try again in 45 seconds.'],
    [59, 'Please try again in 59 seconds.'],
    [60, 'Please try again in 1 minute.'],
    [61, 'Please try again in 2 minutes.'],
    [7 * 60, 'Please try again in 7 minutes.'],
    [3600, 'Please try again in 60 minutes.'],
  ])('%s s → %s', (seconds, text) => {
    expect(tryAgainIn(seconds)).toBe(text);
  });
});
