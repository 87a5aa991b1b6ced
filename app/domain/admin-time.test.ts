import { describe, expect, it } from 'vitest';
import { fromUtcInputValue, toUtcInputValue, utcDateTime, utcTime } from './admin-time';

const MOMENT = Date.UTC(2027, 0, 1, 9, 5);

describe('admin times in UTC', () => {
  it('writes a moment with the zone named', () => {
    expect(utcDateTime(MOMENT)).toBe('2027-01-01 09:05 UTC');
    expect(utcTime(MOMENT + 7_000)).toBe('09:05:07 UTC');
  });

  it.each([
    ['2027-01-01T09:05', MOMENT],
    ['2027-01-01T09:05:00', MOMENT],
    ['2027-01-01T09:05:30.5', MOMENT + 30_500],
    ['', null],
    ['2027-01-01', null],
    ['2027-13-01T09:05', null],
    ['soon', null],
  ])('reads the input value %j as UTC', (value, expected) => {
    expect(fromUtcInputValue(value)).toBe(expected);
  });

  it('gives back the input value it reads, whatever the runtime’s zone', () => {
    expect(toUtcInputValue(MOMENT)).toBe('2027-01-01T09:05');
    expect(toUtcInputValue(MOMENT + 7_000)).toBe('2027-01-01T09:05:07');
    expect(fromUtcInputValue(toUtcInputValue(MOMENT + 7_000))).toBe(MOMENT + 7_000);
  });
});
