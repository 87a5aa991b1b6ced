import { describe, expect, it } from 'vitest';
import { expectedBankingDay, frankfurtDate, retryDelay } from './schedule.server';

describe('expectedBankingDay', () => {
  // Frankfurt is UTC+1 in winter (CET) and UTC+2 in summer (CEST); rates are expected from 16:15 there.
  it.each([
    ['a Wednesday at 16:14 CET', '2026-11-25T15:14:00Z', '2026-11-24'],
    ['a Wednesday at 16:15 CET', '2026-11-25T15:15:00Z', '2026-11-25'],
    ['a Wednesday just after midnight CET (still Tuesday in UTC)', '2026-11-24T23:30:00Z', '2026-11-24'],
    ['a Friday evening', '2026-11-27T20:00:00Z', '2026-11-27'],
    ['a Saturday', '2026-11-28T12:00:00Z', '2026-11-27'],
    ['a Sunday evening', '2026-11-29T22:00:00Z', '2026-11-27'],
    ['a Monday morning', '2026-11-30T08:00:00Z', '2026-11-27'],
    ['a Monday at 16:15 CET', '2026-11-30T15:15:00Z', '2026-11-30'],
    ['a summer Wednesday at 16:14 CEST', '2026-07-15T14:14:00Z', '2026-07-14'],
    ['a summer Wednesday at 16:15 CEST', '2026-07-15T14:15:00Z', '2026-07-15'],
    ['New Year’s morning across a year', '2027-01-01T07:00:00Z', '2026-12-31'],
    ['the Monday of the change to summer time', '2027-03-29T06:00:00Z', '2027-03-26'],
  ])('%s (%s) expects the rates of %s', (_, now, expected) => {
    expect(expectedBankingDay(new Date(now))).toBe(expected);
  });
});

describe('retryDelay', () => {
  it('waits half an hour after the first failure, twice as long after each next one, at most six hours', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map((attempts) => retryDelay(attempts) / 60_000)).toEqual([30, 60, 120, 240, 360, 360, 360]);
  });
});

describe('frankfurtDate', () => {
  it.each([
    ['2026-11-24T22:59:00Z', '2026-11-24'], // 23:59 CET
    ['2026-11-24T23:00:00Z', '2026-11-25'], // midnight CET
    ['2026-07-14T21:59:00Z', '2026-07-14'], // 23:59 CEST
    ['2026-07-14T22:00:00Z', '2026-07-15'], // midnight CEST
  ])('%s is %s in Frankfurt', (now, date) => {
    expect(frankfurtDate(new Date(now))).toBe(date);
  });
});
