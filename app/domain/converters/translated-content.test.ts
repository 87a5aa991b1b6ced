import { describe, expect, it } from 'vitest';
import { US_STYLE } from '../number-format';
import { numberStyleOf } from '../number-style';
import { quantities } from '../units/registry';
import { SLUG } from './content-parse';
import { contentPages } from './content';
import { numbersIn, styleErrors, unproven, type NumberCheck } from './text-numbers';
import { translatedPages } from './translated-content';
import { readableLines, readableMarkdown } from './translated-parse';

/**
 * Every translated converter page of every language folder found under content/converters/:
 * it names an English page, its address word follows the slug rule and is its own within the
 * language, its article is a real article, and every number it states is proven (text-numbers.ts).
 */

const sources = import.meta.glob<string>('../../../content/converters/*/*.md', { query: '?raw', import: 'default', eager: true });
const englishSources = import.meta.glob<string>('../../../content/converters/*.md', { query: '?raw', import: 'default', eager: true });
const englishSource = (slug: string) => englishSources[`../../../content/converters/${slug}.md`];
const english = new Map(contentPages.map((page) => [page.slug, page]));

const languages = Object.keys(translatedPages).sort();
const rows = Object.entries(sources)
  .map(([path, source]) => {
    const where = path.replace(/^(\.\.\/)+/, '');
    const [lang = '', file = ''] = where.split('/').slice(-2);
    return { where, lang, englishSlug: file.replace(/\.md$/, ''), source };
  })
  .sort((a, b) => a.where.localeCompare(b.where));

/** A language's number style: CLDR's for the folder's code (es → 1234,5 and 12.345,6; de → 1.234,5). */
const styles = new Map(languages.map((lang) => [lang, numberStyleOf(lang)]));

describe('translated converter pages', () => {
  it('finds at least one language folder', () => {
    expect(languages.length).toBeGreaterThan(0);
  });

  it.each(languages)('%s: every page has its own address word', (lang) => {
    const slugs = Object.values(translatedPages[lang]!).map((page) => page.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
  });

  it.each(rows)('$where translates an English page in an article of 150 words or more', ({ lang, englishSlug }) => {
    expect(english.has(englishSlug), `no English page content/converters/${englishSlug}.md`).toBe(true);
    const page = translatedPages[lang]![englishSlug]!;
    expect(page.articleWords).toBeGreaterThanOrEqual(150);
  });

  it.each(rows)('$where states only numbers it can prove', ({ where, lang, englishSlug, source }) => {
    const style = styles.get(lang)!;
    const page = translatedPages[lang]![englishSlug]!;
    const englishPage = english.get(englishSlug)!;
    const check: NumberCheck = {
      english: numbersIn(readableMarkdown(englishSource(englishSlug)!), US_STYLE),
      quantity: englishPage.quantity,
      units: quantities[englishPage.quantity].units,
      cited: (page.numbers ?? []).map((cited) => cited.value),
    };
    const problems: string[] = [];
    const stated = new Set<number>();
    for (const line of readableLines(source, where)) {
      problems.push(...styleErrors(line, style).map((run) => `"${run}" is not written as ${lang} writes numbers`));
      const numbers = numbersIn(line, style);
      for (const shown of numbers) {
        stated.add(shown.value);
        const why = unproven(shown, numbers, check);
        if (why) problems.push(`${why}: "${line}"`);
      }
    }
    for (const cited of page.numbers ?? []) {
      if (![...stated].some((value) => Math.abs(value - cited.value) <= 1e-9 * Math.abs(cited.value))) {
        problems.push(`cited number ${cited.value} is not in the text`);
      }
    }
    expect(problems).toEqual([]);
  });
});
