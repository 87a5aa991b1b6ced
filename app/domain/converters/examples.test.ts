import { describe, expect, it } from 'vitest';
import { formatExampleValue } from './examples';
import { pairTableValues } from './pairs';
import { converterPages, pageUnits } from './registry';

// Values as a person writes them, digit for digit, with en-US grouping.
describe('formatExampleValue', () => {
  it.each([
    [1.68e-8, '1.68 × 10⁻⁸'],
    [1e-7, '1 × 10⁻⁷'],
    [-2.5e-9, '-2.5 × 10⁻⁹'],
    [2.5e15, '2.5 × 10¹⁵'],
    [0.000017, '0.000017'],
    [0.000001, '0.000001'],
    [1602.176634, '1,602.176634'],
    [59600000, '59,600,000'],
    [1000, '1,000'],
    [0.25, '0.25'],
    [4.186, '4.186'],
    [29.92, '29.92'],
    [-40, '-40'],
    [0, '0'],
    [123456789012345, '123,456,789,012,345'],
  ])('%s prints as %s', (value, text) => {
    expect(formatExampleValue(value)).toBe(text);
  });
});

/** The shown text read back: grouping dropped, "m × 10ⁿ" as "men". */
function readBack(text: string): number {
  const superscript = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const plain = text
    .replaceAll(',', '')
    .replace(' × 10', 'e')
    .replace('⁻', '-')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (d) => String(superscript.indexOf(d)));
  return Number(plain);
}

describe('every example and pair table value prints exactly', () => {
  const values = new Set<number>(converterPages.flatMap((page) => page.examples.map((ex) => ex.value)));
  for (const page of converterPages) for (const unit of pageUnits(page)) for (const v of pairTableValues(unit)) values.add(v);

  it.each([...values].map((v) => [v]))('%s reads back as itself', (value) => {
    expect(readBack(formatExampleValue(value))).toBe(value);
  });
});
