import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { getConverterPage } from '~/domain/converters/registry';
import { quantities } from '~/domain/units/registry';
import { converterPath, pairPathIn } from '~/i18n/converter-addresses.server';
import { ENGLISH, LANGUAGES, type Language } from '~/i18n/languages';
import { FIXED_PAGES, pagePath } from '~/i18n/pages';
import { baseURL } from './server';

/**
 * The site in each language at the HTTP level (issue 38): every page's address answers in its
 * language, and a translated page shows no text of its English page. A text the English and the
 * translated page share, other than names and signs, is a word that did not go through the
 * language's messages or data.
 */

const OTHERS = LANGUAGES.filter((language) => language !== ENGLISH);

async function get(path: string) {
  const res = await fetch(baseURL + path, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

/** What a reader sees or hears of a page: its text nodes and the texts of its labelling attributes. */
function readerTexts(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body'));
  const visible = body.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const nodes = visible.split(/<[^>]*>/);
  const attributes = [...visible.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((match) => match[1]!);
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ');
  return new Set([...nodes, ...attributes].map((text) => decode(text).replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}{2}/u.test(text)));
}

/**
 * Texts a translated page may share with its English page: the language's own data (its messages,
 * whose sameness with English app/i18n/i18n.test.ts vets; its unit names and holidays; month names), unit
 * symbols, and names every language writes alike.
 */
function sharedTexts(language: Language): Set<string> {
  const folder = `content/i18n/${language.code}`;
  const messages = readdirSync(`${folder}/messages`).flatMap((file) =>
    Object.values(JSON.parse(readFileSync(`${folder}/messages/${file}`, 'utf8')) as Record<string, string>),
  );
  const units = JSON.parse(readFileSync(`${folder}/units.json`, 'utf8')) as Record<string, Record<string, Record<string, string>>>;
  const names = Object.values(units).flatMap((quantity) => Object.values(quantity).flatMap((unit) => Object.values(unit)));
  const symbols = Object.values(quantities).flatMap((quantity) => quantity.units.map((unit) => unit.abbr));
  const ingredients = readdirSync(`${folder}/ingredients`).flatMap((file) => {
    const group = parse(readFileSync(`${folder}/ingredients/${file}`, 'utf8')) as { ingredients: Record<string, { name: string }> };
    return Object.values(group.ingredients).map((ingredient) => ingredient.name);
  });
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(language.locale, { month: 'long' }).format(new Date(2026, month, 15)),
  );
  // The countdown's holidays of the language's countries (Halloween is Halloween in Spain and Germany too).
  const holidays = (JSON.parse(readFileSync(`${folder}/holidays.json`, 'utf8')) as { name: string }[]).map((holiday) => holiday.name);
  // The switcher names each language in itself, marked with its `lang` ("English" on a Spanish page), and by its code.
  const languages = LANGUAGES.flatMap((other) => [other.name, other.code]);
  // The language's names of its converter pages (French "Volume", "Force"), written in its own files.
  const pages = readdirSync(`content/converters/${language.code}`).flatMap(
    (file) => /^name: (.+)$/m.exec(readFileSync(`content/converters/${language.code}/${file}`, 'utf8'))?.[1] ?? [],
  );
  // A plural form's words without its count ("conversions" of French "# conversions"), found after a number.
  const counted = messages.flatMap((message) => [...message.matchAll(/\{#\s*([^{}#]*)\}/g)].map((match) => match[1]!.trim()));
  // The site's and its team's names, and the label of the newsletter form's trap field, hidden from every reader.
  const data = [...names, ...ingredients, ...holidays, ...pages, ...counted];
  const upperFirst = (name: string) => name.charAt(0).toLocaleUpperCase(language.locale) + name.slice(1);
  const capitalized = data.map(upperFirst);
  // A unit's name and symbol as the unit menus write them, by the language's message ("Meile (mi)").
  const unitLabel = (JSON.parse(readFileSync(`${folder}/messages/converter.json`, 'utf8')) as Record<string, string>)['converter.unitLabel']!;
  const labels = Object.entries(units).flatMap(([quantity, table]) =>
    Object.entries(table).flatMap(([key, forms]) => {
      const abbr = quantities[quantity as keyof typeof quantities]?.units.find((u) => u.key === key)?.abbr;
      return abbr
        ? Object.values(forms).flatMap((name) => [name, upperFirst(name)].map((n) => unitLabel.replace('{name}', n).replace('{abbr}', abbr)))
        : [];
    }),
  );
  return new Set([...messages, ...data, ...capitalized, ...labels, ...symbols, ...months, ...languages, 'Unitwise', 'Unitwise Team', 'Website']);
}

/** Every unit's symbol, which every language writes alike. */
const SYMBOLS = new Set(Object.values(quantities).flatMap((quantity) => quantity.units.map((unit) => unit.abbr)));

const converter = (slug: string) => getConverterPage(slug)!;
const unit = (quantity: keyof typeof quantities, key: string) => quantities[quantity].units.find((u) => u.key === key)!;

/** The pages whose every word is translated, by the address of each language. */
const TRANSLATED: readonly { name: string; path: (language: Language) => `/${string}`; status: number }[] = [
  { name: 'home', path: (language) => pagePath(language, 'home'), status: 200 },
  { name: '404', path: (language) => pagePath(language, 'home', 'no-such-page/at-all'), status: 404 },
  { name: 'length converter', path: (language) => converterPath(language, converter('length')), status: 200 },
  { name: 'temperature converter', path: (language) => converterPath(language, converter('temperature')), status: 200 },
  { name: 'pair', path: (language) => pairPathIn(language, converter('length'), unit('length', 'mi'), unit('length', 'km')), status: 200 },
  { name: 'mortgage', path: (language) => pagePath(language, 'mortgage'), status: 200 },
  { name: 'ingredient list', path: (language) => pagePath(language, 'cooking/ingredients'), status: 200 },
  { name: 'recipe converter', path: (language) => pagePath(language, 'cooking/recipe'), status: 200 },
  { name: 'favorites', path: (language) => pagePath(language, 'favorites'), status: 200 },
  { name: 'site map', path: (language) => pagePath(language, 'sitemap'), status: 200 },
  { name: 'about', path: (language) => pagePath(language, 'about'), status: 200 },
  { name: 'blog', path: (language) => pagePath(language, 'blog'), status: 200 },
  // A calculation with an answer, its dimension, factor and converter.
  { name: 'calculation', path: (language) => pagePath(language, 'calculate', '1.5+km+to+mi'), status: 200 },
  { name: 'refused calculation', path: (language) => pagePath(language, 'calculate', '5+ft+%2B+3+kg'), status: 200 },
  // The suite's server has stored no rates: the built-in table's notice, and a pair whose peso has no rate.
  { name: 'currency converter', path: (language) => converterPath(language, converter('currency')), status: 200 },
  {
    name: 'currency pair without a rate',
    path: (language) => pairPathIn(language, converter('currency'), unit('currency', 'USD'), unit('currency', 'MXN')),
    status: 200,
  },
  { name: 'countdown', path: (language) => pagePath(language, 'countdown'), status: 200 },
];

describe.each(OTHERS.map((language) => [language.code, language] as const))('the site in %s', (code, language) => {
  it.each(TRANSLATED.map((page) => [page.name, page] as const))('writes the %s page in its language, with no English text', async (_name, page) => {
    const [english, own] = await Promise.all([get(page.path(ENGLISH)), get(page.path(language))]);
    expect([english.status, own.status]).toEqual([page.status, page.status]);
    expect(own.html).toContain(`<html lang="${code}"`);
    const englishTexts = readerTexts(english.html);
    const shared = sharedTexts(language);
    // A text's leading punctuation may be its frame (`— Unitwise Team`), not a word.
    // A count is a number before a plural form's words ("930 conversions"); a formula is numbers,
    // signs and unit symbols ("km = mi × 1.609344", which Japanese writes as English does).
    const isShared = (text: string) =>
      shared.has(text) ||
      shared.has(text.replace(/^[\p{P}\s]+/u, '')) ||
      shared.has(text.replace(/^[\d.,\s]+(?=\p{L})/u, '')) ||
      text.split(/[\s=×÷+−\-–()/,.;:]+/).every((word) => !/\p{L}/u.test(word) || SYMBOLS.has(word));
    const left = [...readerTexts(own.html)].filter((text) => englishTexts.has(text) && !isShared(text));
    expect(left, JSON.stringify(left)).toEqual([]);
  });

  it('answers every fixed page at its address in the language as the English page answers', async () => {
    // A tag's page needs a tag; the others answer at their own address (a newsletter link without its token is a 404 in every language).
    for (const page of FIXED_PAGES.filter((p) => p !== 'blog/tag')) {
      const [english, own] = await Promise.all([get(pagePath(ENGLISH, page)), get(pagePath(language, page))]);
      expect(own.status, pagePath(language, page)).toBe(english.status);
      expect(own.html, pagePath(language, page)).toContain(`<html lang="${code}"`);
    }
  });

  it('is kept out of search engines and out of the English pages exactly while it is not published', async () => {
    const own = await get(pagePath(language, 'home'));
    const english = await get('/');
    expect(/<meta name="robots" content="noindex"/.test(own.html)).toBe(!language.published);
    expect(own.html.includes('<link rel="alternate" hrefLang=')).toBe(language.published);
    expect(english.html.includes(`href="${pagePath(language, 'home')}"`)).toBe(language.published);
  });

  it('links the page in the other languages from its switcher, each address answering', async () => {
    const own = await get(pagePath(language, 'mortgage'));
    // A published page links the published languages; a page being written links every language.
    for (const other of LANGUAGES.filter((l) => l !== language && (l.published || !language.published))) {
      expect(own.html).toContain(`href="${pagePath(other, 'mortgage')}"`);
      expect((await get(pagePath(other, 'mortgage'))).status).toBe(200);
    }
  });
});
