import { describe, expect, it } from 'vitest';
import { decideSearch, evaluate } from '../expression/calculation';
import { searchIndex } from './search-index.server';

/**
 * How the search reads typed text (issue 37, items 1, 3 and 4): what the box suggests first, what
 * Enter opens, and what a reader is told. Expected numbers come from GNU units (the command is
 * quoted beside each) or from arithmetic written here, never from the site's own output.
 */
const index = searchIndex();
const decide = (query: string) => decideSearch(query, index);
const first = (query: string) => decide(query).suggestions[0];
const enter = (query: string) => {
  const { answer } = decide(query);
  return answer.kind === 'go' ? answer.href : answer.kind;
};

/** Inches as the site shows them, to the nearest 1/16 with Unicode's vulgar fractions: 10.866 → "10 ⅞". */
function sixteenths(inches: number): string {
  const n = Math.round(inches * 16);
  const whole = Math.floor(n / 16);
  const glyph: Record<number, string> = { 2: '⅛', 4: '¼', 6: '⅜', 8: '½', 10: '⅝', 12: '¾', 14: '⅞' };
  const part = n % 16 === 0 ? '' : (glyph[n % 16] ?? `${n % 16}/16`);
  return whole === 0 ? part : part ? `${whole} ${part}` : `${whole}`;
}

describe('Enter opens what the box suggests first (issue 37 item 1)', () => {
  it.each([
    // units -t '3 ft + 2 inch' cm → 96.52
    ['what is 3 feet plus 2 inches in cm', /= 96\.52 cm$/],
    // units -t '80 kg' 'stone;lb' → 12;8.3698097 (pounds to 0.1)
    ['80 kg in stone and pounds', /= 12 st 8\.4 lb$/],
    // units -t '40.446 deg' 'deg;arcmin;arcsec' → 40;26;45.6; "dms" is no decimetres
    ['40.446 deg in dms', /= 40° 26′ 45\.6″$/],
    // c × a year of 365 days (SPEC), in km: 299,792.458 km/s × 365 × 86,400 s; units -t 'c * 365 days' km → 9.454255e+12
    ['speed of light * 1 year in km', new RegExp(`= ${new Intl.NumberFormat('en-US').format((299792458 * 365 * 86400) / 1000)} km$`)],
  ])('%s', (query, label) => {
    const suggestion = first(query);
    expect(suggestion?.label).toMatch(label);
    expect(enter(query)).toBe(suggestion!.href);
    expect(suggestion!.href).not.toMatch(/^\/(length|weight)$/);
  });
});

describe('compound targets are answered as compounds (issue 37 item 3)', () => {
  it.each([
    // units -t '180 cm' 'ft;in' → 5;10.866142
    ['180 cm in feet and inches', `180 cm = 5 ft ${sixteenths(10.866142)} in`, '/length?v=180&from=cm&to=in&as=feet-inches'],
    // units -t '1.75 m' 'ft;in' → 5;8.8976378
    ['1.75 m in ft and in', `1.75 m = 5 ft ${sixteenths(8.8976378)} in`, '/length?v=1.75&from=m&to=in&as=feet-inches'],
    // units -t '1 cm' 'ft;in' → 0;0.39370079
    ['cm to feet and inches', `1 cm = ${sixteenths(0.39370079)} in`, '/length?v=1&from=cm&to=in&as=feet-inches'],
  ])('%s → %s', (query, label, href) => {
    expect(first(query)).toMatchObject({
      kind: 'answer',
      label,
      href,
      detail: expect.stringMatching(/^(Centimeters|Meters) to feet and inches · Length$/),
    });
    expect(enter(query)).toBe(href);
    // Never feet alone, which a reader takes for feet and inches (5.9055 ft for 5′9″).
    expect(
      decide(query)
        .suggestions.map((s) => s.label)
        .join('\n'),
    ).not.toMatch(/\d\.\d+ ft/);
  });

  it('shows the rounding the site uses: 180 cm is 5 ft 10 ⅞ in', () => {
    expect(sixteenths(10.866142)).toBe('10 ⅞');
  });
});

describe('typed text is read as meant (issue 37 item 4)', () => {
  it("reads a number's scale word: 1 million seconds in days", () => {
    // units -t '1e6 s' days → 11.574074
    expect(first('1 million seconds in days')?.label).toBe('1,000,000 s = 11.5741 d');
    expect(enter('1 million seconds in days')).toBe('/time/seconds-to-days?v=1000000');
    // The calculation page reads them too: units -t '1 million seconds' days → 11.574074
    const days = evaluate('1 million seconds in days', index);
    expect(days.ok && Math.abs(days.value - 11.574074) < 1e-6).toBe(true);
  });

  it('reads money in thousands and millions, and exchange rates asked by name', () => {
    expect(enter('10k yen in usd')).toBe('/currency/jpy-to-usd?v=10000');
    expect(enter('3 million won to euros')).toBe('/currency/krw-to-eur?v=3000000');
    expect(enter('euro dollar exchange rate')).toBe('/currency/eur-to-usd?v=1');
    expect(enter('usd jpy rate')).toBe('/currency/usd-to-jpy?v=1');
    // "10k" and "10 k" alone stay what they were: no thousands without a unit after them.
    expect(enter('10k yen in usd')).not.toBe('/currency');
  });

  it('says bitcoin is not offered instead of opening 1 USD → EUR', () => {
    for (const query of ['1 btc to usd', 'bitcoin to euro', '2 eth in usd']) {
      const { answer } = decide(query);
      expect(answer.kind).toBe('none');
      if (answer.kind !== 'none') continue;
      expect(answer.note).toMatch(/^(Bitcoin|Ether) is not offered: currencies convert at the European Central Bank’s reference rates/);
      expect(answer.suggestions.map((s) => s.href)).toEqual(['/currency']);
    }
  });

  it('reads full-width text from a Japanese keyboard (NFKC)', () => {
    // units -t '5 ft + 3 inch' cm → 160.02
    expect(first('５ ｆｔ ＋ ３ ｉｎ in cm')?.label).toBe('5 ft + 3 in = 160.02 cm');
    expect(enter('５ ｆｔ ＋ ３ ｉｎ in cm')).toBe('/calculate/5+ft+%2B+3+in+in+cm');
    // The ideographic space too; superscripts stay powers ("m²" is not "m2" read otherwise).
    expect(enter('１０　ｋｍ to miles')).toBe('/length/kilometers-to-miles?v=10');
    const area = evaluate('２ m² in ft²', index);
    // units -t '2 m^2' ft^2 → 21.527821
    expect(area.ok && Math.abs(area.value - 21.527821) < 1e-6).toBe(true);
  });

  it('ignores zero-width characters pasted from web pages', () => {
    expect(enter('5 ft\u200b to m')).toBe('/feet-to-meters?v=5');
    expect(enter('\ufeff5\u200c ft to\u2060 m')).toBe('/feet-to-meters?v=5');
    const sum = evaluate('5\u200b ft + 3 in in cm', index);
    expect(sum.ok && sum.value).toBe(160.02);
  });

  it('quotes an emoji whole in an error, never half a surrogate pair', () => {
    expect(evaluate('5 🍕 to m', index)).toMatchObject({ ok: false, error: 'Unexpected "🍕"' });
    expect(evaluate('5 👍🏽 to m', index)).toMatchObject({ ok: false, error: 'Unexpected "👍🏽"' });
    const error = evaluate('3 m + 😀', index);
    expect(!error.ok && error.error).toBe('Unexpected "😀"');
  });

  it('says a search longer than the box takes is too long, as the API does', () => {
    const { answer, suggestions } = decide('5 ft to m '.repeat(500));
    expect(suggestions).toEqual([]);
    expect(answer).toMatchObject({ kind: 'none', note: 'Too long: a search has at most 200 characters' });
    expect(answer.kind === 'none' && answer.suggestions.length).toBeGreaterThan(0);
  });
});
