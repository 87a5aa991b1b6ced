import { describe, expect, it } from 'vitest';
import { ENGLISH, LANGUAGES, prefixOf, type Language } from '~/i18n/languages';
import type { BlogPost } from '~/services/db/post-rows.server';
import { readIngredientSlug } from '~/domain/cooking/addresses';
import { converterAt, pairAt } from '~/i18n/converter-addresses.server';
import { FIXED_PAGES, pagePath } from '~/i18n/pages';
import { defaultPathIn, publicPaths, type PathIn } from './public-paths.server';
import { childSitemapXml, sitemapFiles, sitemapIndexXml, sitemapXml, urlsPerFile } from './sitemap.server';

const ORIGIN = 'https://unitwise.example';

/** The languages table with every language published, as the sitemaps will see it once es and de are. */
const ALL: readonly Language[] = LANGUAGES.map((language) => (language.published ? language : { ...language, published: true }));
const lang = (code: string) => ALL.find((language) => language.code === code)!;

const post = (slug: string, language: string, tags: string[] = []): BlogPost =>
  ({ slug, language, tags, updatedAt: Date.UTC(2026, 10, 1), title: slug }) as unknown as BlogPost;
const POSTS = [post('miles', 'en', ['length']), post('millas', 'es', ['longitud'])];

/** Each `<url>` of a sitemap: its address and its links by hreflang. */
function urls(xml: string): { loc: string; links: Record<string, string> }[] {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: loc!,
    links: Object.fromEntries([...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => [code!, href!])),
  }));
}

describe('the sitemaps of the English site alone', () => {
  const options = { languages: [ENGLISH] };

  it('keep their files and their addresses, with no translation links', () => {
    const files = sitemapFiles(options).map((f) => f.file);
    expect(files[0]).toBe('pages.xml');
    expect(files.every((file) => /^(pages|pairs-[a-z0-9-]+)\.xml$/.test(file))).toBe(true);
    const xml = childSitemapXml(ORIGIN, 'pages.xml', POSTS, options)!;
    expect(xml).not.toContain('xhtml');
    expect(urls(xml).map((u) => u.loc)).toEqual([...publicPaths(), '/blog/miles', '/blog/tag/length'].map((path) => ORIGIN + path));
  });

  it('answer no file of a language not announced', () => {
    expect(childSitemapXml(ORIGIN, 'es-pages.xml', POSTS, options)).toBeNull();
    expect(sitemapIndexXml(ORIGIN, POSTS, options)).not.toContain('/es-');
  });
});

describe('the sitemaps of several published languages', () => {
  const options = { languages: ALL };

  it('list every language’s set in the index', () => {
    const index = sitemapIndexXml(ORIGIN, POSTS, options);
    for (const language of ALL) {
      const pages = language === ENGLISH ? 'pages.xml' : `${language.code}-pages.xml`;
      expect(index).toContain(`<loc>${ORIGIN}/sitemaps/${pages}</loc>`);
    }
  });

  it('give each page its translations, reciprocally, with x-default the English page', () => {
    const sets = ALL.map((language) =>
      urls(childSitemapXml(ORIGIN, language === ENGLISH ? 'pages.xml' : `${language.code}-pages.xml`, POSTS, options)!),
    );
    const mortgage = sets.map((set) => set.find((u) => u.links.en === `${ORIGIN}/mortgage`)!);
    for (const entry of mortgage) {
      expect(entry.links).toEqual({
        en: `${ORIGIN}/mortgage`,
        es: `${ORIGIN}/es/hipoteca`,
        de: `${ORIGIN}/de/baufinanzierung`,
        fr: `${ORIGIN}/fr/pret-immobilier`,
        pt: `${ORIGIN}/pt/financiamento`,
        // Address words of another script go escaped, as the protocol asks.
        ja: `${ORIGIN}/ja/${encodeURIComponent('住宅ローン')}`,
        'x-default': `${ORIGIN}/mortgage`,
      });
      expect(Object.values(entry.links)).toContain(entry.loc);
    }
    // Every translated entry of a set names itself among its links, and each link's page names it back.
    for (const set of sets) {
      for (const entry of set.filter((u) => Object.keys(u.links).length > 0)) {
        expect(entry.links[ALL.find((l) => entry.loc.startsWith(`${ORIGIN}/${l.code}/`) || entry.loc === `${ORIGIN}/${l.code}`)?.code ?? 'en']).toBe(
          entry.loc,
        );
      }
    }
  });

  it('list a post in its own language’s set only, without translations', () => {
    const es = childSitemapXml(ORIGIN, 'es-pages.xml', POSTS, options)!;
    const en = childSitemapXml(ORIGIN, 'pages.xml', POSTS, options)!;
    expect(urls(es).find((u) => u.loc === `${ORIGIN}/es/blog/millas`)?.links).toEqual({});
    expect(urls(es).some((u) => u.loc === `${ORIGIN}/es/blog/etiqueta/longitud`)).toBe(true);
    expect(es).not.toContain('/blog/miles');
    expect(en).not.toContain('/blog/millas');
  });

  it('leave out a language where the page has none, and link only the ones it has', () => {
    const pathIn: PathIn = (language, page) =>
      language.code === 'de' && page.kind === 'page' && page.page === 'mortgage' ? null : defaultPathIn(language, page);
    const en = urls(childSitemapXml(ORIGIN, 'pages.xml', [], { languages: ALL, pathIn })!);
    expect(en.find((u) => u.loc === `${ORIGIN}/mortgage`)?.links).toEqual({
      en: `${ORIGIN}/mortgage`,
      es: `${ORIGIN}/es/hipoteca`,
      fr: `${ORIGIN}/fr/pret-immobilier`,
      pt: `${ORIGIN}/pt/financiamento`,
      ja: `${ORIGIN}/ja/${encodeURIComponent('住宅ローン')}`,
      'x-default': `${ORIGIN}/mortgage`,
    });
    expect(childSitemapXml(ORIGIN, 'de-pages.xml', [], { languages: ALL, pathIn })).not.toContain('baufinanzierung');
  });

  it('give the pair pages of every language, with their translations', () => {
    const file = sitemapFiles(options).find((f) => f.language.code === 'de' && f.quantity === 'length')!;
    const [first] = urls(childSitemapXml(ORIGIN, file.file, [], options)!);
    expect(first!.loc.startsWith(`${ORIGIN}/de/laenge/`)).toBe(true);
    expect(Object.keys(first!.links)).toEqual([...ALL.map((l) => l.code), 'x-default']);
  });
});

// Each reads every sitemap of a language (32,000 pairs): seconds on a loaded machine, not the default 5.
describe('the sitemaps of each language', { timeout: 60_000 }, () => {
  const options = { languages: ALL };
  /** The paths a language's sitemaps list, without its prefix. */
  const paths = (language: Language) =>
    sitemapFiles(options)
      .filter((f) => f.language === language)
      .flatMap((f) =>
        // Read back as the site's words are written (a sitemap escapes Japanese ones).
        urls(childSitemapXml(ORIGIN, f.file, [], options)!).map((u) => decodeURIComponent(u.loc).slice(ORIGIN.length + prefixOf(language).length)),
      );
  /** The fixed pages' paths in a language (`/cocina/ingredientes`), which may begin with a converter's word. */
  const fixedPaths = (language: Language) => new Set(FIXED_PAGES.map((page) => pagePath(language, page).slice(prefixOf(language).length)));
  /** How many converter and pair pages a language lists. */
  const counted = (language: Language, listed: string[]) => {
    const fixed = fixedPaths(language);
    const segments = listed.filter((path) => !fixed.has(path)).map((path) => path.split('/').slice(1));
    return {
      converters: segments.filter((s) => s.length === 1 && converterAt(language, s[0]!)).length,
      pairs: segments.filter((s) => s.length === 2 && converterAt(language, s[0]!)).length,
    };
  };

  // A redirect in a sitemap tells a crawler the listed address is not the page's: each must be the page's own.
  it.each(ALL.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const))(
    'list in %s only the addresses its pages answer at, none that redirects',
    (_, language) => {
      const listed = paths(language);
      const ingredientList = `${pagePath(language, 'cooking/ingredients').slice(prefixOf(language).length)}/`;
      const fixed = fixedPaths(language);
      for (const path of listed.filter((p) => !fixed.has(p))) {
        const parts = path.split('/').slice(1);
        if (path.startsWith(ingredientList)) {
          const word = path.slice(ingredientList.length);
          expect(readIngredientSlug(language.code, word)?.slug, path).toBe(word);
        } else if (parts.length === 1 && converterAt(language, parts[0]!)) {
          expect(converterAt(language, parts[0]!), path).toHaveProperty('found');
        } else if (parts.length === 2 && converterAt(language, parts[0]!)) {
          expect(pairAt(language, parts[0]!, parts[1]!), path).toHaveProperty('found');
        }
      }
      // Every converter and pair page English lists was among them.
      expect(counted(language, listed)).toEqual(counted(ENGLISH, paths(ENGLISH)));
    },
  );
});

describe('the sitemaps’ size with six languages', { timeout: 60_000 }, () => {
  // Six published languages, made up for the count where the table has fewer: their addresses are the English ones under their code.
  const six: readonly Language[] = [
    ...ALL,
    ...['xa', 'xb', 'xc', 'xd', 'xe'].slice(0, Math.max(0, 6 - ALL.length)).map((code) => ({ ...lang('es'), code, name: code })),
  ];
  const pathIn: PathIn = (language, page) =>
    ALL.includes(language) ? defaultPathIn(language, page) : (`/${language.code}${defaultPathIn(ENGLISH, page)}` as const);
  const options = { languages: six, pathIn };

  it('cuts each quantity’s pair pages into files within the budget', () => {
    const files = sitemapFiles(options).filter((f) => f.language.code === 'de');
    const largest = Math.max(...files.map((f) => childSitemapXml(ORIGIN, f.file, [], options)!.length));
    expect(largest).toBeLessThanOrEqual(2_000_000);
    expect(Math.max(...files.map((f) => f.pages?.length ?? 0))).toBeLessThanOrEqual(urlsPerFile(six));
  });

  it('keeps English alone one file per quantity', () => {
    const quantities = sitemapFiles({ languages: [ENGLISH] }).filter((f) => f.quantity);
    expect(quantities.every((f) => f.part === 1)).toBe(true);
  });
});

describe('a sitemap URL with address words of another script', () => {
  it('is written escaped in UTF-8, as the protocol asks (長 is E9 95 B7, さ E3 81 95)', () => {
    const xml = sitemapXml('urlset', [
      {
        loc: `${ORIGIN}/ja/長さ`,
        alternates: [
          { hreflang: 'ja', href: `${ORIGIN}/ja/長さ` },
          { hreflang: 'en', href: `${ORIGIN}/length` },
        ],
      },
    ]);
    expect(xml).toContain(`<loc>${ORIGIN}/ja/%E9%95%B7%E3%81%95</loc>`);
    expect(xml).toContain(`hreflang="ja" href="${ORIGIN}/ja/%E9%95%B7%E3%81%95"`);
    expect(xml).not.toMatch(/[^\0-\x7f]/);
  });
});
