import { describe, expect, it } from 'vitest';
import { retryDelay } from './queue.server';

describe('retryDelay', () => {
  const minute = 60_000;
  it.each([
    [1, 30_000],
    [2, minute],
    [3, 2 * minute],
    [4, 4 * minute],
    [7, 32 * minute],
    [8, 60 * minute],
    [9, 60 * minute],
  ])('waits after attempt %i: %i ms (30 s doubling, at most an hour)', (attempts, wait) => {
    expect(retryDelay(attempts, 30_000, 60 * minute)).toBe(wait);
  });
});
