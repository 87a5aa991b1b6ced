import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { numberStyleOf } from '~/domain/number-style';
import { SLUG_PATTERN } from '~/domain/slug';
import { alternatesFrom, fixedPageOf } from './addresses';
import { chromeOf } from './chrome.server';
import { plural } from './fill';
import { ENGLISH, LANGUAGES, languageByCode, languageOfPath, type Language } from './languages';
import { FIXED_PAGES, pagePath, unknownWordFiles } from './pages';
import { translatorOf } from './translator.server';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const messageFiles = (language: Language) => readdirSync(`content/i18n/${language.code}/messages`).sort();
/** A language's messages, all its files together. */
const messagesOf = (language: Language) =>
  Object.assign({}, ...messageFiles(language).map((file) => read(`content/i18n/${language.code}/messages/${file}`))) as Record<string, string>;
const lang = (code: string) => languageByCode(code)!;
const OTHERS = LANGUAGES.filter((language) => language !== ENGLISH);

/** The names of a message's arguments (`{year}`, `{count, plural, …}`), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      into.add(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the languages table', () => {
  it('starts with English and has a folder for each language, and no folder for another', () => {
    expect(ENGLISH.code).toBe('en');
    const folders = readdirSync('content/i18n', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
    expect(unknownWordFiles()).toEqual([]);
  });

  it('gives each language a number style this site can write', () => {
    for (const language of LANGUAGES) {
      for (const locale of [language.locale, language.otherLocale].filter((l) => l !== null)) {
        expect(() => numberStyleOf(locale), locale).not.toThrow();
      }
    }
  });

  it.each([
    ['/', 'en'],
    ['/length', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/hipoteca', 'es'],
    ['/de/laenge/fuss-in-meter', 'de'],
    ['/ES/hipoteca', 'en'],
    ['/espana', 'en'],
    ['/en/length', 'en'],
  ])('reads the language of %s as %s', (path, code) => {
    expect(languageOfPath(path).code).toBe(code);
  });
});

describe('the messages', () => {
  const english = messagesOf(ENGLISH);

  it.each(OTHERS.map((language) => [language.code, language] as const))('%s has every English file and key, and no other', (_code, language) => {
    expect(messageFiles(language)).toEqual(messageFiles(ENGLISH));
    for (const file of messageFiles(ENGLISH)) {
      const own = read(`content/i18n/${language.code}/messages/${file}`);
      expect(Object.keys(own).sort(), file).toEqual(Object.keys(read(`content/i18n/en/messages/${file}`)).sort());
    }
  });

  it('names each key once among the files of a language, by its file’s area', () => {
    for (const file of messageFiles(ENGLISH)) {
      const area = file.replace(/\.json$/, '');
      const keys = Object.keys(read(`content/i18n/en/messages/${file}`));
      for (const other of messageFiles(ENGLISH).filter((f) => f !== file)) {
        const clash = Object.keys(read(`content/i18n/en/messages/${other}`)).filter((key) => keys.includes(key));
        expect(clash, `${file} and ${other}`).toEqual([]);
      }
      if (area !== 'common') for (const key of keys) expect(key.split('.')[0], file).toBe(area);
    }
  });

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s: every message is ICU MessageFormat with the English one’s arguments',
    (_code, language) => {
      for (const [key, source] of Object.entries(messagesOf(language))) {
        const own = argumentsOf(parse(source, { ignoreTag: true }));
        expect([...own].sort(), key).toEqual([...argumentsOf(parse(english[key]!, { ignoreTag: true }))].sort());
      }
    },
  );

  // Words a language writes as English does (a name, a loanword); any other message equal to the
  // English one is a message not yet translated.
  const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
    // Names, symbols, punctuation-only patterns, the plans' letters and the formula read the same in every language.
    es: [
      'nav.blog',
      'cooking.sentence.piece',
      'converter.system.si',
      'converter.system.cgs',
      'pair.title.names',
      'converter.unitLabel',
      'countdown.favoriteEvent',
      'countdown.ownZone',
      'mortgage.compare.planA',
      'mortgage.compare.planB',
      'mortgage.article.formula',
      'info.about.signature',
      'newsletter.signup.failedTitle',
      'expression.part',
    ],
    de: [
      'nav.blog',
      'home.calculator.countdown',
      'cooking.recipe.inGrams',
      'cooking.recipe.inVolume',
      // "2 Eier (US-Größe L) = 100 Gramm", as German's other sentences say "=".
      'cooking.sentence.piece',
      'converter.system.si',
      'converter.system.cgs',
      'converter.allUnits.symbol',
      'pair.title.names',
      'converter.unitLabel',
      'countdown.favoriteEvent',
      'countdown.ownZone',
      'mortgage.compare.planA',
      'mortgage.compare.planB',
      'mortgage.article.formula',
      'info.privacy.newsletter',
      'newsletter.title',
      'calculate.dimension',
      'expression.part',
    ],
    fr: [
      'calculate.dimension',
      'converter.sitemap.conversions',
      'converter.unitLabel',
      'converter.system.cgs',
      'converter.system.si',
      'cooking.recipe.inVolume',
      'cooking.recipe.source',
      'cooking.sentence.piece',
      'cooking.sources.title',
      'countdown.ownZone',
      'countdown.tile.minutes',
      'expression.angle',
      'expression.part',
      'info.about.signature',
      'nav.blog',
      'nav.menu',
      'pair.title.names',
      'search.kindConversion',
      'search.kindPage',
    ],
    pt: [
      'nav.blog',
      'pair.title.names',
      'converter.unitLabel',
      'nav.menu',
      'cooking.sentence.piece',
      'converter.system.si',
      'converter.system.cgs',
      'countdown.favoriteEvent',
      'countdown.ownZone',
      'mortgage.article.formula',
      'mortgage.compare.rateValue',
      'info.about.signature',
      'info.privacy.newsletter',
      'newsletter.title',
      'expression.part',
    ],
    ja: [
      // Each amount comes with its unit, placed by the unit's data (cooking.yaml `amount`).
      'cooking.sentence.piece',
      'info.about.signature',
      'mortgage.article.formula',
      'mortgage.calc.monthPlaceholder',
      'mortgage.compare.rateValue',
      'mortgage.csv.pmi',
      'mortgage.schedule.pmi',
      'newsletter.box.placeholder',
    ],
  };
  it.each(OTHERS.map((language) => [language.code, language] as const))('%s translates every message', (code, language) => {
    const same = Object.entries(messagesOf(language)).filter(([key, text]) => text === english[key]);
    expect(same.map(([key]) => key).sort()).toEqual([...(SAME_AS_ENGLISH[code] ?? [])].sort());
  });

  it.each([
    ['en', 'search.count', { count: 1 }, '1 suggestion'],
    ['en', 'search.count', { count: 0 }, '0 suggestions'],
    ['es', 'search.count', { count: 1 }, '1 sugerencia'],
    ['es', 'search.count', { count: 3 }, '3 sugerencias'],
    ['de', 'search.count', { count: 1 }, '1 Vorschlag'],
    ['de', 'search.count', { count: 8 }, '8 Vorschläge'],
    ['de', 'footer.rights', { year: 2026, siteName: 'Unitwise' }, '© 2026 Unitwise. Alle Rechte vorbehalten.'],
  ] as const)('%s formats %s with %o as "%s"', (code, key, values, expected) => {
    expect(translatorOf(lang(code))(key, values)).toBe(expected);
  });
});

describe('the addresses of the fixed pages', () => {
  it.each(OTHERS.map((language) => [language.code, language] as const))('%s names every fixed page in slugs, each once', (_code, language) => {
    const paths = FIXED_PAGES.map((page) => pagePath(language, page));
    for (const path of paths) for (const segment of path.split('/').slice(1)) expect(segment, path).toMatch(SLUG_PATTERN);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['en', 'mortgage', '', '/mortgage'],
    ['en', 'home', '', '/'],
    ['en', 'blog/tag', 'units', '/blog/tag/units'],
    ['es', 'home', '', '/es'],
    ['es', 'mortgage', '', '/es/hipoteca'],
    ['es', 'cooking/ingredients', 'harina', '/es/cocina/ingredientes/harina'],
    ['de', 'mortgage', '', '/de/baufinanzierung'],
    ['de', 'privacy', '', '/de/datenschutz'],
  ] as const)('%s writes %s (%s) at %s', (code, page, rest, path) => {
    expect(pagePath(lang(code), page, rest)).toBe(path);
  });

  it('reads each fixed page back from its address in each language', () => {
    for (const language of LANGUAGES) {
      expect(fixedPageOf(language, pagePath(language, 'home'))).toEqual({ page: 'home', rest: '' });
      for (const page of FIXED_PAGES) {
        expect(fixedPageOf(language, pagePath(language, page, 'x')), `${language.code} ${page}`).toEqual({ page, rest: 'x' });
        expect(fixedPageOf(language, pagePath(language, page)), `${language.code} ${page}`).toEqual({ page, rest: '' });
      }
    }
  });
});

describe('the frame of a page', () => {
  const site = { siteName: 'Unitwise', year: 2026 };

  it('links a Spanish page to the same page in the other languages', () => {
    const chrome = chromeOf(lang('es'), '/es/hipoteca', site);
    expect(chrome.lang).toBe('es');
    expect(chrome.alternates.map((a) => [a.code, a.path])).toEqual([
      ['en', '/mortgage'],
      ['es', '/es/hipoteca'],
      ['de', '/de/baufinanzierung'],
      ['fr', '/fr/pret-immobilier'],
      ['pt', '/pt/financiamento'],
      ['ja', '/ja/住宅ローン'],
    ]);
    expect(chrome.calculatorLinks.map((link) => link.to)).toEqual(['/es/hipoteca', '/es/cuenta-atras']);
    // The live count, as the search box writes it from its plural words.
    expect([0, 1, 2].map((n) => plural(chrome.search.count, n, String(n)))).toEqual(['0 sugerencias', '1 sugerencia', '2 sugerencias']);
  });

  it('offers the home page in another language where the page has no translation yet', () => {
    const chrome = chromeOf(lang('de'), '/de/laenge/fuss-in-meter', site);
    expect(chrome.alternates.find((a) => a.code === 'es')?.path).toBe('/es');
  });

  it('announces only published languages from a published page', () => {
    const chrome = chromeOf(ENGLISH, '/mortgage', site);
    expect(chrome.alternates.map((a) => a.code)).toEqual(LANGUAGES.filter((l) => l.published).map((l) => l.code));
    expect(chrome.draft).toBe(false);
  });

  it('lists a page only in the languages a loader finds it in', () => {
    const pathIn = (language: Language) => (language.code === 'de' ? null : (`/${language.code}/x` as const));
    // A published page lists the published languages only (a language being written is announced nowhere).
    expect(alternatesFrom(lang('es'), pathIn).map((a) => a.code)).toEqual(LANGUAGES.filter((l) => l.published && l.code !== 'de').map((l) => l.code));
    expect(alternatesFrom(ENGLISH, pathIn).map((a) => a.code)).toEqual(LANGUAGES.filter((l) => l.published && l.code !== 'de').map((l) => l.code));
  });
});
