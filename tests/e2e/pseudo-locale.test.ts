import { beforeAll, describe, expect, it } from 'vitest';
import { ingredientGroups } from '~/domain/cooking/ingredients';
import { unitSlug } from '~/domain/units/define';
import { quantities } from '~/domain/units/registry';
import { LANGUAGES } from '~/i18n/languages';
import { PSEUDO_LANGUAGE, pseudoSlug } from '~/i18n/pseudo';
import { adminCli, apiCookie, emailFor, GOOD_PASSWORD, signInCookies } from './accounts';
import { useBrowser, waitForHydration } from './browser';
import { baseURL } from './server';

/**
 * Every page type in the pseudo-locale (ADR 092), in Chromium after hydration: English with every
 * letter accented, which the test build has (`PSEUDO_LOCALE=1`, as `npm test` builds). Any
 * text a reader sees or hears with a plain ASCII letter did not go through the translation layer
 * (the messages, or the language's unit names, converter texts, ingredient names, addresses…),
 * unless it is one of the few things every language writes alike: the site's name, unit and
 * currency symbols, numbers, an address, a language's code (the header's switcher shows the page's
 * own), and what is marked as another language (`lang`: the language switcher's names, a post in
 * its own language).
 */

const base = `/${PSEUDO_LANGUAGE.code}`;
/** A fixed page's address: its English words, vowels doubled (app/i18n/pages.ts). */
const at = (englishPath: string) => `${base}/${englishPath.split('/').map(pseudoSlug).join('/')}`;
const unit = (quantity: keyof typeof quantities, key: string) => pseudoSlug(unitSlug(quantities[quantity].units.find((u) => u.key === key)!));

/** A post written in the pseudo-locale (beforeAll), for the post's and its tag's pages: its own words are accented too. */
const POST = `pseudo-${Date.now().toString(36)}`;
const TAG = 'ţéšţ';

const PAGES: readonly (readonly [name: string, path: string, status: number])[] = [
  ['home', base, 200],
  ['404', `${base}/no-such-page`, 404],
  ['length converter', at('length'), 200],
  ['temperature converter', at('temperature'), 200],
  ['currency converter', at('currency'), 200],
  ['pair', `${at('length')}/${unit('length', 'mi')}-${pseudoSlug('to')}-${unit('length', 'km')}`, 200],
  ['calculation', `${at('calculate')}/2+2`, 200],
  ['search', at('search'), 200],
  ['mortgage', at('mortgage'), 200],
  ['countdown', at('countdown'), 200],
  ['favorites', at('favorites'), 200],
  ['offline', at('offline'), 200],
  ['ingredient list', at('cooking/ingredients'), 200],
  ['ingredient', `${at('cooking/ingredients')}/${pseudoSlug('all-purpose-flour')}`, 200],
  ['recipe converter', at('cooking/recipe'), 200],
  ['about', at('about'), 200],
  ['contact', at('contact'), 200],
  ['privacy', at('privacy'), 200],
  ['terms', at('terms'), 200],
  ['newsletter', at('newsletter'), 200],
  // Without a valid token: what a reader of an old link sees.
  ['newsletter confirmation', `${at('newsletter/confirm')}?token=expired`, 404],
  ['newsletter unsubscription', `${at('newsletter/unsubscribe')}?token=expired`, 404],
  ['blog', at('blog'), 200],
  ['blog post', `${at('blog')}/${POST}`, 200],
  ['blog tag', `${at('blog/tag')}/${encodeURIComponent(TAG)}`, 200],
  ['site map', at('sitemap'), 200],
  ["a quantity's site map", `${at('sitemap')}/${pseudoSlug('length')}`, 200],
];

/** Unit and currency symbols as the site writes them in every language (`ft`, `kWh`, `USD`, `cup (US)`), longest first. */
const SYMBOLS = [...new Set(Object.values(quantities).flatMap((quantity) => quantity.units.map((u) => u.abbr)))]
  .filter((abbr) => /[A-Za-z]/.test(abbr))
  .sort((a, b) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SYMBOL = new RegExp(`(?<!\\p{L})(?:${SYMBOLS.map(escape).join('|')})(?!\\p{L})`, 'gu');
/** Written alike in every language: the site's, its team's and the share buttons' networks' names, addresses, numbers with an exponent. */
const ALIKE = /\b(Unitwise( Team)?|Twitter|Facebook|LinkedIn|WhatsApp)\b|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\/[\w/.-]*|\d[eE][+-]?\d/g;

/**
 * Names the language's own data gives in English: months and weekdays (CLDR's, through Intl, for
 * the pseudo-locale's `en-US`), and the cooking values' sources as they name themselves (the GNU
 * units program and its entries, The Cake Bible, the USDA database's food and measure names).
 */
const intl = (options: Intl.DateTimeFormatOptions, count: number, day: (i: number) => Date) =>
  Array.from({ length: count }, (_, i) => new Intl.DateTimeFormat(PSEUDO_LANGUAGE.locale, options).format(day(i)));
const DATA_NAMES = new Set([
  ...(['long', 'short'] as const).flatMap((month) => intl({ month }, 12, (i) => new Date(2026, i, 15))),
  ...(['long', 'short'] as const).flatMap((weekday) => intl({ weekday }, 7, (i) => new Date(2026, 10, 1 + i))),
  'GNU units',
  'The Cake Bible',
  ...ingredientGroups.flatMap((group) =>
    group.ingredients.flatMap((ingredient) =>
      ingredient.values.flatMap(({ source }) => (source.kind === 'usda' ? [`"${source.food}"`, `"${source.measure}"`] : [`"${source.name}"`])),
    ),
  ),
]);
const DATA_NAME = new RegExp(
  [...DATA_NAMES]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|'),
  'g',
);

/** Language codes (`en`, `en-xa`): a text that is one alone is written alike in every language. */
const CODES = new Set([...LANGUAGES, PSEUDO_LANGUAGE].map((language) => language.code));

/** The text with what every language writes alike taken out: any ASCII letter left is untranslated. */
const untranslated = (text: string) => !CODES.has(text) && /[A-Za-z]/.test(text.replace(DATA_NAME, ' ').replace(ALIKE, ' ').replace(SYMBOL, ' '));

/** What a reader sees or hears: visible text nodes, the document's title, and labelling attributes, outside another language's elements. */
function readerTexts(): [where: string, text: string][] {
  const lang = document.documentElement.lang;
  const ownLanguage = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? lang) === lang;
  // What no reader meets: hidden from assistive technology and placed outside the page (a form's trap for robots).
  const seen = (element: Element) =>
    element.checkVisibility() && !(element.closest('[aria-hidden="true"]') && element.getBoundingClientRect().right <= 0);
  const texts: [string, string][] = [['title', document.title]];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest('script, style, noscript, template') || !ownLanguage(element) || !seen(element)) continue;
    texts.push([element.localName, node.textContent ?? '']);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (!ownLanguage(element) || !seen(element)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push([`${element.localName} ${name}`, value]);
    }
  }
  return texts.map(([where, text]) => [where, text.replace(/\s+/g, ' ').trim()]);
}

describe('the pseudo-locale', () => {
  const b = useBrowser({ onePage: true });

  beforeAll(async () => {
    const admin = emailFor('pseudo-locale');
    await adminCli(['create', admin, '--name', 'Ṗšéûðö'], { ADMIN_PASSWORD: GOOD_PASSWORD });
    const res = await fetch(`${baseURL}/api/admin/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL, cookie: apiCookie(await signInCookies(baseURL, admin)) },
      body: JSON.stringify({
        title: 'Ţĥé ţéšţ þöšţ',
        slug: POST,
        excerpt: 'Šĥöŕţ áñð ţö ţĥé þöîñţ.',
        content: '<p>Ɓöðý öƒ ţĥé þöšţ.</p>',
        category: 'Everyday Conversions',
        tags: TAG,
        language: PSEUDO_LANGUAGE.code,
        featured_image: '',
        published: true,
        featured: false,
      }),
    });
    expect(res.status, await res.text()).toBe(201);
  });

  it.each(PAGES)('writes the %s page (%s) with translated text only', async (_name, path, status) => {
    if (status !== 200) b.allowConsoleErrors();
    const response = await b.page.goto(path);
    expect(response?.status(), `${path}: is the build made with PSEUDO_LOCALE=1, as npm test makes it?`).toBe(status);
    expect(await b.page.getAttribute('html', 'lang')).toBe(PSEUDO_LANGUAGE.code);
    await waitForHydration(b.page);
    const left = (await b.page.evaluate(readerTexts)).filter(([, text]) => untranslated(text)).map(([where, text]) => `${where}: ${text}`);
    expect([...new Set(left)]).toEqual([]);
  });
});
