import { describe, expect, it } from 'vitest';
import { searchDestination } from './home-search';

describe('searchDestination (the core keyword rules, as whole words)', () => {
  it.each([
    ['length', '/length'],
    ['  Feet  ', '/length'],
    ['convert METERS', '/length'],
    ['meter', '/length'],
    ['weight', '/weight'],
    ['kg to lb', '/weight'],
    ['Pounds', '/weight'],
    ['temp', '/temperature'],
    ['temp conversion', '/temperature'],
    ['celsius', '/temperature'],
    ['FAHRENHEIT', '/temperature'],
    ['temperature', null],
    ['currency', '/currency'],
    ['usd', '/currency'],
    ['EUR rate', '/currency'],
    ['', null],
    ['   ', null],
    ['speed', null],
    ['volume', null],
    ['mortgage', null],
    // Inside other words the rules' words are no match (docs/product.md#search).
    ['neuron', null],
    ['kilometers', null],
    ['Euro', null],
    ['contemporary', null],
    ['pounding', null],
  ])('%j → %s', (query, expected) => {
    expect(searchDestination(query)).toBe(expected);
  });

  it('applies the rules in order when several match', () => {
    // "meters" (length) is checked before "temp" (temperature).
    expect(searchDestination('temp in meters')).toBe('/length');
  });
});
