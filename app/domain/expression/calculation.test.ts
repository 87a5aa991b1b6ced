import { describe, expect, it } from 'vitest';
import { suggest, resolveQuery } from '../search';
import { buildSearchIndex } from '../search/build-index.server';
import { formatResult } from '../format';
import { canonicalExpression, expressionSuggestion, withCalculation, withCalculationSuggestion } from './calculation';
import corpus from './corpus.json';
import { calculationHref, expressionOfPath, looksLikeExpression } from './address';
import { calculationView } from './display';
import { evaluate } from './evaluate';

const index = buildSearchIndex();
const answered = (q: string) => {
  const result = evaluate(q, index);
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('looksLikeExpression', () => {
  it.each([
    ['5 ft 11 in + 3 cm in cm', true],
    ['3 * 250 ml', true],
    ['3 x 250 ml in L', true],
    ['20 kWh/100 km in mi/kWh', true],
    ['10 m²', true],
    ['60 miles per hour', true],
    ['-40 °F to °C', false],
    ['5 ft to m', false],
    ['fleeb + fleeb', false],
    ['pizza', false],
  ])('%s → %s', (text, expected) => expect(looksLikeExpression(text)).toBe(expected));
});

describe('withCalculation: what GET /search and the box open', () => {
  const opened = (q: string) => withCalculation(resolveQuery(q, index), q, index);
  it.each([
    ['5 ft 11 in + 3 cm in cm', '/calculate/5+ft+11+in+%2B+3+cm+in+cm'],
    ['5 ft + 3 kg', '/calculate/5+ft+%2B+3+kg'],
    ['300 000 m in km', '/calculate/300+000+m+in+km'],
    // What the search answers stays the search's.
    ['5 ft to m', '/feet-to-meters?v=5'],
  ])('%s → %s', (q, href) => expect(opened(q)).toEqual({ kind: 'go', href }));

  it('leaves words to the search, and the search its notes', () => {
    expect(opened('pizza').kind).not.toBe('go');
    const note = resolveQuery('5 tsp to grams', index);
    expect(withCalculation(note, '5 tsp to grams', index)).toBe(note);
  });
});

describe("the search box's suggestion", () => {
  it('shows the answer and how the input was read', () => {
    // 5 × 30.48 + 11 × 2.54 + 3 = 183.34 cm.
    expect(expressionSuggestion('5 ft 11 in + 3 cm in cm', index)).toEqual({
      kind: 'answer',
      label: '(5 ft + 11 in) + 3 cm = 183.34 cm',
      detail: 'Length',
      href: '/calculate/5+ft+11+in+%2B+3+cm+in+cm',
    });
    // 20 kWh per 100 km is 5 km/kWh = 5 / 1.609344 = 3.1069 mi/kWh.
    expect(expressionSuggestion('20 kWh/100 km in mi/kWh', index)?.label).toBe(`20 kWh / 100 km = ${formatResult(5 / 1.609344)} mi/kWh`);
    expect(expressionSuggestion('20 kWh/100 km in mi/kWh', index)?.detail).toMatch(/reciprocal conversion$/);
  });

  it('says beside the answer what the calculation page says under it (ADR 079)', () => {
    // c × 365 d = 365/365.25 ly = 0.99932 ly.
    expect(expressionSuggestion('speed of light * 1 year in ly', index)).toMatchObject({
      label: 'c × 1 yr = 0.9993 ly',
      detail: expect.stringContaining('the light-year is defined by the IAU with the Julian year of 365.25 days'),
    });
  });

  it.each(['5 ft + 3 kg', '3 fleeb', '42', 'pizza'])('shows nothing for %j', (q) => expect(expressionSuggestion(q, index)).toBeNull());

  it("keeps the search's own answer first", () => {
    expect(withCalculationSuggestion(suggest('5 ft to m', index, 8), '5 ft to m', index, 8)[0]).toMatchObject({ label: '5 ft = 1.524 m' });
  });

  it("answers the corpus's expressions the search did not", () => {
    const entries = (corpus as { q: string; value?: number; error?: string }[]).filter((e) => !e.error);
    // The number in a suggestion that answers: what follows its last " = ", as the box shows it.
    const shows = (list: { kind: string; label: string }[], value: number) => {
      const shown = list[0]?.kind === 'answer' ? list[0].label.split(' = ').at(-1)! : '';
      return shown === formatResult(value) || shown.startsWith(`${formatResult(value)} `);
    };
    let before = 0;
    let after = 0;
    for (const { q, value } of entries) {
      const found = suggest(q, index, 8);
      if (shows(found, value!)) before++;
      if (shows(withCalculationSuggestion(found, q, index, 8), value!)) after++;
    }
    console.log(`expression corpus in the search box: ${before} of ${entries.length} answered before, ${after} after`);
    expect(after).toBeGreaterThanOrEqual(348);
  });
});

describe('canonicalExpression: the spelling that is indexed', () => {
  it.each([
    ['5 ft 11 in+3cm in cm', '(5 ft + 11 in) + 3 cm to cm'],
    ['5 ft + 3 in', '5 ft + 3 in'],
    ['5 ft + 3 in to m', '5 ft + 3 in to m'],
    ['3*250 ml in cups', '3 × 250 mL to cup (US)'],
    ['60 mph * 2 h in km', '60 mph × 2 h to km'],
    ['6 ft in feet and inches', null],
  ])('%s → %s', (q, canonical) => expect(canonicalExpression(answered(q), index)).toBe(canonical));
});

describe('the factor used', () => {
  it.each([
    ['5 ft + 3 in to cm', 0.01],
    // 1 lbf = 0.45359237 kg × 9.80665 m/s².
    ['70 kg * 9.81 m/s² in lbf', 0.45359237 * 9.80665],
    // Without a target, the unit written first: 1 ft = 0.3048 m.
    ['5 ft + 3 in', 0.3048],
    // 1 mi/kWh = 1609.344 m / 3.6e6 J.
    ['20 kWh/100 km in mi/kWh', 1609.344 / 3.6e6],
  ])('%s: %s', (q, factor) => expect(answered(q).factor).toBeCloseTo(factor, 12));

  it('is none for a temperature alone', () => expect(answered('100 °F to °C').factor).toBeNull());
});

describe("a calculation's address", () => {
  it.each([
    ['5 ft + 3 in', '/calculate/5+ft+%2B+3+in'],
    ['20 kWh/100 km in mi/kWh', '/calculate/20+kWh%2F100+km+in+mi%2FkWh'],
    ['10 m² ?', '/calculate/10+m%C2%B2+%3F'],
  ])('%s ↔ %s', (q, href) => {
    expect(calculationHref(q)).toBe(href);
    expect(expressionOfPath(href.slice('/calculate/'.length))).toBe(q);
  });

  it('reads an address typed by hand', () => {
    expect(expressionOfPath('5%20ft%20%2B%203%20in')).toBe('5 ft + 3 in');
    expect(expressionOfPath('100%+off')).toBe('100% off');
  });
});

describe('the calculation page’s text', () => {
  it('names the dimension, the factor and what the copy buttons copy', () => {
    // 1 cm = 0.01 m; 5 × 30.48 + 11 × 2.54 + 3 = 183.34 cm.
    expect(calculationView(answered('5 ft 11 in + 3 cm in cm'))).toEqual({
      ok: true,
      readAs: '(5 ft + 11 in) + 3 cm',
      answer: '183.34 cm',
      also: [],
      reciprocal: false,
      dimension: 'm (length)',
      factor: '1 cm = 0.01 m',
      quantity: { slug: 'length', name: 'Length', href: '/length' },
      notes: [],
      copy: { result: '183.34 cm', calculation: '(5 ft + 11 in) + 3 cm = 183.34 cm' },
    });
  });

  it('gives the SI amount beside an answer in the unit written first', () => {
    // 5 ft + 3 in = 5.25 ft = 5.25 × 0.3048 m = 1.6002 m.
    expect(calculationView(answered('5 ft + 3 in'))).toMatchObject({ answer: '5.25 ft', also: ['1.6002 m'], factor: '1 ft = 0.3048 m' });
  });

  it('passes an error on with its suggestions', () => {
    expect(calculationView(evaluate('3 fleeb', index))).toMatchObject({ ok: false, error: 'Unknown unit "fleeb"' });
  });
});
