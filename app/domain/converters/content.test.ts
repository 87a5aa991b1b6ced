import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { checkContentLinks, parseConverterPage } from './content-parse';

const front = {
  slug: 'length',
  quantity: 'length',
  defaultFrom: 'm',
  defaultTo: 'ft',
  group: 'common',
  order: 10,
  name: 'Length',
  heading: 'Length Converter',
  title: 'Length Converter',
  description: 'Convert lengths between meters, feet, inches and miles with the exact international factors.',
  keywords: ['length', 'meters to feet', 'feet to meters'],
  intro: 'Convert lengths.',
  examples: [{ value: 1, from: 'm', to: 'ft' }],
  related: ['weight', 'area', 'volume', 'speed', 'time', 'data'],
};
const body = '## Common conversions\n\nOne *foot* is [exactly](https://www.nist.gov/) 0.3048 m.\n\n- 1 in = 2.54 cm\n- 1 yd = 0.9144 m\n';
const file = (fields: object, article = body) => `---\n${stringify(fields)}---\n\n${article}`;
const WHERE = 'content/converters/length.md';

describe('converter content files', () => {
  it('reads the front matter and the article, with inline Markdown as HTML', () => {
    const page = parseConverterPage(file(front), WHERE);
    expect(page.heading).toBe('Length Converter');
    expect(page.article).toEqual([
      {
        heading: 'Common conversions',
        paragraphs: ['One <em>foot</em> is <a href="https://www.nist.gov/">exactly</a> 0.3048 m.'],
        list: ['1 in = 2.54 cm', '1 yd = 0.9144 m'],
      },
    ]);
  });

  it.each([
    ['no front matter', body, 'no front matter'],
    ['a slug that is not the file name', file({ ...front, slug: 'weight' }), 'must match the file name'],
    ['a short description', file({ ...front, description: 'Too short.' }), 'description'],
    ['five related pages', file({ ...front, related: front.related.slice(1) }), 'related'],
    ['an unknown field', file({ ...front, colour: 'blue' }), 'colour'],
    ['an unknown group', file({ ...front, group: 'cooking' }), 'group'],
    ['text before the first heading', file(front, `Intro.\n\n${body}`), 'must start with a "## " heading'],
    ['a code block', file(front, `${body}\n${'`'.repeat(3)}\ncode\n${'`'.repeat(3)}\n`), 'unexpected code'],
    ['no article', file(front, ''), 'no sections'],
    ['an unknown quantity', file({ ...front, quantity: 'lenght' }), 'quantity: unknown quantity "lenght"'],
    ['a unit key its quantity lacks', file({ ...front, defaultTo: 'furlongs' }), 'defaultTo: unknown unit "furlongs" of length'],
    ['an unknown key among its units', file({ ...front, units: ['m', 'ft', 'lb'] }), 'units.2: unknown unit "lb" of length'],
    ['a default unit the page does not offer', file({ ...front, units: ['m', 'km'] }), 'defaultTo: unit "ft" is not among the page\'s units'],
    [
      'an example in an unknown unit',
      file({ ...front, examples: [{ value: 1, from: 'm', to: 'feet' }] }),
      'examples.0.to: unknown unit "feet" of length',
    ],
  ])('refuses %s, naming the file', (_, source, reason) => {
    expect(() => parseConverterPage(source, WHERE)).toThrow(WHERE);
    expect(() => parseConverterPage(source, WHERE)).toThrow(reason);
  });

  it('refuses related pages and pair pages that name no page, naming the file', () => {
    const length = parseConverterPage(file(front), WHERE);
    const pages = ['weight', 'area', 'volume', 'speed', 'time', 'data'].map((slug) => ({ ...length, slug, related: [] }));
    expect(() => checkContentLinks([length, ...pages])).not.toThrow();
    expect(() => checkContentLinks([{ ...length, related: [...front.related.slice(1), 'lenght'] }, ...pages])).toThrow(
      'content/converters/length.md: related.5: no page "lenght"',
    );
    expect(() => checkContentLinks([{ ...length, related: [...front.related.slice(1), 'length'] }, ...pages])).toThrow(
      'content/converters/length.md: related.5: a page cannot relate to itself',
    );
    const pair = { ...length, slug: 'feet-to-meters', pairOf: 'lenght', related: [] };
    expect(() => checkContentLinks([length, ...pages, pair])).toThrow('content/converters/feet-to-meters.md: pairOf: no page "lenght"');
  });
});
