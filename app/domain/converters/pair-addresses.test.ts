import { describe, expect, it } from 'vitest';
import { readPairAddress } from './pair-addresses';

describe('pair addresses written another way', () => {
  it.each([
    // Slugs in any case.
    ['length', 'Feet-To-Inches', '/length/feet-to-inches'],
    ['Length', 'FEET-TO-INCHES', '/length/feet-to-inches'],
    // Keys and symbols in place of the plural names, and mixed.
    ['length', 'ft-to-in', '/length/feet-to-inches'],
    ['length', 'feet-to-in', '/length/feet-to-inches'],
    ['length', 'FT-to-IN', '/length/feet-to-inches'],
    ['area', 'ft²-to-m²', '/area/square-feet-to-square-meters'],
    ['area', 'ft2-to-m2', '/area/square-feet-to-square-meters'],
    ['temperature', 'F-to-C', '/temperature/fahrenheit-to-celsius'],
    // Case tells a milliwatt from a megawatt; the megawatt's own slug is mw.
    ['power', 'mW-to-W', '/power/milliwatts-to-watts'],
    ['power', 'MW-to-W', '/power/mw-to-watts'],
    ['power', 'mw-to-w', '/power/mw-to-watts'],
    // A quantity's other name.
    ['length', 'μin-to-in', '/length/microinches-to-inches'],
    ['capacitance', 'F-to-uF', '/electrostatic-capacitance/farads-to-microfarads'],
  ])('/%s/%s means %s', (quantity, pair, path) => {
    expect(readPairAddress(quantity, pair)?.path).toBe(path);
  });

  it.each([
    ['length', 'ft-to-ft'],
    ['length', 'ft-to-nothing'],
    ['length', 'feet'],
    ['nothing', 'ft-to-in'],
  ])('/%s/%s means no pair', (quantity, pair) => {
    expect(readPairAddress(quantity, pair)).toBeUndefined();
  });
});
