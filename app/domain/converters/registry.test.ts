import { describe, expect, it } from 'vitest';
import { convert } from '../units/convert';
import { CURRENCY_RATES, CURRENCY_RATES_DATE } from '../units/currency';
import { quantities } from '../units/registry';
import {
  quantityPages,
  converterPages,
  getConverterPage,
  GROUP_LABELS,
  GROUP_ORDER,
  NAV_QUANTITIES,
  pairPages,
  PERMANENT_REDIRECTS,
  POPULAR_PAIRS,
} from './registry';
import type { ConverterGroup, ConverterPage } from './types';

const rows = converterPages.map((page) => [page.slug, page] as const);

function unitKeysOf(quantityId: string): string[] {
  const table = Object.hasOwn(quantities, quantityId) ? quantities[quantityId as keyof typeof quantities] : undefined;
  return table ? table.units.map((unit) => unit.key) : [];
}

/** Units the page offers: its own ordered subset, or the whole table. */
function offeredUnits(page: ConverterPage): readonly string[] {
  return page.units ?? unitKeysOf(page.quantity);
}

function articleText(page: ConverterPage): string {
  return page.article.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]).join('\n');
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// The core route list (docs/product.md#routes): every converter path, pair pages included.
// prettier-ignore
const CORE_CONVERTER_ROUTES = [
  'length', 'feet-to-meters', 'weight', 'kg-to-lbs', 'temperature', 'celsius-to-fahrenheit',
  'currency', 'usd-to-eur', 'time', 'speed', 'area', 'volume', 'energy', 'data', 'data-transfer',
  'sound', 'typography', 'volume-lumber', 'prefixes', 'linear-current-density',
  'surface-current-density', 'electric-field-strength', 'electric-potential', 'electric-resistance',
  'electric-resistivity', 'electric-conductance', 'electric-conductivity', 'electrostatic-capacitance',
  'inductance', 'magnetomotive-force', 'magnetic-field-strength', 'magnetic-flux',
  'magnetic-flux-density', 'radiation', 'radiation-activity', 'radiation-exposure',
  'radiation-absorbed-dose',
] as const;

describe('converter registry: structure', () => {
  it("has every core converter route and, beyond them, only the catalog's quantity pages", () => {
    const core: readonly string[] = CORE_CONVERTER_ROUTES;
    const beyond = converterPages.filter((p) => !core.includes(p.slug));
    expect(converterPages.length - beyond.length).toBe(core.length);
    // A catalog page is named after its quantity (/pressure converts pressure).
    for (const page of beyond) expect([page.slug, page.pairOf]).toEqual([page.quantity, undefined]);
  });

  it('has unique slugs', () => {
    const slugs = converterPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('lists groups in the order of GROUP_ORDER, the core pair pages after the common ones', () => {
    const order = converterPages.map((p) => (p.pairOf ? 'pairs' : p.group));
    const runs = order.filter((g, i) => g !== order[i - 1]);
    const filled = GROUP_ORDER.slice(1).filter((group) => converterPages.some((p) => p.group === group));
    expect(runs).toEqual(['common', 'pairs', ...filled]);
    expect(filled).toEqual(expect.arrayContaining(['electricity', 'magnetism', 'radiology', 'other']));
  });

  it('splits category and pair pages', () => {
    expect(quantityPages.every((p) => !p.pairOf)).toBe(true);
    expect(pairPages.map((p) => p.slug)).toEqual([...POPULAR_PAIRS]);
    expect(quantityPages.length + pairPages.length).toBe(converterPages.length);
  });

  it('returns undefined for unknown or prototype slugs', () => {
    expect(getConverterPage('length')?.slug).toBe('length');
    expect(getConverterPage('nope')).toBeUndefined();
    expect(getConverterPage('constructor')).toBeUndefined();
  });

  it.each(NAV_QUANTITIES.map((slug) => [slug]))('nav category %s is a category page', (slug) => {
    expect(getConverterPage(slug)?.pairOf).toBeUndefined();
    expect(getConverterPage(slug)?.group).toBe('common');
  });

  it('has the ten nav categories in the product’s order', () => {
    expect(NAV_QUANTITIES).toEqual(['length', 'weight', 'temperature', 'speed', 'time', 'volume', 'area', 'data', 'currency', 'energy']);
  });

  it.each(POPULAR_PAIRS.map((slug) => [slug]))('popular pair %s is a pair page', (slug) => {
    expect(getConverterPage(slug)?.pairOf).toBeDefined();
  });

  it("labels every group, the leading converter sites' nine", () => {
    const groups: ConverterGroup[] = ['common', 'engineering', 'heat', 'fluids', 'light', 'electricity', 'magnetism', 'radiology', 'other'];
    expect([...GROUP_ORDER]).toEqual(groups);
    for (const group of groups) expect(GROUP_LABELS[group].trim()).not.toBe('');
  });

  it.each([
    ['common', ['length', 'weight', 'temperature', 'currency', 'time', 'speed', 'area', 'volume', 'energy', 'data', 'data-transfer', 'cooking']],
    ['magnetism', ['magnetomotive-force', 'magnetic-field-strength', 'magnetic-flux', 'magnetic-flux-density']],
    ['radiology', ['radiation', 'radiation-activity', 'radiation-exposure', 'radiation-absorbed-dose']],
    ['other', ['sound', 'typography', 'volume-lumber', 'prefixes']],
  ] as const)("group %s holds the core pages in their order, among the catalog's", (group, slugs) => {
    const inGroup = quantityPages.filter((p) => p.group === group).map((p) => p.slug);
    expect(inGroup.filter((slug) => (slugs as readonly string[]).includes(slug))).toEqual(slugs);
  });

  it('has the ten core electricity pages among its electricity pages, each named after its quantity', () => {
    const electrical = quantityPages.filter((p) => p.group === 'electricity');
    expect(electrical.map((p) => p.slug)).toEqual(
      expect.arrayContaining([
        'linear-current-density',
        'surface-current-density',
        'electric-field-strength',
        'electric-potential',
        'electric-resistance',
        'electric-resistivity',
        'electric-conductance',
        'electric-conductivity',
        'electrostatic-capacitance',
        'inductance',
      ]),
    );
    for (const page of electrical) expect(page.slug).toBe(page.quantity);
  });
});

describe('converter registry: redirects', () => {
  it.each([
    ['capacitance', 'electrostatic-capacitance'],
    ['mortgage-calculator', 'mortgage'],
    ['countdown-timer', 'countdown'],
  ])('redirects %s to %s', (from, to) => {
    expect(PERMANENT_REDIRECTS[from]).toBe(to);
  });

  it.each(Object.entries(PERMANENT_REDIRECTS))('alias %s → %s is URL-safe and never shadows a page', (from, to) => {
    expect(from).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(getConverterPage(from)).toBeUndefined();
    expect(getConverterPage(to) !== undefined || ['mortgage', 'countdown'].includes(to)).toBe(true);
  });

  it('finds nothing for prototype keys', () => {
    expect(PERMANENT_REDIRECTS['constructor']).toBeUndefined();
    expect(PERMANENT_REDIRECTS['__proto__']).toBeUndefined();
  });
});

describe.each(rows)('page %s', (slug, page) => {
  const units = offeredUnits(page);

  it('has a URL-safe slug', () => {
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('converts a quantity of the unit registry, offering only its units', () => {
    const keys = unitKeysOf(page.quantity);
    expect(keys.length).toBeGreaterThan(1);
    expect(units.length).toBeGreaterThan(1);
    expect(new Set(units).size).toBe(units.length);
    for (const key of units) expect(keys).toContain(key);
  });

  it('defaults to two different offered units', () => {
    expect(units).toContain(page.defaultFrom);
    expect(units).toContain(page.defaultTo);
    expect(page.defaultFrom).not.toBe(page.defaultTo);
  });

  it('has 4–6 examples in offered units with finite values', () => {
    expect(page.examples.length).toBeGreaterThanOrEqual(4);
    expect(page.examples.length).toBeLessThanOrEqual(6);
    for (const ex of page.examples) {
      expect(Number.isFinite(ex.value)).toBe(true);
      expect(units).toContain(ex.from);
      expect(units).toContain(ex.to);
      expect(ex.from).not.toBe(ex.to);
    }
  });

  it('relates to exactly six other existing pages', () => {
    expect(page.related).toHaveLength(6);
    expect(new Set(page.related).size).toBe(6);
    expect(page.related).not.toContain(slug);
    for (const other of page.related) expect(getConverterPage(other), other).toBeDefined();
  });

  it('has head and lead text of the expected shape', () => {
    expect(page.name.trim()).not.toBe('');
    expect(page.heading).toMatch(/Converter$/);
    expect(page.title.length).toBeLessThanOrEqual(65);
    expect(page.title).not.toMatch(/Unitwise/); // the site appends its name
    expect(page.description.length).toBeGreaterThanOrEqual(120);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.keywords.length).toBeGreaterThanOrEqual(5);
    expect(page.keywords.length).toBeLessThanOrEqual(8);
    expect(new Set(page.keywords).size).toBe(page.keywords.length);
    expect(page.intro).toMatch(/\.$/);
    expect(page.intro).not.toMatch(/[.!?]\s+[A-Z]/); // one sentence
  });

  it('has a formula of 1–3 lines when present', () => {
    if (!page.formula) return;
    expect(page.formula.length).toBeGreaterThanOrEqual(1);
    expect(page.formula.length).toBeLessThanOrEqual(3);
  });

  it('has an article of 3–4 sections and roughly 250–450 words', () => {
    expect(page.article.length).toBeGreaterThanOrEqual(3);
    expect(page.article.length).toBeLessThanOrEqual(4);
    for (const section of page.article) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length).toBeLessThanOrEqual(3);
      // A lone paragraph must come with a list.
      expect(section.paragraphs.length + (section.list ? 1 : 0)).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(page.article.map((s) => s.heading)).size).toBe(page.article.length);
    const words = wordCount(articleText(page));
    expect(words).toBeGreaterThanOrEqual(240);
    expect(words).toBeLessThanOrEqual(460);
  });
});

// The rule of docs/product.md#unit-tables for the core pages; a catalog page defaults to the pair
// people search (US cups → mL).
const CORE_CATEGORY_PAGES = quantityPages.filter(
  (p) => p.slug !== 'radiation-activity' && (CORE_CONVERTER_ROUTES as readonly string[]).includes(p.slug),
);
describe.each(CORE_CATEGORY_PAGES.map((p) => [p.slug, p] as const))('category page %s', (_slug, page) => {
  it('defaults to the first and second unit of its table', () => {
    const [first, second] = offeredUnits(page);
    expect([page.defaultFrom, page.defaultTo]).toEqual([first, second]);
  });
});

describe('pages with fixed defaults', () => {
  it.each([
    ['feet-to-meters', 'length', 'length', 'ft', 'm'],
    ['kg-to-lbs', 'weight', 'weight', 'kg', 'lb'],
    ['celsius-to-fahrenheit', 'temperature', 'temperature', 'C', 'F'],
    ['usd-to-eur', 'currency', 'currency', 'USD', 'EUR'],
  ])('%s is a pair of %s (%s) from %s to %s', (slug, pairOf, quantity, from, to) => {
    const page = getConverterPage(slug);
    expect(page).toMatchObject({ pairOf, quantity, defaultFrom: from, defaultTo: to, group: 'common' });
    expect(getConverterPage(pairOf)?.quantity).toBe(quantity);
    expect(page?.heading).not.toBe(getConverterPage(pairOf)?.heading);
  });

  it.each([
    ['radiation', 'radioactivity', 'Bq', 'kBq'],
    ['radiation-activity', 'radioactivity', 'Bq', 'Ci'],
    ['volume-lumber', 'volume-lumber', 'bdft', 'ft3'],
  ])('%s converts %s from %s to %s', (slug, quantity, from, to) => {
    expect(getConverterPage(slug)).toMatchObject({ quantity, defaultFrom: from, defaultTo: to });
  });
});

describe('required statements', () => {
  it.each([
    ['time', /month is exactly 30 days/],
    ['time', /year is exactly 365 days/],
    ['time', /30\.44 days/],
    ['time', /365\.25 days/],
    ['data', /binary steps/],
    ['data', /1 KB is 1,024 bytes/],
    ['data', /kilobyte \(kB\) is exactly 1,000 bytes/],
    ['data', /KiB/],
    ['data', /1 GB here is 1,024 MB, never 1,000/],
    ['data', /binary gigabyte/],
    ['data-transfer', /networking convention of decimal steps/],
    ['data-transfer', /1 Kbps (is|=) 1,000 (bits per second|bps)/],
    ['currency', /euro foreign exchange reference rates/],
    ['currency', /for information only/],
    ['currency', /built-in table of 2025-01-15 for nine currencies/],
    ['currency', /not current/],
    ['usd-to-eur', /for information only/],
    ['usd-to-eur', /not a live/],
    ['usd-to-eur', /30 currencies/],
    ['sound', /logarithmic (level )?scale/],
    ['sound', /changes the unit of the level, not the loudness/],
    ['sound', /1 B = 10 dB/],
    ['radiation-exposure', /legacy unit|older unit/],
    ['radiation-exposure', /SI unit/],
    ['radiation-absorbed-dose', /legacy unit|older unit/],
    ['radiation-absorbed-dose', /SI unit/],
  ])('%s says %s', (slug, pattern) => {
    const page = getConverterPage(slug);
    expect(page).toBeDefined();
    if (page) expect(articleText(page)).toMatch(pattern);
  });

  it.each([['currency'], ['usd-to-eur']])('%s names its source and the built-in table’s date, and claims no live rates', (slug) => {
    const page = getConverterPage(slug);
    expect(page).toBeDefined();
    if (!page) return;
    expect(articleText(page)).toContain(CURRENCY_RATES_DATE);
    expect(page.description).toContain('European Central Bank');
    expect(page.description).not.toMatch(/150/);
    expect(page.description).not.toMatch(/(?<!not a )\blive\b/i);
  });

  it.each([['currency'], ['usd-to-eur']])('%s quotes the rates of the unit table', (slug) => {
    const page = getConverterPage(slug);
    const text = page ? [articleText(page), ...(page.formula ?? [])].join('\n') : '';
    const quoted = [...text.matchAll(/1 USD = ([\d.]+) ([A-Z]{3})/g)];
    expect(quoted.length).toBeGreaterThan(0);
    for (const [, rate, code] of quoted) {
      expect(CURRENCY_RATES[code as keyof typeof CURRENCY_RATES], `${code}`).toBe(Number(rate));
    }
  });
});

/** Significant digits of a number as written in prose ('0.0929' → 3, '1000' → 4). */
function significantDigits(written: string): number {
  const mantissa = written.replace(/^-/, '').split('e')[0] ?? '';
  return mantissa.replace('.', '').replace(/^0+/, '').length;
}

// Numbers the article, formula and list text state, checked against the real
// tables at the precision they are written with: [quantity, value, from, to, stated].
// prettier-ignore
const PROSE_FACTS: ReadonlyArray<readonly [string, number, string, string, string]> = [
  ['length', 1, 'in', 'cm', '2.54'], ['length', 1, 'ft', 'm', '0.3048'], ['length', 1, 'yd', 'm', '0.9144'],
  ['length', 1, 'mi', 'km', '1.609344'], ['length', 1, 'mi', 'ft', '5280'], ['length', 1, 'm', 'ft', '3.2808'],
  ['length', 1, 'm', 'in', '39.3701'], ['length', 1, 'm', 'yd', '1.0936'], ['length', 1, 'km', 'mi', '0.6214'],
  ['length', 70, 'in', 'm', '1.778'], ['length', 1.8, 'm', 'ft', '5.9055'], ['length', 35000, 'ft', 'm', '10668'],
  ['length', 8849, 'm', 'ft', '29032'], ['length', 6, 'ft', 'm', '1.8288'],
  ['weight', 1, 'kg', 'lb', '2.2046'], ['weight', 1, 'lb', 'g', '453.59237'], ['weight', 1, 'oz', 'g', '28.349523125'],
  ['weight', 1, 'ton', 'kg', '907.18474'], ['weight', 1, 't', 'lb', '2204.62'], ['weight', 1, 'kg', 'oz', '35.274'],
  ['weight', 1, 't', 'ton', '1.1023'], ['weight', 1, 'lb', 'oz', '16'], ['weight', 5, 'kg', 'lb', '11.0231'],
  ['weight', 50, 'kg', 'lb', '110.2311'], ['weight', 70, 'kg', 'lb', '154.3236'], ['weight', 100, 'kg', 'lb', '220.4623'],
  ['weight', 3, 'kg', 'lb', '6.6139'], ['weight', 80, 'kg', 'lb', '176.37'], ['weight', 23, 'kg', 'lb', '50.7'],
  ['weight', 20, 'kg', 'lb', '44.09'], ['weight', 45, 'lb', 'kg', '20.41'], ['weight', 150, 'lb', 'kg', '68.0388555'],
  ['area', 1, 'ft2', 'm2', '0.09290304'], ['area', 1, 'm2', 'ft2', '10.7639'], ['area', 1, 'ac', 'm2', '4046.8564224'],
  ['area', 1, 'ac', 'ft2', '43560'], ['area', 1, 'ha', 'ac', '2.4711'], ['area', 1, 'ac', 'ha', '0.4047'],
  ['area', 1, 'mi2', 'ac', '640'], ['area', 1, 'mi2', 'km2', '2.59'], ['area', 1, 'km2', 'ha', '100'],
  ['area', 1, 'km2', 'mi2', '0.3861'], ['area', 20, 'm2', 'ft2', '215.3'],
  ['volume', 1, 'gal', 'L', '3.785411784'], ['volume', 1, 'ukgal', 'L', '4.54609'], ['volume', 1, 'qt', 'L', '0.946352946'],
  ['volume', 1, 'pt', 'L', '0.473176473'], ['volume', 1, 'cup', 'mL', '236.5882365'],
  ['volume', 1, 'floz', 'mL', '29.5735295625'], ['volume', 1, 'ft3', 'L', '28.316846592'], ['volume', 1, 'L', 'qt', '1.0567'],
  ['volume', 1, 'L', 'floz', '33.814'], ['volume', 1, 'ft3', 'gal', '7.4805'], ['volume', 1, 'm3', 'gal', '264.172'],
  ['volume', 1, 'ukgal', 'gal', '1.2009'], ['volume', 1, 'gal', 'qt', '4'], ['volume', 1, 'gal', 'cup', '16'],
  ['volume', 1, 'gal', 'floz', '128'], ['volume', 100, 'ft3', 'gal', '748'], ['volume', 12, 'floz', 'mL', '355'],
  ['volume', 1, 'mL', 'cm3', '1'],
  ['speed', 1, 'mps', 'kmh', '3.6'], ['speed', 1, 'mph', 'kmh', '1.609344'], ['speed', 1, 'mph', 'mps', '0.44704'],
  ['speed', 1, 'fps', 'kmh', '1.09728'], ['speed', 1, 'kn', 'kmh', '1.852'], ['speed', 1, 'kn', 'mph', '1.1508'],
  ['speed', 60, 'mph', 'fps', '88'], ['speed', 1, 'mps', 'mph', '2.2369'], ['speed', 1, 'kmh', 'mph', '0.6214'],
  ['speed', 60, 'mph', 'kmh', '96.5606'], ['speed', 100, 'kmh', 'mph', '62'], ['speed', 50, 'kmh', 'mph', '31'],
  ['temperature', 0, 'K', 'C', '-273.15'], ['temperature', 0, 'K', 'F', '-459.67'], ['temperature', 20, 'C', 'F', '68'],
  ['temperature', 20, 'C', 'K', '293.15'], ['temperature', 37, 'C', 'F', '98.6'], ['temperature', 100, 'C', 'F', '212'],
  ['temperature', -40, 'C', 'F', '-40'], ['temperature', 15, 'C', 'F', '59'], ['temperature', 10, 'C', 'F', '50'],
  ['temperature', 25, 'C', 'F', '77'], ['temperature', 180, 'C', 'F', '356'], ['temperature', 200, 'C', 'F', '392'],
  ['temperature', 38, 'C', 'F', '100.4'], ['temperature', -10, 'C', 'F', '14'], ['temperature', 30, 'C', 'F', '86'],
  // The built-in table's (the day's reference rates are not the tables': currency-rates.test.ts).
  ['currency', 1, 'USD', 'EUR', '0.92'], ['currency', 1, 'USD', 'JPY', '149.5'],
  ['time', 1, 'd', 's', '86400'], ['time', 1, 'wk', 's', '604800'], ['time', 1, 'mo', 'd', '30'],
  ['time', 1, 'yr', 'd', '365'], ['time', 1, 'yr', 'mo', '12.1667'], ['time', 1, 'mo', 's', '2592000'],
  ['time', 1, 'yr', 's', '31536000'], ['time', 1, 'mo', 'h', '720'], ['time', 1, 'yr', 'h', '8760'],
  ['time', 1, 'wk', 'h', '168'], ['time', 1, 'd', 'min', '1440'], ['time', 30000, 'ms', 's', '30'],
  ['time', 5400, 's', 'h', '1.5'],
  ['energy', 1, 'kWh', 'J', '3600000'], ['energy', 1, 'Wh', 'J', '3600'], ['energy', 1, 'cal', 'J', '4.184'],
  ['energy', 1, 'kcal', 'kJ', '4.184'], ['energy', 1, 'BTU', 'J', '1055.05585262'], ['energy', 1, 'eV', 'J', '1.602176634e-19'],
  ['energy', 1, 'kWh', 'BTU', '3412.14'], ['energy', 1, 'kWh', 'kcal', '860.42'], ['energy', 1, 'kcal', 'BTU', '3.9657'],
  ['energy', 1, 'BTU', 'kJ', '1.0551'], ['energy', 1, 'BTU', 'Wh', '0.2931'], ['energy', 2000, 'kcal', 'kJ', '8368'],
  ['energy', 6, 'kWh', 'J', '21600000'],
  ['data', 1, 'KB', 'B', '1024'], ['data', 1, 'MB', 'B', '1048576'], ['data', 1, 'GB', 'B', '1073741824'],
  ['data', 1, 'TB', 'B', '1099511627776'], ['data', 1, 'PB', 'TB', '1024'], ['data', 1, 'Kbit', 'bit', '1024'],
  ['data', 1, 'B', 'bit', '8'], ['data', 100, 'MB', 'bit', '838860800'], ['data', 1e12, 'B', 'GB', '931.32'],
  ['data', 1, 'GB', 'MB', '1024'], ['data', 1, 'TB-dec', 'GB', '931.32'], ['data', 1, 'TB', 'GB', '1024'],
  ['data-transfer', 1, 'Kbps', 'bps', '1000'], ['data-transfer', 1, 'Mbps', 'KBps', '125'],
  ['data-transfer', 100, 'Mbps', 'MBps', '12.5'], ['data-transfer', 1, 'Gbps', 'MBps', '125'],
  ['data-transfer', 1, 'MBps', 'Mbps', '8'], ['data-transfer', 56, 'Kbps', 'KBps', '7'],
  ['data-transfer', 300, 'Mbps', 'MBps', '37.5'], ['data-transfer', 1, 'Bps', 'bps', '8'],
  ['data-transfer', 1, 'KBps', 'Bps', '1000'],
  ['sound', 1, 'B', 'dB', '10'], ['sound', 1, 'Np', 'dB', '8.6859'], ['sound', 1, 'dB', 'Np', '0.1151'],
  ['sound', 60, 'dB', 'Np', '6.9078'], ['sound', 60, 'dB', 'B', '6'],
  ['typography', 1, 'pt', 'px', '1.3333'], ['typography', 1, 'px', 'pt', '0.75'], ['typography', 1, 'rem', 'px', '16'],
  ['typography', 1, 'em', 'px', '16'], ['typography', 12, 'pt', 'px', '16'], ['typography', 10, 'pt', 'px', '13.3333'],
  ['typography', 24, 'px', 'rem', '1.5'], ['typography', 24, 'px', 'pt', '18'], ['typography', 14, 'px', 'rem', '0.875'],
  ['typography', 14, 'px', 'pt', '10.5'],
  ['volume-lumber', 1, 'bdft', 'in3', '144'], ['volume-lumber', 12, 'bdft', 'ft3', '1'],
  ['volume-lumber', 1, 'bdft', 'm3', '0.002359737216'], ['volume-lumber', 1, 'm3', 'bdft', '423.776'],
  ['volume-lumber', 1000, 'bdft', 'm3', '2.36'],
  ['prefixes', 1, 'M', 'k', '1000'], ['prefixes', 1, 'm', 'u', '1000'], ['prefixes', 1, 'M', 'm', '1000000000'],
  ['prefixes', 1, 'T', 'one', '1000000000000'], ['prefixes', 1, 'n', 'one', '0.000000001'],
  ['linear-current-density', 1, 'A-per-cm', 'A-per-m', '100'], ['linear-current-density', 1, 'A-per-in', 'A-per-m', '39.3701'],
  ['linear-current-density', 1, 'A-per-in', 'A-per-cm', '0.3937'], ['linear-current-density', 1, 'A-per-ft', 'A-per-m', '3.2808'],
  ['linear-current-density', 1, 'A-per-in', 'A-per-ft', '12'], ['linear-current-density', 1000, 'A-per-m', 'A-per-in', '25.4'],
  ['surface-current-density', 1, 'A-per-cm2', 'A-per-m2', '10000'],
  ['surface-current-density', 1, 'A-per-in2', 'A-per-m2', '1550.0031'],
  ['surface-current-density', 1, 'A-per-in2', 'A-per-cm2', '0.155'],
  ['surface-current-density', 1, 'A-per-cm2', 'A-per-in2', '6.4516'],
  ['electric-field-strength', 1, 'V-per-cm', 'V-per-m', '100'], ['electric-field-strength', 1, 'kV-per-m', 'V-per-cm', '10'],
  ['electric-field-strength', 1, 'V-per-in', 'V-per-m', '39.3701'],
  ['electric-field-strength', 1000, 'V-per-in', 'kV-per-m', '39.37'],
  ['electric-field-strength', 3000, 'kV-per-m', 'V-per-cm', '30000'],
  ['electric-potential', 1, 'kV', 'V', '1000'], ['electric-potential', 1, 'V', 'uV', '1000000'],
  ['electric-potential', 1, 'mV', 'uV', '1000'],
  ['electric-resistance', 4.7, 'kohm', 'ohm', '4700'], ['electric-resistance', 0.47, 'Mohm', 'kohm', '470'],
  ['electric-resistance', 1, 'ohm', 'mohm', '1000'],
  ['electric-resistivity', 1, 'ohm-m', 'ohm-cm', '100'], ['electric-resistivity', 1, 'ohm-m', 'ohm-mm', '1000'],
  ['electric-resistivity', 1.68e-8, 'ohm-m', 'ohm-cm', '1.68e-6'], ['electric-resistivity', 182000, 'ohm-m', 'ohm-cm', '18200000'],
  ['electric-conductance', 1, 'S', 'uS', '1000000'], ['electric-conductance', 0.004, 'S', 'mS', '4'],
  ['electric-conductivity', 1, 'S-per-cm', 'S-per-m', '100'], ['electric-conductivity', 1, 'S-per-cm', 'mS-per-m', '100000'],
  ['electric-conductivity', 1e-4, 'S-per-m', 'mS-per-m', '0.1'], ['electric-conductivity', 5.5e-8, 'S-per-cm', 'S-per-m', '5.5e-6'],
  ['electrostatic-capacitance', 1, 'F', 'uF', '1000000'], ['electrostatic-capacitance', 0.1, 'uF', 'pF', '100000'],
  ['electrostatic-capacitance', 4.7, 'nF', 'pF', '4700'], ['electrostatic-capacitance', 1, 'uF', 'nF', '1000'],
  ['inductance', 0.47, 'mH', 'uH', '470'], ['inductance', 1, 'H', 'nH', '1000000000'], ['inductance', 0.0022, 'H', 'uH', '2200'],
  ['magnetomotive-force', 1, 'kAt', 'At', '1000'], ['magnetomotive-force', 2, 'At', 'mAt', '2000'],
  ['magnetic-field-strength', 1, 'Oe', 'A-per-m', '79.5775'], ['magnetic-field-strength', 1, 'A-per-m', 'Oe', '0.012566'],
  ['magnetic-field-strength', 1, 'A-per-cm', 'Oe', '1.2566'], ['magnetic-field-strength', 1000, 'A-per-m', 'Oe', '12.566'],
  ['magnetic-field-strength', 12, 'Oe', 'A-per-m', '955'], ['magnetic-field-strength', 2000, 'A-per-m', 'Oe', '25.13'],
  ['magnetic-flux', 1, 'Wb', 'Mx', '100000000'], ['magnetic-flux', 1, 'uWb', 'Mx', '100'], ['magnetic-flux', 1, 'Mx', 'uWb', '0.01'],
  ['magnetic-flux', 1e-4, 'Wb', 'Mx', '10000'],
  ['magnetic-flux-density', 1, 'T', 'G', '10000'], ['magnetic-flux-density', 1, 'mT', 'G', '10'],
  ['magnetic-flux-density', 1, 'G', 'uT', '100'], ['magnetic-flux-density', 1, 'uT', 'G', '0.01'],
  ['magnetic-flux-density', 5, 'mT', 'G', '50'], ['magnetic-flux-density', 25, 'uT', 'G', '0.25'],
  ['radioactivity', 1, 'Ci', 'GBq', '37'], ['radioactivity', 1, 'mCi', 'MBq', '37'], ['radioactivity', 1, 'uCi', 'kBq', '37'],
  ['radioactivity', 1, 'GBq', 'mCi', '27.027'], ['radioactivity', 1, 'MBq', 'uCi', '27.027'],
  ['radioactivity', 740, 'MBq', 'mCi', '20'], ['radioactivity', 1110, 'MBq', 'mCi', '30'],
  ['radioactivity', 1, 'uCi', 'Bq', '37000'], ['radioactivity', 1, 'Ci', 'Bq', '37000000000'],
  ['radiation-exposure', 1, 'R', 'C-per-kg', '0.000258'], ['radiation-exposure', 1, 'C-per-kg', 'R', '3875.969'],
  ['radiation-exposure', 1, 'mR', 'C-per-kg', '2.58e-7'], ['radiation-exposure', 1, 'R', 'mR', '1000'],
  ['radiation-absorbed-dose', 1, 'Gy', 'rad', '100'], ['radiation-absorbed-dose', 1, 'rad', 'mGy', '10'],
  ['radiation-absorbed-dose', 1, 'mGy', 'mrad', '100'], ['radiation-absorbed-dose', 1, 'mrad', 'mGy', '0.01'],
  ['radiation-absorbed-dose', 200, 'rad', 'Gy', '2'],
  ['temperature', 37, 'C', 'De', '94.5'], ['temperature', 0, 'R', 'F', '-459.67'], ['temperature', 1, 'K', 'R', '1.8'],
  ['cooking', 1, 'us-cup', 'mL', '236.59'], ['cooking', 1, 'metric-cup', 'us-cup', '1.057'], ['cooking', 1, 'imperial-cup', 'us-cup', '1.201'],
  ['cooking', 1, 'us-tbsp', 'mL', '14.79'], ['cooking', 1, 'au-tbsp', 'metric-tsp', '4'], ['cooking', 1, 'us-floz', 'mL', '29.57'],
  ['cooking', 1, 'imperial-floz', 'mL', '28.41'], ['cooking', 1, 'us-pt', 'mL', '473'], ['cooking', 1, 'imperial-pt', 'mL', '568'],
  ['cooking', 1, 'butter-stick', 'mL', '118.29'], ['cooking', 1, 'butter-stick', 'us-tbsp', '8'],
  ['fuel-economy', 30, 'mpg', 'L-per-100km', '7.8405'], ['fuel-economy', 6, 'L-per-100km', 'mpg', '39.20'],
  ['fuel-economy', 15, 'km-per-L', 'L-per-100km', '6.667'], ['fuel-economy', 25, 'mpg', 'km-per-L', '10.63'],
  ['fuel-economy', 40, 'mpg-imp', 'mpg', '33.3'], ['fuel-economy', 1, 'mpg', 'mpg-imp', '1.20095'],
  ['fuel-economy', 1, 'mpg', 'km-per-L', '0.425144'], ['fuel-economy', 20, 'mpg', 'usgal-per-100mi', '5'],
  ['fuel-economy', 10, 'mpg', 'usgal-per-100mi', '10'], ['fuel-economy', 7.8405, 'L-per-100km', 'mpg', '30.000'],
  ['flow', 1, 'ft3-per-min', 'm3-per-h', '1.699'], ['flow', 1, 'ft3-per-min', 'L-per-s', '0.4719'],
  ['flow', 1, 'ft3-per-s', 'usgal-per-min', '448.83'], ['flow', 1, 'usgal-per-min', 'm3-per-h', '0.2271'],
  ['flow', 2.5, 'usgal-per-min', 'L-per-min', '9.46'], ['flow', 1, 'acre-ft-per-day', 'ft3-per-s', '0.504'],
  ['flow', 1, 'mgd', 'L-per-s', '43.81'], ['flow', 1, 'L-per-s', 'm3-per-h', '3.6'],
  ['temperature-interval', 10, 'degC', 'degF', '18'], ['temperature-interval', 1.5, 'degC', 'degF', '2.7'],
  ['temperature-interval', 1, 'degF', 'K', '0.5556'], ['temperature-interval', 5, 'degC', 'degF', '9'],
  ['temperature-interval', 3, 'K', 'degDe', '4.5'], ['temperature-interval', 1, 'degRo', 'K', '1.905'],
  ['temperature-interval', 1, 'degN', 'K', '3.030'], ['temperature-interval', 1, 'degRe', 'K', '1.25'],
  ['density', 1000, 'kg-per-m3', 'lb-per-ft3', '62.43'], ['density', 1000, 'kg-per-m3', 'lb-per-usgal', '8.345'],
  ['density', 7850, 'kg-per-m3', 'lb-per-in3', '0.2836'], ['density', 7850, 'kg-per-m3', 'lb-per-ft3', '490'],
  ['density', 2400, 'kg-per-m3', 'lb-per-ft3', '150'], ['density', 2400, 'kg-per-m3', 'ton-per-yd3', '2.02'],
  ['density', 1, 'lb-per-usgal', 'kg-per-m3', '119.83'], ['density', 1, 'lb-per-ukgal', 'kg-per-m3', '99.78'],
  ['density', 1, 'gr-per-usgal', 'mg-per-L', '17.12'], ['density', 1000, 'kg-per-m3', 'slug-per-ft3', '1.94'],
  ['density', 1, 'lb-per-ft3', 'kg-per-m3', '16.0185'],
  ['dynamic-viscosity', 1, 'reyn', 'Pa-s', '6894.757'], ['dynamic-viscosity', 1, 'lb-per-ft-s', 'Pa-s', '1.4882'],
  ['dynamic-viscosity', 1, 'cP', 'mPa-s', '1'], ['dynamic-viscosity', 18, 'uPa-s', 'cP', '0.018'],
  ['dynamic-viscosity', 1, 'Pa-s', 'P', '10'], ['dynamic-viscosity', 1, 'kgf-s-per-m2', 'Pa-s', '9.80665'],
  ['dynamic-viscosity', 1, 'lbf-s-per-ft2', 'lb-per-ft-s', '32.174'],
  ['kinematic-viscosity', 1, 'ft2-per-s', 'cSt', '92903.04'], ['kinematic-viscosity', 1, 'St', 'm2-per-s', '0.0001'],
  ['kinematic-viscosity', 1, 'cSt', 'mm2-per-s', '1'],
  ['mass-flow', 1, 'kg-per-s', 'lb-per-h', '7936.64'], ['mass-flow', 10, 't-per-h', 'lb-per-h', '22046'],
  ['mass-flow', 1, 'lb-per-s', 'kg-per-min', '27.216'], ['mass-flow', 1, 'kg-per-s', 't-per-h', '3.6'],
  ['mass-flow', 1, 'ton-per-h', 't-per-h', '0.907'],
  ['specific-heat-capacity', 1, 'BTU-per-lb-F', 'J-per-kg-K', '4186.8'], ['specific-heat-capacity', 1, 'cal-per-g-C', 'BTU-per-lb-F', '1'],
  ['specific-heat-capacity', 1, 'calth-per-g-C', 'J-per-kg-K', '4184'], ['specific-heat-capacity', 1, 'kcal-per-kg-C', 'J-per-kg-K', '4186.8'],
  ['thermal-conductivity', 1, 'BTU-per-h-ft-F', 'W-per-m-K', '1.730735'], ['thermal-conductivity', 1, 'BTU-in-per-h-ft2-F', 'W-per-m-K', '0.144228'],
  ['thermal-conductivity', 0.25, 'BTU-in-per-h-ft2-F', 'mW-per-m-K', '36'], ['thermal-conductivity', 1, 'kcal-per-h-m-C', 'W-per-m-K', '1.163'],
  ['thermal-conductivity', 1, 'cal-per-s-cm-C', 'W-per-m-K', '418.68'],
  ['heat-flux-density', 1, 'BTU-per-h-ft2', 'W-per-m2', '3.154591'], ['heat-flux-density', 1, 'kW-per-m2', 'BTU-per-h-ft2', '317.0'],
  ['heat-flux-density', 1000, 'W-per-m2', 'BTU-per-h-ft2', '317'], ['heat-flux-density', 1, 'kcal-per-h-m2', 'W-per-m2', '1.163'],
  ['heat-flux-density', 1, 'W-per-cm2', 'kW-per-m2', '10'],
  ['pressure', 1, 'psi', 'Pa', '6894.757'], ['pressure', 1, 'bar', 'psi', '14.5038'], ['pressure', 1, 'atm', 'psi', '14.696'],
  ['pressure', 1, 'atm', 'bar', '1.01325'], ['pressure', 32, 'psi', 'bar', '2.206'], ['pressure', 32, 'psi', 'kPa', '220.6'],
  ['pressure', 1, 'ksi', 'MPa', '6.895'], ['pressure', 29.92, 'inHg', 'hPa', '1013.2'], ['pressure', 120, 'mmHg', 'kPa', '16.0'],
  ['pressure', 1, 'torr', 'Pa', '133.322368'], ['pressure', 1, 'at', 'psi', '14.223'], ['pressure', 1, 'atm', 'psi', '14.7'],
  ['pressure', 1, 'short-tonf-per-in2', 'MPa', '13.79'], ['pressure', 1, 'long-tonf-per-in2', 'MPa', '15.44'],
  ['power', 1, 'kW', 'hp', '1.341'], ['power', 1, 'PS', 'hp', '0.9863'], ['power', 100, 'kW', 'hp', '134.1'],
  ['power', 100, 'kW', 'PS', '136.0'], ['power', 1, 'BTU-per-h', 'W', '0.29307'], ['power', 1500, 'W', 'BTU-per-h', '5118'],
  ['power', 1, 'TR', 'kW', '3.517'], ['power', 1, 'TR', 'BTU-per-h', '12000'], ['power', 1, 'kcal-IT-per-h', 'W', '1.163'],
  ['power', 1, 'kcal-per-h', 'W', '1.1622'], ['power', 1, 'hp-S', 'W', '9809.5'], ['power', 1, 'hp', 'ft-lbf-per-s', '550'],
  ['force', 1, 'N', 'lbf', '0.2248'], ['force', 1, 'kN', 'lbf', '224.8'], ['force', 1, 'kN', 'kgf', '101.97'],
  ['force', 1, 'lbf', 'kgf', '0.4536'], ['force', 1, 'kip', 'kN', '4.448'], ['force', 1, 'tf', 'N', '9806.65'],
  ['force', 1, 'tf', 'kN', '9.807'], ['force', 1, 'short-tonf', 'kN', '8.896'], ['force', 1, 'long-tonf', 'kN', '9.964'],
  ['force', 1, 'N', 'dyn', '100000'], ['force', 1, 'pdl', 'N', '0.1383'], ['force', 1, 'lbf', 'pdl', '32.174'],
  ['torque', 80, 'lbf-ft', 'N-m', '108.5'], ['torque', 100, 'N-m', 'lbf-ft', '73.76'], ['torque', 25, 'N-m', 'lbf-in', '221.3'],
  ['torque', 1, 'N-m', 'lbf-ft', '0.7376'], ['torque', 1, 'N-m', 'lbf-in', '8.851'], ['torque', 1, 'kgf-m', 'N-m', '9.80665'],
  ['torque', 1, 'N-m', 'kgf-cm', '10.197'], ['torque', 1, 'lbf-ft', 'N-m', '1.3558179483314004'], ['torque', 1, 'lbf-ft', 'lbf-in', '12'],
  ['angle', 1, 'rad', 'deg', '57.29578'], ['angle', 1, 'deg', 'rad', '0.0174533'], ['angle', 1, 'deg', 'arcsec', '3600'],
  ['angle', 1, 'mrad', 'arcmin', '3.4377'], ['angle', 1, 'mil-nato', 'mrad', '0.98175'], ['angle', 1, 'mil-nato', 'deg', '0.05625'],
  ['angle', 1, 'turn', 'gon', '400'], ['angle', 1, 'gon', 'deg', '0.9'], ['angle', 1, 'point', 'deg', '11.25'],
  ['frequency', 1, 'Hz', 'rpm', '60'], ['frequency', 3000, 'rpm', 'Hz', '50'], ['frequency', 7200, 'rpm', 'Hz', '120'],
  ['frequency', 2.4, 'GHz', 'MHz', '2400'], ['frequency', 72, 'bpm', 'Hz', '1.2'], ['frequency', 120, 'bpm', 'Hz', '2'],
  ['frequency', 1, 'cpd', 'uHz', '11.574'], ['frequency', 1, 'kc', 'kHz', '1'],
  ['angular-velocity', 1, 'rpm', 'rad-per-s', '0.10472'], ['angular-velocity', 1000, 'rpm', 'rad-per-s', '104.72'],
  ['angular-velocity', 1, 'rad-per-s', 'rpm', '9.5493'], ['angular-velocity', 1, 'rad-per-s', 'deg-per-s', '57.29578'],
  ['angular-velocity', 1, 'rpm', 'deg-per-s', '6'], ['angular-velocity', 1, 'rps', 'deg-per-s', '360'],
  ['angular-velocity', 15, 'deg-per-h', 'rad-per-s', '0.0000727'], ['angular-velocity', 3000, 'rpm', 'rad-per-s', '314.16'],
  ['angular-velocity', 60, 'rpm', 'rad-per-s', '6.2832'],
  ['acceleration', 1, 'g', 'ft-per-s2', '32.174'], ['acceleration', 1, 'ft-per-s2', 'm-per-s2', '0.3048'],
  ['acceleration', 1, 'mph-per-s', 'm-per-s2', '0.44704'], ['acceleration', 20, 'mph-per-s', 'm-per-s2', '8.94'],
  ['acceleration', 20, 'mph-per-s', 'g', '0.91'], ['acceleration', 5, 'g', 'm-per-s2', '49.03'], ['acceleration', 1, 'g', 'Gal', '980.665'],
  ['acceleration', 1, 'uGal', 'm-per-s2', '0.00000001'], ['acceleration', 1, 'Gal', 'm-per-s2', '0.01'],
];

describe('numbers stated in page text agree with the unit tables', () => {
  it.each(PROSE_FACTS)('%s: %s %s in %s is %s', (quantity, value, from, to, stated) => {
    // Guard against a typo in a key, which convert() would answer with 0.
    expect(unitKeysOf(quantity)).toEqual(expect.arrayContaining([from, to]));
    const actual = convert(quantity, value, from, to);
    expect(Number(actual.toPrecision(significantDigits(stated)))).toBe(Number(stated));
  });
});
