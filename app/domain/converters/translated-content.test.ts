import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { converterWordsOf } from '~/i18n/converter-words';
import { ENGLISH, LANGUAGES, languageByCode, type Language } from '~/i18n/languages';
import { FIXED_PAGES, pageWords, type FixedPage } from '~/i18n/pages';
import { US_STYLE } from '../number-format';
import { numberStyleOf } from '../number-style';
import { SLUG_PATTERN } from '../slug';
import { quantities } from '../units/registry';
import { contentPages } from './content';
import { numbersIn, styleErrors, unproven, type NumberCheck } from './text-numbers';
import { translatedPages } from './translated-content';
import { readableLines, readableMarkdown } from './translated-parse';

/**
 * Every translated converter page of every language folder found under content/converters/:
 * the folder is a language of the languages table, every other language of the table translates
 * every English page, each page's address word follows the slug rule and is its own within the
 * language (no other page's, no fixed page's), its article is a real article, and every number it
 * states is proven (text-numbers.ts) in the number style of the language's locale, a count before
 * one of the language's counter words (converters.json) aside.
 */

const sources = import.meta.glob<string>('../../../content/converters/*/*.md', { query: '?raw', import: 'default', eager: true });
const englishSources = import.meta.glob<string>('../../../content/converters/*.md', { query: '?raw', import: 'default', eager: true });
const englishSource = (slug: string) => englishSources[`../../../content/converters/${slug}.md`];
const english = new Map(contentPages.map((page) => [page.slug, page]));

/** The languages that translate the English pages: every row of the table but English. */
const OTHERS = LANGUAGES.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const);
const rows = Object.entries(sources)
  .map(([path, source]) => {
    const where = path.replace(/^(\.\.\/)+/, '');
    const [lang = '', file = ''] = where.split('/').slice(-2);
    return { where, lang, englishSlug: file.replace(/\.md$/, ''), source };
  })
  .sort((a, b) => a.where.localeCompare(b.where));

const folders = [...new Set(rows.map((row) => row.lang))];

describe('translated converter pages', () => {
  it.each(folders)('content/converters/%s/ is the folder of a language of the table other than English', (lang) => {
    expect(OTHERS.map(([code]) => code)).toContain(lang);
  });

  it.each(OTHERS)('%s translates every English page', (code) => {
    const missing = contentPages.map((page) => page.slug).filter((slug) => translatedPages[code]?.[slug] === undefined);
    expect(missing, `no content/converters/${code}/<english-slug>.md for these`).toEqual([]);
  });

  it.each(OTHERS)("%s: every page has its own address word, neither another page's nor a fixed page's", (code, language) => {
    const pages = Object.values(translatedPages[code] ?? {});
    const slugs = pages.map((page) => page.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
    // A fixed page's first word is no page's, except the one page whose English slug begins it in
    // English too: the cooking converter (/cooking, /es/cocina) heads its ingredient and recipe pages.
    const firstWord = (lang: Language, page: FixedPage) => pageWords(lang, page).split('/')[0];
    const clashes = pages.flatMap((page) =>
      FIXED_PAGES.filter((fixed) => firstWord(language, fixed) === page.slug && firstWord(ENGLISH, fixed) !== page.englishSlug).map(
        (fixed) => `${page.englishSlug} (${page.slug}) takes the word of ${fixed}`,
      ),
    );
    expect(clashes).toEqual([]);
  });

  it.each(rows)('$where translates an English page in an article of 150 words or more', ({ lang, englishSlug }) => {
    expect(english.has(englishSlug), `no English page content/converters/${englishSlug}.md`).toBe(true);
    const page = translatedPages[lang]![englishSlug]!;
    expect(page.articleWords).toBeGreaterThanOrEqual(150);
  });

  // A counter word hides the number before it from the check: each must be one the pages write after
  // a number, and none may begin a unit's name, for a number before a unit is a value ("20度").
  it.each(OTHERS)('%s: every counter word follows a number on some page, and none begins a unit name', (code, language) => {
    const counters = converterWordsOf(language).counters ?? [];
    const texts = rows.filter((row) => row.lang === code).map((row) => row.source);
    const follows = (counter: string, text: string) => [...'0123456789'].some((digit) => text.includes(digit + counter));
    expect(counters.filter((counter) => !texts.some((text) => follows(counter, text)))).toEqual([]);
    const units = JSON.parse(readFileSync(`content/i18n/${code}/units.json`, 'utf8')) as Record<string, Record<string, Record<string, string>>>;
    const names = Object.values(units).flatMap((quantity) => Object.values(quantity).flatMap((forms) => Object.values(forms)));
    expect(names.filter((name) => counters.some((counter) => name.startsWith(counter)))).toEqual([]);
  });

  it.each(rows)('$where states only numbers it can prove', ({ where, lang, englishSlug, source }) => {
    // The language's number style: CLDR's for its locale in the table (es-ES: 1234,5 and 12.345,6; de-DE: 1.234,5).
    const language = languageByCode(lang);
    expect(language, `${lang} is not a language of content/i18n/languages.json`).toBeDefined();
    const style = numberStyleOf(language!.locale);
    const counters = converterWordsOf(language!).counters;
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
      const numbers = numbersIn(line, style, counters);
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
