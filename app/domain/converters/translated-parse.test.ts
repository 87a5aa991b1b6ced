import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { countWords, parseTranslatedPage, readableLines } from './translated-parse';

const front = {
  slug: 'longitud',
  name: 'Longitud',
  heading: 'Conversor de longitud',
  title: 'Conversor de longitud',
  description: 'Convierte longitudes entre metros, pies, pulgadas y millas con los factores exactos.',
  keywords: ['conversor de longitud', 'metros a pies', 'pies a metros'],
  intro: 'Convierte longitudes.',
};
const body = '## Conversiones\n\nUn *pie* son [exactamente](https://www.nist.gov/pml/811) 0,3048 m.\n\n- 1 pulg = 2,54 cm\n- 1 yd = 0,9144 m\n';
const file = (fields: object, article = body) => `---\n${stringify(fields)}---\n\n${article}`;
const WHERE = 'content/converters/es/length.md';

describe('translated converter content files', () => {
  it('reads the fields, the language and English page from the path, and the article', () => {
    const page = parseTranslatedPage(file(front), WHERE);
    expect(page).toMatchObject({ lang: 'es', englishSlug: 'length', slug: 'longitud', heading: 'Conversor de longitud' });
    expect(page.article[0]!.list).toEqual(['1 pulg = 2,54 cm', '1 yd = 0,9144 m']);
  });

  it.each([
    ['a field only the English page has', file({ ...front, quantity: 'length' }), 'quantity'],
    ['an address word with an accent', file({ ...front, slug: 'presión' }), 'slug'],
    ['a title over 70 characters', file({ ...front, title: 'x'.repeat(71) }), 'title'],
    ['two keywords', file({ ...front, keywords: ['a', 'b'] }), 'keywords'],
    ['a cited number without its source', file({ ...front, numbers: [{ value: 11.502 }] }), 'numbers.0.source'],
    ['text before the first heading', file(front, `Intro.\n\n${body}`), 'must start with a "## " heading'],
  ])('refuses %s, naming the file', (_, source, reason) => {
    expect(() => parseTranslatedPage(source, WHERE)).toThrow(WHERE);
    expect(() => parseTranslatedPage(source, WHERE)).toThrow(reason);
  });

  it('refuses a file outside a language folder', () => {
    expect(() => parseTranslatedPage(file(front), 'content/converters/length.md')).toThrow('<lang>');
  });

  it('gives the number check what a reader reads: head fields, paragraphs and list items, without link targets', () => {
    const lines = readableLines(file(front), WHERE);
    expect(lines).toContain('Un pie son exactamente 0,3048 m.');
    expect(lines).toContain('1 pulg = 2,54 cm');
    expect(lines.join(' ')).not.toContain('811');
  });

  it('keeps the no-break spaces that group digits, so that 1 000 stays one number', () => {
    const lines = readableLines(file(front, '## Titre\n\nUn mille vaut\n1\u202f609,344\u00a0m, soit 1\u00a0609 m.'), WHERE);
    expect(lines).toContain('Un mille vaut 1\u202f609,344\u00a0m, soit 1\u00a0609 m.');
  });

  it.each([
    ['## Título\n\nUn pie son 0,3048 m.', 6],
    ['- 1 pulg = 2,54 cm\n- [una yarda](https://example.com/a-b-c)', 6],
    // Ten characters of Japanese are five words (two characters a word), and "1 m" two more.
    ['長さの換算ツールです。1 m', 7],
    ['フィートとメートル', 4],
  ])('counts the words of %j', (markdown, words) => {
    expect(countWords(markdown)).toBe(words);
  });
});
