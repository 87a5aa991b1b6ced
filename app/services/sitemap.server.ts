import { indexablePairPaths } from '~/domain/converters/pairs';
import { quantityPages } from '~/domain/converters/registry';
import { ENGLISH, PUBLISHED_LANGUAGES, type Language } from '~/i18n/languages';
import { CACHE_CONTROL, CACHE_TAGS, cacheTags } from '~/lib/cache-control';
import { listPublishedPosts } from '~/services/db/posts-public.server';
import type { BlogPost } from '~/services/db/post-rows.server';
import type { Services } from '~/services/services.server';
import { defaultPathIn, publicPages, type PathIn, type SitemapPage } from '~/services/public-paths.server';
import { escapeXml } from '~/services/xml.server';
import { headerPath } from '~/lib/path-encoding';

/**
 * The site's sitemaps (sitemaps.org protocol): /sitemap.xml is an index of child sitemaps, one set
 * per published language (its pages and articles, and its pair pages by quantity), each URL with
 * its translations as `xhtml:link rel="alternate" hreflang` and `x-default` (the English page)
 * where the page has more than one published language. Only published languages: one being
 * written is served but announced nowhere (ADR 083).
 *
 * Memory: every file is made for its request (the page cache keeps its compressed copies), so a
 * file is bounded: a quantity's pair pages are cut into files of at most FILE_BUDGET bytes of XML
 * (with six languages, a URL and its seven links weigh about 0.8 kB: about 2,400 URLs a file).
 * English alone stays one file per quantity, as before languages.
 */
export const PAGES_SITEMAP = 'pages.xml';

/** What a language's sitemaps are made from: the languages announced and each page's address in them. */
export interface SitemapOptions {
  languages?: readonly Language[];
  pathIn?: PathIn;
}

interface SitemapEntry {
  loc: string;
  lastmod?: number;
  alternates?: readonly { hreflang: string; href: string }[];
}

/** The most XML a child sitemap is let grow to, estimated from its URLs (see urlsPerFile). */
const FILE_BUDGET = 2_000_000;
/** Bytes of one `<url>` without links, and of one `xhtml:link` line, with an origin of ~30 characters: measured by the tests. */
const URL_BYTES = 130;
// A Japanese address's link is longer: its words go percent-encoded, nine bytes a kana.
const LINK_BYTES = 140;

// Tagged with the posts, which the index and the pages' sitemaps list: the page cache drops them when a post changes.
const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL.content, ...cacheTags(CACHE_TAGS.posts) };

const lastmod = (time?: number) => (time ? `<lastmod>${new Date(time).toISOString()}</lastmod>` : '');

/** A URL as the sitemaps protocol wants it: escaped, characters beyond ASCII (Japanese address words) in UTF-8. */
const url = (href: string) => escapeXml(headerPath(href));

const link = (a: { hreflang: string; href: string }) =>
  `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${url(a.href)}"/>`;

/** A sitemap's XML; the xhtml namespace only where a URL has translations. */
export function sitemapXml(root: 'urlset' | 'sitemapindex', entries: readonly SitemapEntry[]): string {
  const tag = root === 'urlset' ? 'url' : 'sitemap';
  const linked = entries.some((e) => e.alternates?.length);
  const items = entries
    .map((e) => {
      const links = e.alternates?.map(link).join('') ?? '';
      return `  <${tag}><loc>${url(e.loc)}</loc>${lastmod(e.lastmod)}${links}${links ? '\n  ' : ''}</${tag}>`;
    })
    .join('\n');
  const xhtml = linked ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${items}\n</${root}>\n`;
}

const xmlResponse = (body: string) => new Response(body, { headers: XML_HEADERS });

/** A file of a language's set: English keeps the names it had before languages (`pages.xml`), others are prefixed (`es-pages.xml`). */
const fileOf = (language: Language, name: string) => (language === ENGLISH ? name : `${language.code}-${name}`);

/** The pair pages' file of a quantity, its `part`th (1: `pairs-length.xml`, 2: `pairs-length-2.xml`). */
const pairsName = (slug: string, part: number) => (part === 1 ? `pairs-${slug}.xml` : `pairs-${slug}-${part}.xml`);

/** The quantity pages that have pair pages to list. */
const pairedPages = () => quantityPages.filter((page) => indexablePairPaths(page).length > 0);

/** How many URLs a file of a set with `languages` announced holds, to stay within FILE_BUDGET. */
export function urlsPerFile(languages: readonly Language[]): number {
  const links = languages.length > 1 ? languages.length + 1 : 0;
  return Math.floor(FILE_BUDGET / (URL_BYTES + LINK_BYTES * links));
}

/**
 * A page's entry in `language`'s set: its address there and, when it has more than one announced
 * language, every announced language's address (itself included) and `x-default`, the English one
 * (or, without an English page, its own). Null where the language has no such page.
 */
export function entryOf(
  origin: string,
  language: Language,
  page: SitemapPage,
  { languages, pathIn }: Required<SitemapOptions>,
  time?: number,
): SitemapEntry | null {
  const path = pathIn(language, page);
  if (path === null) return null;
  const translations = languages.flatMap((other) => {
    const there = pathIn(other, page);
    return there === null ? [] : [{ language: other, href: origin + there }];
  });
  const entry: SitemapEntry = { loc: origin + path, lastmod: time };
  if (translations.length < 2) return entry;
  const fallback = translations.find((t) => t.language === ENGLISH) ?? { href: origin + path };
  return {
    ...entry,
    alternates: [...translations.map((t) => ({ hreflang: t.language.code, href: t.href })), { hreflang: 'x-default', href: fallback.href }],
  };
}

const resolved = (options: SitemapOptions): Required<SitemapOptions> => ({
  languages: options.languages ?? PUBLISHED_LANGUAGES,
  pathIn: options.pathIn ?? defaultPathIn,
});

/** Each tag of the posts with the latest change of a post carrying it. */
function tagsLastChanged(posts: readonly { tags: readonly string[]; updatedAt: number }[]): Map<string, number> {
  const latest = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) latest.set(tag, Math.max(latest.get(tag) ?? 0, post.updatedAt));
  return latest;
}

/** Every child file of the index, in its order: per language, its pages, then each quantity's pairs, part by part. */
export function sitemapFiles(
  options: SitemapOptions = {},
): { file: string; language: Language; quantity?: string; part?: number; pages?: readonly string[] }[] {
  const { languages } = resolved(options);
  const size = urlsPerFile(languages);
  return languages.flatMap((language) => [
    { file: fileOf(language, PAGES_SITEMAP), language },
    ...pairedPages().flatMap((page) => {
      const paths = indexablePairPaths(page);
      return Array.from({ length: Math.ceil(paths.length / size) }, (_, i) => ({
        file: fileOf(language, pairsName(page.slug, i + 1)),
        language,
        quantity: page.slug,
        part: i + 1,
        pages: paths.slice(i * size, (i + 1) * size),
      }));
    }),
  ]);
}

/** The index's XML: every file of every announced language; each language's pages file dated by its latest article. */
export function sitemapIndexXml(origin: string, posts: readonly Pick<BlogPost, 'language' | 'updatedAt'>[], options: SitemapOptions = {}): string {
  const latest = (language: Language) => posts.filter((p) => p.language === language.code).reduce((max, p) => Math.max(max, p.updatedAt), 0);
  return sitemapXml(
    'sitemapindex',
    sitemapFiles(options).map(({ file, language, quantity }) => ({
      loc: `${origin}/sitemaps/${file}`,
      lastmod: quantity ? undefined : latest(language) || undefined,
    })),
  );
}

/** A child file's XML, or null when the announced languages have no such file. */
export function childSitemapXml(origin: string, file: string, posts: readonly BlogPost[], options: SitemapOptions = {}): string | null {
  const all = resolved(options);
  const found = sitemapFiles(all).find((f) => f.file === file);
  if (!found) return null;
  const { language } = found;
  const entry = (page: SitemapPage, time?: number) => entryOf(origin, language, page, all, time) ?? [];
  if (!found.quantity) {
    // A post is in its own language's blog only, with no translation to name.
    const own = posts.filter((post) => post.language === language.code);
    const single = { ...all, languages: [language] };
    return sitemapXml('urlset', [
      ...publicPages().flatMap((page) => entry(page)),
      ...own.flatMap((post) => entryOf(origin, language, { kind: 'page', page: 'blog', rest: post.slug }, single, post.updatedAt) ?? []),
      // Each tag's archive, once, dated by its latest post.
      ...[...tagsLastChanged(own)].flatMap(
        ([tag, time]) => entryOf(origin, language, { kind: 'page', page: 'blog/tag', rest: encodeURIComponent(tag) }, single, time) ?? [],
      ),
    ]);
  }
  return sitemapXml(
    'urlset',
    (found.pages ?? []).flatMap((path) => {
      const [, quantity = '', pair = ''] = path.split('/');
      return entry({ kind: 'pair', quantity, pair });
    }),
  );
}

/** /sitemap.xml. */
export async function sitemapIndex(services: Services, options: SitemapOptions = {}): Promise<Response> {
  const posts = await listPublishedPosts(services.database.db);
  return xmlResponse(sitemapIndexXml(services.config.publicOrigin, posts, options));
}

/** One child sitemap by its file name, or null when there is no such file. */
export async function childSitemap(services: Services, file: string, options: SitemapOptions = {}): Promise<Response | null> {
  // Only the pages' files list posts: a pairs file needs no query.
  const posts = /(^|-)pages\.xml$/.test(file) ? await listPublishedPosts(services.database.db) : [];
  const xml = childSitemapXml(services.config.publicOrigin, file, posts, options);
  return xml === null ? null : xmlResponse(xml);
}
