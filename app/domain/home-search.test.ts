import { describe, expect, it } from 'vitest';
import { searchDestination } from './home-search';

describe('searchDestination', () => {
  it.each([
    ['length', '/length'],
    ['  Feet  ', '/length'],
    ['kilometers', '/length'],
    ['convert METERS', '/length'],
    ['weight', '/weight'],
    ['kg to lb', '/weight'],
    ['Pounds', '/weight'],
    ['temp', '/temperature'],
    ['celsius', '/temperature'],
    ['FAHRENHEIT', '/temperature'],
    ['temperature', '/temperature'],
    ['currency', '/currency'],
    ['usd', '/currency'],
    ['Euro', '/currency'],
    ['', null],
    ['   ', null],
    ['speed', null],
    ['volume', null],
    ['mortgage', null],
  ])('%j → %s', (query, expected) => {
    expect(searchDestination(query)).toBe(expected);
  });

  it('applies the rules in order when several match', () => {
    // "meter" (length) is checked before "temp" (temperature).
    expect(searchDestination('temperature in meters')).toBe('/length');
  });
});
