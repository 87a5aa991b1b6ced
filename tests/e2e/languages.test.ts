import { describe, expect, it } from 'vitest';
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

/** Texts a translated page may share with its English page: names and words every language writes alike. */
const SHARED = new Set(['Unitwise', 'Blog', 'Countdown', 'Newsletter']);

/** The pages whose every word is translated, by the address of each language. */
const TRANSLATED: readonly { name: string; path: (language: Language) => `/${string}`; status: number }[] = [
  { name: 'home', path: (language) => pagePath(language, 'home'), status: 200 },
  { name: '404', path: (language) => pagePath(language, 'home', 'no-such-page/at-all'), status: 404 },
];

describe.each(OTHERS.map((language) => [language.code, language] as const))('the site in %s', (code, language) => {
  it.each(TRANSLATED.map((page) => [page.name, page] as const))('writes the %s page in its language, with no English text', async (_name, page) => {
    const [english, own] = await Promise.all([get(page.path(ENGLISH)), get(page.path(language))]);
    expect([english.status, own.status]).toEqual([page.status, page.status]);
    expect(own.html).toContain(`<html lang="${code}"`);
    const englishTexts = readerTexts(english.html);
    const left = [...readerTexts(own.html)].filter((text) => englishTexts.has(text) && !SHARED.has(text));
    expect(left).toEqual([]);
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
    for (const other of LANGUAGES.filter((l) => l !== language)) {
      expect(own.html).toContain(`href="${pagePath(other, 'mortgage')}"`);
      expect((await get(pagePath(other, 'mortgage'))).status).toBe(200);
    }
  });
});
