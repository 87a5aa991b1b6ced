import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { quantityPages, pageUnits, pairPages } from '../converters/registry';
import { buildSearchIndex } from './build-index.server';
import { cleanQuery, readQuery, resolveQuery, suggest } from './query';
import { searchIndex, servedSearchIndex } from './search-index.server';
import { normalizeWords, prepare, readWireUnit, splitWords, unitCandidates } from './terms';
import words from './words.json';

const index = searchIndex();
const { json } = servedSearchIndex();

describe('the search index', () => {
  it('has every quantity page with its units, in the site order, and the four core pair pages', () => {
    const p = prepare(index);
    expect(index.pages.map((page) => page.slug)).toEqual(quantityPages.map((page) => page.slug));
    for (const [i, page] of quantityPages.entries()) {
      expect(p.units[i]!.map((u) => u.key)).toEqual(pageUnits(page).map((u) => u.key));
    }
    expect(index.pairPages.map((t) => t.slug).sort()).toEqual(pairPages.map((t) => t.slug).sort());
  });

  it('sends each unit short and reads it back as the table has it', () => {
    const p = prepare(index);
    for (const [i, page] of quantityPages.entries()) {
      for (const [j, unit] of pageUnits(page).entries()) {
        const read = p.units[i]![j]!;
        expect({ key: read.key, abbr: read.abbr, name: read.name, plural: read.plural }).toEqual({
          key: unit.key,
          abbr: unit.abbr,
          name: unit.name,
          plural: unit.plural,
        });
        if ('factor' in unit) {
          expect('factor' in read && read.factor).toBe(unit.factor);
          expect('fraction' in read ? read.fraction : undefined).toEqual(unit.fraction);
        } else {
          expect('scale' in read && read.scale).toEqual(unit.scale);
        }
      }
    }
    expect(readWireUnit(['ft', 0, 'Foot', 'Feet', 0.3048])).toMatchObject({ key: 'ft', abbr: 'ft', plural: 'Feet', factor: 0.3048 });
    expect(readWireUnit(['kmh', 'km/h', 'Kilometer per hour', 'Kilometers per hour', [1000, 3600]])).toMatchObject({
      factor: 1000 / 3600,
      fraction: [1000, 3600],
    });
    expect(readWireUnit(['m', 0, 'Meter', 0, 1]).plural).toBe('Meters');
  });

  it('names only units and pages that exist in its own words', () => {
    const p = prepare(index);
    for (const refs of Object.values(words.units)) {
      for (const ref of refs) {
        const [slug = '', key] = ref.split(':');
        const page = p.pageBySlug.get(slug);
        expect(page, ref).toBeDefined();
        expect(
          p.units[page!]!.some((u) => u.key === key),
          ref,
        ).toBe(true);
      }
    }
    for (const slug of Object.values(words.pages)) expect(p.pageBySlug.has(slug), slug).toBe(true);
    for (const link of words.links) expect(link.href).toMatch(/^\/[a-z]/);
  });

  it('has a version that follows its content and stays the same between builds', () => {
    expect(buildSearchIndex().version).toBe(index.version);
    expect(index.version).toMatch(/^[0-9a-z]+$/);
  });

  it('stays small: under 40 kB gzipped', () => {
    expect(gzipSync(json).length).toBeLessThan(40_000);
  });
});

describe('normalizeWords', () => {
  it.each([
    ['Sq. Ft.', 'sq ft'],
    ['N·m', 'n m'],
    ['ft-lb', 'ft lb'],
    ['Kilometres per hour', 'kilometers/hour'],
    ['LITRE', 'liter'],
    ['m²', 'm2'],
    ['m^2', 'm2'],
    ['µF', 'uf'],
    ['μF', 'uf'],
    ['℃', '°c'],
    ['ºF', '°f'],
    ["printer's point", 'printers point'],
    ['  km / h  ', 'km/h'],
  ])('%j → %j', (text, expected) => {
    expect(normalizeWords(text)).toBe(expected);
  });

  it('keeps the case when asked', () => {
    expect(normalizeWords('Nm', true)).toBe('Nm');
    expect(normalizeWords('MB/s', true)).toBe('MB/s');
  });

  it('splits word lists', () => {
    expect(splitWords('gallon|gallons|gal')).toEqual(['gallon', 'gallons', 'gal']);
  });
});

describe('unit words', () => {
  const p = prepare(index);
  const first = (phrase: string) => {
    const c = unitCandidates(p, phrase)[0];
    return c && `${p.pages[c.page]!.slug}:${c.unit.key}`;
  };

  it.each([
    ['ft', 'length:ft'],
    ['feet', 'length:ft'],
    ['metres', 'length:m'],
    ['lbs', 'weight:lb'],
    ['kgs', 'weight:kg'],
    ['mph', 'speed:mph'],
    ['kph', 'speed:kmh'],
    ['cc', 'volume:cm3'],
    ['tbsp', 'cooking:us-tbsp'],
    ['tsp', 'cooking:us-tsp'],
    ['ft-lb', 'torque:lbf-ft'],
    ['°F', 'temperature:F'],
    ['F', 'temperature:F'],
    ['degC', 'temperature:C'],
    ['sq ft', 'area:ft2'],
    ['litre', 'volume:L'],
    ['liter', 'volume:L'],
    ['gallon', 'volume:gal'],
    ['oz', 'weight:oz'],
    ['ton', 'weight:ton'],
    ['Nm', 'torque:N-m'],
    ['nm', 'length:nm'],
    ['mins', 'time:min'],
    ['hrs', 'time:h'],
    // Typed text reads KB … PB as the SI units, as Google and the IEC do (ADR 079); the /data
    // table keeps its binary KB … PB, which "KiB" … or the binary names still reach.
    ['MB', 'data:MB-dec'],
    ['gb', 'data:GB-dec'],
    ['terabytes', 'data:TB-dec'],
    ['PB', 'data:PB-dec'],
    ['binary gigabyte', 'data:GB'],
    ['GiB', 'data:GiB'],
    ['mL', 'volume:mL'],
    // A symbol typed in its own case is that unit, unless everyday usage says otherwise ("ML" on a
    // bottle is milliliters, not megaliters).
    ['Mm', 'length:Mm'],
    ['ML', 'volume:mL'],
  ])('%j means %s first', (phrase, expected) => {
    expect(first(phrase)).toBe(expected);
  });

  it('offers the other meanings of an ambiguous word after the everyday US one', () => {
    const meanings = (phrase: string) => unitCandidates(p, phrase).map((c) => `${p.pages[c.page]!.slug}:${c.unit.key}`);
    expect(meanings('gallon').slice(0, 2)).toEqual(['volume:gal', 'volume:ukgal']);
    expect(meanings('ton').slice(0, 3)).toEqual(['weight:ton', 'weight:t', 'weight:longton']);
    expect(meanings('oz').slice(0, 2)).toEqual(['weight:oz', 'volume:floz']);
  });
});

describe('reading queries', () => {
  it.each([
    ['Convert 5 ft to m?', '5 ft to m'],
    ['length converter', 'length'],
    ['what is 3 cups in ml', '3 cups in ml'],
    // "How many" turned round, with its number: the evaluator reads the same text (ADR 079).
    ['How many cups in a gallon?', '1 gallon to cups'],
    ['how many ml in half a cup', '0.5 cup to ml'],
    ['  kg   to  lb ', 'kg to lb'],
    ['converter', 'converter'],
  ])('cleans %j to %j', (query, expected) => {
    expect(cleanQuery(query)).toBe(expected);
  });

  it('reads values, units and targets, fractions and compounds included', () => {
    const read = (query: string) => {
      const r = readQuery(query, index)[0];
      return r && [r.value, r.from.key, r.to?.key ?? null, r.page.slug];
    };
    expect(read('5 ft to m')).toEqual([5, 'ft', 'm', 'length']);
    expect(read('1/2 inch to mm')).toEqual([0.5, 'in', 'mm', 'length']);
    expect(read('3 1/2 cups to ml')).toEqual([3.5, 'us-cup', 'mL', 'cooking']);
    expect(read('1¾ cup in ml')).toEqual([1.75, 'us-cup', 'mL', 'cooking']);
    expect(read('1,000 ft to m')).toEqual([1000, 'ft', 'm', 'length']);
    // 5 ft 11 in = 5 × 12 + 11 = 71 in; 12 st 4 lb = 12 × 14 + 4 = 172 lb.
    expect(read(`5'11" in cm`)).toEqual([71, 'in', 'cm', 'length']);
    expect(read('12 st 4 lb to kg')).toEqual([172, 'lb', 'kg', 'weight']);
    expect(read('psi to bar')).toEqual([1, 'psi', 'bar', 'pressure']);
    expect(read('10 kg')).toEqual([10, 'kg', 'lb', 'weight']);
    expect(read('how many ml in a cup')).toEqual([1, 'us-cup', 'mL', 'cooking']);
    // A unit in two quantities takes the one the other unit shares: F and C are both temperatures.
    expect(read('32F to C')).toEqual([32, 'F', 'C', 'temperature']);
    expect(read('220 uF to F')).toEqual([220, 'uF', 'F', 'electrostatic-capacitance']);
    expect(read('pizza')).toBeUndefined();
  });
});

describe('suggest', () => {
  it('answers a full query live, first', () => {
    // 5 ft = 5 × 0.3048 m = 1.524 m exactly.
    expect(suggest('5 ft to m', index)[0]).toEqual({
      kind: 'answer',
      label: '5 ft = 1.524 m',
      detail: 'Feet to Meters · Length',
      href: '/feet-to-meters?v=5',
    });
    // 100 °C = 100 × 9/5 + 32 = 212 °F.
    expect(suggest('100 c to f', index)[0]).toMatchObject({ label: '100 °C = 212 °F', href: '/celsius-to-fahrenheit?v=100' });
    // 1,000 m = 1 km: the shown value keeps its zeros before the point.
    expect(suggest('1000 m to km', index)[0]).toMatchObject({ label: '1,000 m = 1 km' });
  });

  it('puts the imperial gallon one key below the US gallon', () => {
    const [us, imperial] = suggest('5 gallons to liters', index);
    // 5 US gal = 5 × 3.785411784 L; 5 imperial gal = 5 × 4.54609 L.
    expect(us).toMatchObject({ label: '5 gal = 18.9271 L', href: '/volume/us-gallons-to-liters?v=5' });
    expect(imperial).toMatchObject({ label: '5 UK gal = 22.7305 L', href: '/volume/imperial-uk-gallons-to-liters?v=5' });
  });

  it('shows US, metric and long tons for "ton"', () => {
    const hrefs = suggest('ton', index).map((s) => s.href);
    expect(hrefs.slice(0, 3)).toEqual(['/weight?from=ton&to=t', '/weight?from=t&to=ton', '/weight?from=longton&to=t']);
  });

  it('reads "oz" to ml as fluid ounces', () => {
    expect(suggest('oz to ml', index)[0]?.href).toBe('/volume/us-fluid-ounces-to-milliliters?v=1');
  });

  it('lists units, pages and pairs that a half-typed text begins', () => {
    const labels = (q: string) => suggest(q, index).map((s) => s.label);
    expect(labels('kilog')).toContain('Kilogram (kg)');
    expect(labels('pressur')).toEqual(['Pressure']);
    expect(labels('mortg')).toEqual(['Mortgage Calculator']);
    expect(suggest('ft to c', index).map((s) => s.href)).toContain('/length/feet-to-centimeters?v=1');
    expect(suggest('feet to', index).length).toBeGreaterThan(2);
  });

  it('keeps to the limit, and lists nothing for nothing', () => {
    expect(suggest('m', index, 3)).toHaveLength(3);
    expect(suggest('   ', index)).toEqual([]);
    expect(suggest('qwertyuiop', index)).toEqual([]);
  });

  it('never repeats an address', () => {
    for (const q of ['gallon', 'ton', 'kilo', 'ft to m', 'cups']) {
      const hrefs = suggest(q, index, 20).map((s) => s.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });
});

describe('resolveQuery', () => {
  it('goes to pages by name, pairs and quantities with their values', () => {
    expect(resolveQuery('volume', index)).toEqual({ kind: 'go', href: '/volume' });
    expect(resolveQuery('mortgage', index)).toEqual({ kind: 'go', href: '/mortgage' });
    expect(resolveQuery('10 kg', index)).toEqual({ kind: 'go', href: '/weight?v=10&from=kg&to=lb' });
    expect(resolveQuery('100 usd to eur', index)).toEqual({ kind: 'go', href: '/usd-to-eur?v=100' });
  });

  it('keeps the core keyword rules for text that names nothing else, as whole words', () => {
    expect(resolveQuery('temp', index)).toEqual({ kind: 'go', href: '/temperature' });
    expect(resolveQuery('temp in meters', index)).toEqual({ kind: 'go', href: '/length' });
    expect(resolveQuery('neuron', index).kind).toBe('none');
  });

  it('offers converters when nothing matches, and the matches when several may', () => {
    const none = resolveQuery('neuron', index);
    expect(none.kind).toBe('none');
    expect(none.kind !== 'go' && none.suggestions.map((s) => s.href).slice(0, 3)).toEqual(['/length', '/weight', '/temperature']);
    const results = resolveQuery('squ', index);
    expect(results.kind).toBe('results');
    expect(results.kind === 'results' && results.suggestions[0]?.label).toBe('Square meter (m²)');
    expect(resolveQuery('', index).kind).toBe('none');
  });
});

describe('what a newcomer typed (issue 27)', () => {
  const hrefs = (query: string) => suggest(query, index).map((s) => s.href);

  it.each([
    ['the misspelling', 'milimeter', '/length?from=mm&to=in'],
    ['the misspelling', 'milimeters to inches', '/length/millimeters-to-inches?v=1'],
    ['the misspelling', 'mililitre to fluid ounces', '/volume/milliliters-to-us-fluid-ounces?v=1'],
    ['the British spelling', 'centimetre', '/length?from=cm&to=in'],
    ['a lone unit at its everyday target:', '1 inch', '/length?v=1&from=in&to=cm'],
    ['a lone unit at its everyday target:', 'µm', '/length?from=um&to=mm'],
    ['a lone unit at its everyday target:', 'm²', '/area?from=m2&to=ft2'],
    ['a lone unit at its everyday target:', '100 km/h', '/speed?v=100&from=kmh&to=mph'],
    ['a lone unit at its everyday target:', 'kilograms', '/weight?from=kg&to=lb'],
    ['a lone unit at its everyday target:', '1 stone', '/weight?v=1&from=stone&to=kg'],
  ])('reads %s %j', (_, query, href) => {
    expect(resolveQuery(query, index)).toEqual({ kind: 'go', href });
  });

  it('matches misspellings only for words of five letters or more: short symbols stay apart', () => {
    // "mmm" is neither "mm" nor "m": a skeleton of a short word would name some unit for any typo.
    expect(readQuery('5 mmm', index)).toEqual([]);
    expect(readQuery('5 mm', index)[0]).toMatchObject({ from: { key: 'mm' } });
    expect(readQuery('5 milllimeters', index)[0]).toMatchObject({ from: { key: 'mm' } });
  });

  it('still lists the units a lone unit word begins: "kilo" is kilograms, and the start of kilowatts', () => {
    const labels = suggest('kilo', index).map((s) => s.label);
    expect(labels[0]).toBe('1 kg = 2.2046 lb');
    expect(labels).toContain('Kilowatt (kW)');
    expect(labels).toContain('Kilogram-force (kgf)');
  });

  it('offers a stone in kilograms and in pounds', () => {
    expect(hrefs('1 stone').slice(0, 2)).toEqual(['/weight?v=1&from=stone&to=kg', '/weight?v=1&from=stone&to=lb']);
  });

  it('reads a race distance: 5k in miles', () => {
    expect(resolveQuery('5k in miles', index)).toEqual({ kind: 'go', href: '/length/kilometers-to-miles?v=5' });
    expect(resolveQuery('10k to mi', index)).toEqual({ kind: 'go', href: '/length/kilometers-to-miles?v=10' });
    // A lone k is still a kelvin beside a temperature.
    expect(resolveQuery('300 k to c', index)).toEqual({ kind: 'go', href: '/temperature/kelvin-to-celsius?v=300' });
  });

  it('shows both readings of "1 gb in mb": decimal (1,000) first, as typed text reads it (ADR 079), then binary (1,024)', () => {
    const found = suggest('1 gb in mb', index);
    expect(found[0]!.href).toBe('/data/decimal-gigabytes-to-decimal-megabytes?v=1');
    expect(found.map((s) => s.href)).toContain('/data/gigabytes-to-megabytes?v=1');
    // 1 GiB = 2³⁰ B = 1,024 × 2²⁰ B.
    expect(found[0]!.detail).toMatch(/ · binary: 1 GiB = 1,024 MiB$/);
  });

  it('says why teaspoons cannot become grams, and offers both converters', () => {
    const answer = resolveQuery('tsp to grams', index);
    expect(answer).toMatchObject({ kind: 'none', suggestions: [{ href: '/cooking' }, { href: '/weight' }] });
    expect(answer.kind === 'none' && answer.note).toBe(
      "Teaspoons measure volume and grams measure weight. Converting between them needs the ingredient's density: a cup of sugar weighs more than a cup of flour.",
    );
    expect(hrefs('tsp to grams')).toEqual(['/cooking', '/weight']);
  });

  it('names both quantities of any other impossible conversion', () => {
    const answer = resolveQuery('5 ft to kg', index);
    expect(answer.kind === 'none' && answer.note).toBe('Feet measure length and kilograms measure weight: one cannot be converted into the other.');
  });

  it.each([
    ['countdown to christmas', new Date(2026, 10, 25), '/countdown?date=2026-12-25T00:00'],
    ['days until xmas', new Date(2026, 11, 26), '/countdown?date=2027-12-25T00:00'],
    ['how long until thanksgiving', new Date(2027, 0, 1), '/countdown?date=2027-11-25T00:00'],
    ['countdown to easter', new Date(2027, 0, 1), '/countdown?date=2027-03-28T00:00'],
    ['4th of july', new Date(2026, 6, 4), '/countdown?date=2026-07-04T00:00'],
  ])('opens the countdown at the next date of %j (from %s)', (query, now, href) => {
    expect(resolveQuery(query, index, { now })).toEqual({ kind: 'go', href });
    expect(suggest(query, index, 8, { now })[0]).toMatchObject({ href, label: expect.stringMatching(/^Countdown to /) });
  });

  it('names the holiday and its date in the suggestion', () => {
    expect(suggest('countdown to christmas', index, 8, { now: new Date(2026, 10, 25) })[0]).toEqual({
      kind: 'page',
      label: 'Countdown to Christmas',
      detail: 'December 25, 2026',
      href: '/countdown?date=2026-12-25T00:00',
    });
  });

  it('opens HVAC tons from BTU', () => {
    expect(resolveQuery('12000 btu to tons', index)).toEqual({ kind: 'go', href: '/power/btu-per-hour-to-tons-of-refrigeration?v=12000' });
  });
});
