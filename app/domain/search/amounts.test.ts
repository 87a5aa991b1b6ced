import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '~/i18n/languages';
import { evaluate } from '../expression/evaluate';
import { amountText, readNumeral } from './amounts';
import { readLocal } from './query';
import { searchIndex } from './search-index.server';
import { prepare } from './terms';

/**
 * Amounts written with the language's numerals, rate words and per-words (docs/decisions/095-japanese-
 * addresses-and-input.md, "As built: numerals, rates and per"), read from Japanese's search.yaml.
 * A numeral's value is worked out here from its places (二千五百 = 2 × 1000 + 5 × 100); a
 * conversion's or a calculation's from GNU units (the command beside each, `units -t -d 15`).
 */
const ja = searchIndex('ja');
const numerals = ja.language!.numerals!;

describe('a numeral', () => {
  it.each([
    ['5万', 5 * 10 ** 4],
    ['1.5万', 15_000],
    ['2万5千', 2 * 10 ** 4 + 5 * 10 ** 3],
    ['2万5000', 2 * 10 ** 4 + 5000],
    ['100万', 100 * 10 ** 4],
    ['1,000万', 1000 * 10 ** 4],
    // As financial statements write millions of yen: 25百万円.
    ['25百万', 25 * 100 * 10 ** 4],
    ['1億', 10 ** 8],
    ['1億2千万', 10 ** 8 + 2 * 10 ** 3 * 10 ** 4],
    ['5千万', 5 * 10 ** 3 * 10 ** 4],
    ['3兆', 3 * 10 ** 12],
    ['0.1億', 10 ** 7],
    ['1.1万', 11_000],
    ['三千', 3 * 1000],
    ['二千五百', 2 * 1000 + 5 * 100],
    ['千五百', 1000 + 5 * 100],
    ['十五', 10 + 5],
    ['三十', 3 * 10],
    ['一万', 10 ** 4],
    ['千五百万', (1000 + 5 * 100) * 10 ** 4],
    ['九千九百九十九万九千九百九十九', 9999 * 10 ** 4 + 9999],
  ])('%s = %d', (text, value) => {
    expect(readNumeral(text, numerals, ja.language!.style)?.value).toBe(value);
  });

  it.each([
    // Digits in a row: positional notation is not read.
    '二〇二六',
    '四六',
    '三三',
    // A group with nothing before it, groups or places out of order, two numbers side by side.
    '万',
    '百千',
    '5万3万',
    '五5',
    '5五',
    // A decimal only first.
    '1万0.5',
    // No numeral word: digits are the tokenizer's.
    '100',
    '1.5',
  ])('%j is no numeral', (text) => {
    expect(readNumeral(text, numerals, ja.language!.style)).toBeNull();
  });
});

describe('a Japanese query with numerals, rates and per-words, as the search reads it', () => {
  it.each([
    ['5万円をドルに', '50000 jpy to usd'],
    ['1.5万円', '15000 jpy'],
    ['2万5千円', '25000 jpy'],
    ['100万円は何ドル', '1000000 jpy to usd'],
    ['３千メートル', '3000 メートル'],
    ['三千円', '3000 jpy'],
    ['二千五百メートル', '2500 メートル'],
    // 千 and 百 alone before any unit (search.yaml's numerals.alone); one other word before a name of two characters.
    ['千円', '1000 jpy'],
    ['一カップの砂糖は何グラム', '1 cup の 砂糖 to g'],
    ['一時間', '1 時間'],
    // Not read: a numeral of one word before a unit of one character is often a word of its own.
    ['十分', '十 分'],
    ['一寸', '一 寸'],
    ['一度', '一 度'],
    ['七分', '七 分'],
    // Nor a numeral in words that no unit follows, nor digits in a row.
    ['千葉', '千葉'],
    ['四六時中', '四六 h 中'],
    // A rate's word before its amount; キロ after it is the kilometer.
    ['時速60km', '60 km/h'],
    ['分速80m', '80 m/min'],
    ['秒速340m', '340 m/s'],
    ['時速100キロは秒速何メートル', '100 km/h to m/s'],
    ['時速六十キロ', '60 km/h'],
    // The target per the same time where it names a unit of the amount's kind alone.
    ['時速60kmをマイルに', '60 km/h to mi/h'],
    ['時速60kmは何マイル', '60 km/h to mi/h'],
    ['時速60マイルをキロに', '60 mi/h to km/h'],
    ['時速60kmをm/sに', '60 km/h to m/s'],
    // Per: the amount over the one before the word.
    ['1時間あたり60km', '60 km/h'],
    ['1kgあたり500円', '500 JPY/kg'],
    ['kg当たり500円', '500 JPY/kg'],
    ['100gあたり300円', '300 JPY / (100 g)'],
    ['1リットルあたり20kmをマイルに', '20 km/L to mi/L'],
    ['100gあたり300円は1kgあたり何円', '300 JPY / (100 g) to JPY/kg'],
    // Not read: a per-word with nothing after it, or more than an amount either side.
    ['100gあたり', '100 g あたり'],
  ])('%j → %j', (query, text) => {
    expect(readLocal(query, ja).text).toBe(text);
  });
});

describe('a Japanese calculation with numerals, rates and per-words', () => {
  it.each([
    // units -t -d 15 '50000 m' km → 50
    ['5万mをkmに', 50, 'km'],
    // units -t -d 15 '15000 ft' m → 4572
    ['1.5万フィートをメートルに', 4572, 'm'],
    // units -t -d 15 '25000 m' mi → 15.5342798059333
    ['2万5千mをマイルに', 15.5342798059333, 'mi'],
    // units -t -d 15 '2500 m' ft → 8202.09973753281
    ['二千五百メートルをフィートに', 8202.09973753281, 'ft'],
    // units -t -d 15 '30 min' hr → 0.5
    ['三十分を時間に', 0.5, 'h'],
    // units -t -d 15 '1e8 mm' km → 100
    ['1億mmをkmに', 100, 'km'],
    // units -t -d 15 '60 km/hr' m/s → 16.6666666666667
    ['時速60km', 16.6666666666667, 'm/s'],
    ['1時間あたり60km', 16.6666666666667, 'm/s'],
    // units -t -d 15 '80 m/min' m/s → 1.33333333333333
    ['分速80m', 1.33333333333333, 'm/s'],
    // units -t -d 15 '80 m/min' km/hr → 4.8
    ['分速80mは時速何キロ', 4.8, 'km/h'],
    // units -t -d 15 '340 m/s' km/hr → 1224
    ['秒速340mは時速何キロ', 1224, 'km/h'],
    // units -t -d 15 '100 km/hr' m/s → 27.7777777777778
    ['時速100キロは秒速何メートル', 27.7777777777778, 'm/s'],
    // units -t -d 15 '60 km/hr' mph → 37.28227153424
    ['時速60kmをマイルに', 37.28227153424, 'mph'],
    ['時速六十キロは何マイル', 37.28227153424, 'mph'],
    // units -t -d 15 '60 mph' km/hr → 96.56064
    ['時速60マイルをキロに', 96.56064, 'km/h'],
    // units -t -d 15 '20 km/liter' mpg → 47.0429166666667
    ['1リットルあたり20kmをmpgに', 47.0429166666667, 'mpg (US)'],
    // units -t -d 15 '3 kg/m^2' lb/m^2 → 6.61386786554633
    ['1平方メートルあたり3kgをポンドに', 6.61386786554633, 'lb/m²'],
    // units -t -d 15 '10 liter/min' liter/hr → 600
    ['1分あたり10リットルをL/hに', 600, 'L/h'],
    // units -t -d 15 '300 yen/(100 g)' yen/kg → 3000
    ['100gあたり300円は1kgあたり何円', 3000, 'JPY/kg'],
    // units -t -d 15 '500 yen/kg' 'yen/(100 g)' → 50
    ['1kgあたり500円は100gあたり何円', 50, 'JPY / 100 g'],
  ])('%j = %d %s', (query, value, unit) => {
    const result = evaluate(query, ja);
    expect(result.ok && result.unit).toBe(unit);
    expect(result.ok && Math.abs(result.value - value)).toBeLessThanOrEqual(1e-12 * value);
  });

  it.each([
    // 十分 is "enough" as often as ten minutes: not read as a number.
    ['十分を秒に', '不明な単位：「十」'],
    ['100gあたり', '不明な単位：「あたり」'],
  ])('refuses %j: %s', (query, error) => {
    expect(evaluate(query, ja)).toMatchObject({ ok: false, error });
  });

  it('reads the amount in the reader’s number style', () => {
    // A page in a style with a decimal comma passes it (ADR 087): 1,5万 is 15000 there.
    const comma = { ...ja.language!.style, decimal: ',', group: '.' };
    const result = evaluate('1,5万mをkmに', ja, comma);
    expect(result.ok && [result.value, result.unit]).toEqual([15, 'km']);
  });
});

describe('the languages with no numerals or rates in their search.yaml', () => {
  it.each(LANGUAGES.filter((language) => language.code !== 'ja').map((language) => [language.code] as const))(
    '%s reads its text as before',
    (code) => {
      const p = prepare(searchIndex(code));
      expect(p.index.language?.numerals).toBeUndefined();
      expect(p.index.language?.rates).toBeUndefined();
      for (const text of ['5万 km a millas', '1 kg あたり 500 円', '時速 60 km']) expect(amountText(text, p)).toBe(text);
    },
  );
});
