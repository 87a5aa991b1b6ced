import { describe, expect, it } from 'vitest';
import { pairPath } from '~/domain/converters/pairs';
import { converterPages, getConverterPage, pageUnits, quantityPages } from '~/domain/converters/registry';
import { converterAt, converterPath, pairAt, pairConnector, pairHrefIn, pairPathIn } from './converter-addresses.server';
import { ENGLISH, LANGUAGES, languageByCode, prefixOf, type Language } from './languages';
import { FIXED_PAGES, pageWords } from './pages';
import { SLUG_PATTERN } from '~/domain/slug';

const OTHERS = LANGUAGES.filter((language) => language !== ENGLISH);
const lang = (code: string) => languageByCode(code)!;
/** The words after the language's prefix. */
const words = (language: Language, path: string) => path.slice(prefixOf(language).length + 1);

/** A sample of every quantity page's pairs: its first unit to each of its first units, and back. */
function samplePairs() {
  return quantityPages.flatMap((page) => {
    const units = pageUnits(page).slice(0, 4);
    return units.flatMap((from) => units.filter((to) => to !== from).map((to) => ({ page, from, to })));
  });
}

describe('converter page addresses', () => {
  it.each([
    ['es', 'length', '/es/longitud'],
    ['de', 'length', '/de/laenge'],
    ['es', 'feet-to-meters', '/es/pies-a-metros'],
    ['de', 'feet-to-meters', '/de/fuss-in-meter'],
    ['en', 'length', '/length'],
  ])('%s: %s is at %s', (code, slug, path) => {
    expect(converterPath(lang(code), getConverterPage(slug)!)).toBe(path);
  });

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s: every converter page has one address, read back to it, lower-case ASCII, not a fixed page word',
    (_code, language) => {
      // A converter may share a fixed page's first word (/cooking and /cooking/ingredients): never its address.
      const fixed = new Set(FIXED_PAGES.map((page) => pageWords(language, page)));
      const seen = new Set<string>();
      for (const page of converterPages) {
        const path = converterPath(language, page);
        const slug = words(language, path);
        expect(slug, path).toMatch(SLUG_PATTERN);
        expect(seen.has(slug), `${path} twice`).toBe(false);
        expect(fixed.has(slug), `${path} is a fixed page's word`).toBe(false);
        seen.add(slug);
        expect(converterAt(language, slug)).toEqual({ found: page });
      }
      for (const page of FIXED_PAGES) {
        const [first, ...rest] = pageWords(language, page).split('/');
        if (rest.length > 0) expect(pairAt(language, first!, rest.join('/')), pageWords(language, page)).toBeNull();
      }
    },
  );

  it.each(OTHERS.map((language) => [language.code, language] as const))(
    '%s: an English slug or alias answers with the page in the language',
    (_code, language) => {
      for (const page of converterPages) {
        const own = converterPath(language, page);
        if (words(language, own) === page.slug) continue;
        expect(converterAt(language, page.slug)).toEqual({ redirect: own });
        for (const alias of page.aliases ?? []) expect(converterAt(language, alias)).toEqual({ redirect: own });
      }
      expect(converterAt(language, 'no-such-converter')).toBeNull();
    },
  );
});

describe('pair page addresses', () => {
  it.each([
    ['es', 'length', 'mi', 'km', '/es/longitud/millas-a-kilometros'],
    ['de', 'length', 'mi', 'km', '/de/laenge/meilen-in-kilometer'],
    ['es', 'length', 'ft', 'm', '/es/longitud/pies-a-metros'],
    ['de', 'length', 'ft', 'm', '/de/laenge/fuss-in-meter'],
    ['en', 'length', 'mi', 'km', '/length/miles-to-kilometers'],
  ])('%s: %s %s → %s is at %s', (code, slug, from, to, path) => {
    const page = getConverterPage(slug)!;
    const units = pageUnits(page);
    expect(
      pairPathIn(
        lang(code),
        page,
        units.find((u) => u.key === from)!,
        units.find((u) => u.key === to)!,
      ),
    ).toBe(path);
  });

  it.each(LANGUAGES.map((language) => [language.code, language] as const))(
    '%s: every unit of a quantity has its own address word',
    (_code, language) => {
      for (const page of quantityPages) {
        const paths = new Set(pageUnits(page).map((unit, i, units) => pairPathIn(language, page, unit, units[i === 0 ? 1 : 0]!)));
        expect(paths.size, page.slug).toBe(pageUnits(page).length);
      }
    },
  );

  it.each(LANGUAGES.map((language) => [language.code, language] as const))('%s: a sample of pairs reads back from its address', (_code, language) => {
    for (const { page, from, to } of samplePairs()) {
      const path = pairPathIn(language, page, from, to);
      const [quantity, pair] = words(language, path).split('/');
      const read = pairAt(language, quantity!, pair!);
      const href = pairHrefIn(language, { page, from, to });
      if (href === path) expect(read && 'found' in read && [read.found.page, read.found.from, read.found.to], path).toEqual([page, from, to]);
      else expect(read, path).toEqual({ redirect: href });
    }
  });

  it.each(OTHERS.map((language) => [language.code, language] as const))(
    '%s: an English pair address answers with the pair in the language',
    (_code, language) => {
      for (const { page, from, to } of samplePairs().filter((_, i) => i % 7 === 0)) {
        const [quantity, pair] = pairPath(page, from, to).slice(1).split('/');
        expect(pairAt(language, quantity!, pair!)).toEqual({ redirect: pairHrefIn(language, { page, from, to }) });
        const own = words(language, converterPath(language, page));
        expect(pairAt(language, own, pair!)).toEqual({ redirect: pairHrefIn(language, { page, from, to }) });
      }
      expect(pairAt(language, 'length', 'no-to-such')).toBeNull();
      expect(
        pairAt(language, words(language, converterPath(language, getConverterPage('length')!)), `nada-${pairConnector(language)}-nada`),
      ).toBeNull();
    },
  );

  it.each(OTHERS.map((language) => [language.code, language] as const))('%s: a core pair’s twin goes to the core page', (_code, language) => {
    const page = getConverterPage('length')!;
    const units = pageUnits(page);
    const ft = units.find((u) => u.key === 'ft')!;
    const m = units.find((u) => u.key === 'm')!;
    expect(pairHrefIn(language, { page, from: ft, to: m })).toBe(converterPath(language, getConverterPage('feet-to-meters')!));
  });
});
