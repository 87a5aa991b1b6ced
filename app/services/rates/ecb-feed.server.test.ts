import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ecbXml } from '../../../tests/fixtures/ecb/feeds';
import { checkFeed, parseEcbFeed, RatesFeedError } from './ecb-feed.server';

const daily = readFileSync(new URL('../../../tests/fixtures/ecb/daily.xml', import.meta.url), 'utf8');

describe('parseEcbFeed', () => {
  it('reads the daily file: its date and every currency with the rate as published', () => {
    const [day, ...more] = parseEcbFeed(daily);
    expect(more).toEqual([]);
    expect(day!.date).toBe('2026-11-24');
    expect(Object.keys(day!.rates)).toHaveLength(29);
    // The published text, trailing zero kept: 0.87730, not 0.8773.
    expect(day!.rates).toMatchObject({ USD: '1.1550', GBP: '0.87730', JPY: '180.25', IDR: '19265.41' });
  });

  it('reads a file of several days, oldest first', () => {
    const xml = ecbXml({ '2026-11-24': { USD: '1.1550' }, '2026-11-20': { USD: '1.1500' }, '2026-11-21': { USD: '1.1525' } });
    expect(parseEcbFeed(xml).map((day) => day.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-24']);
  });

  it.each([
    ['an empty body', '', /The feed is empty/],
    ['broken XML', daily.slice(0, daily.length / 2), /not well-formed XML/],
    ['an HTML error page', '<html><body>Service unavailable</body></html>', /not an ECB reference-rate file/],
    ['an envelope without days', ecbXml({}), /no rates/],
    ['a day without rates', ecbXml({ '2026-11-24': {} }), /no rates for 2026-11-24/],
    ['a zero rate', ecbXml({ '2026-11-24': { USD: '0.0000' } }), /USD's rate "0.0000" is not positive/],
    ['a negative rate', ecbXml({ '2026-11-24': { USD: '-1.1' } }), /USD's rate "-1.1" is not a decimal number/],
    ['an infinite rate', ecbXml({ '2026-11-24': { USD: 'Infinity' } }), /USD's rate "Infinity" is not a decimal number/],
    ['a rate in exponent form', ecbXml({ '2026-11-24': { USD: '1e3' } }), /not a decimal number/],
    ['a bad currency code', ecbXml({ '2026-11-24': { usd: '1.1' } }), /is not a three-letter currency code/],
    ['an impossible date', ecbXml({ '2026-02-30': { USD: '1.1' } }), /time/],
  ])('refuses %s with a one-line reason', (_, xml, reason) => {
    const read = () => parseEcbFeed(xml);
    expect(read).toThrow(RatesFeedError);
    expect(read).toThrow(reason);
    try {
      read();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses a day or a currency given twice', () => {
    const twiceDay = ecbXml({ '2026-11-24': { USD: '1.1' } }).replace(
      '</Cube>\n\t</Cube>',
      "</Cube>\n\t\t<Cube time='2026-11-24'><Cube currency='USD' rate='1.2'/></Cube>\n\t</Cube>",
    );
    expect(() => parseEcbFeed(twiceDay)).toThrow('The feed gives 2026-11-24 twice');
    const twiceCurrency = ecbXml({ '2026-11-24': { USD: '1.1' } }).replace("rate='1.1'/>", "rate='1.1'/><Cube currency='USD' rate='1.2'/>");
    expect(() => parseEcbFeed(twiceCurrency)).toThrow('The feed gives USD twice on 2026-11-24');
  });
});

describe('checkFeed', () => {
  const lastGood = { date: '2026-11-23', rates: { USD: '1.15', JPY: '180', ISK: '147.6', GBP: '0.877' } };
  const day = (date: string, rates: Record<string, string>) => ({ date, rates });

  it('accepts a newer day with every currency of the last good one, and more', () => {
    expect(() => checkFeed([day('2026-11-24', { ...lastGood.rates, MXN: '21.25' })], { today: '2026-11-25', lastGood })).not.toThrow();
  });

  it('refuses a day after today', () => {
    expect(() => checkFeed([day('2026-11-26', lastGood.rates)], { today: '2026-11-25', lastGood })).toThrow(
      "The feed's date 2026-11-26 is in the future (today is 2026-11-25)",
    );
  });

  it('names the currencies a newer day lacks, and stores it only when told to', () => {
    const partial = [day('2026-11-24', { USD: '1.16', GBP: '0.88' })];
    expect(() => checkFeed(partial, { today: '2026-11-25', lastGood })).toThrow(
      "The feed's 2026-11-24 lacks 2 currencies of 2026-11-23: ISK, JPY (store it anyway with --allow-missing)",
    );
    expect(() => checkFeed(partial, { today: '2026-11-25', lastGood, allowMissing: true })).not.toThrow();
  });

  it('lets an older file (the history) have other currencies than today', () => {
    expect(() => checkFeed([day('2001-01-02', { USD: '0.94', GRD: '340.75' })], { today: '2026-11-25', lastGood })).not.toThrow();
  });

  it('refuses an empty list', () => {
    expect(() => checkFeed([], { today: '2026-11-25' })).toThrow('The feed has no rates');
  });
});
