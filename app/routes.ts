import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { ENGLISH, LANGUAGES, type Language } from './i18n/languages';
import { pagePath, type FixedPage } from './i18n/pages';

/**
 * The public pages, each once per language (ADR 083): at its English address, and under each other
 * language's prefix with that language's words for it (content/i18n/<code>/pages.json). `page` is
 * the fixed page whose words begin the address, `rest` the part after them.
 */
const PUBLIC: readonly { page: FixedPage | 'home'; rest?: string; file: string; id?: string }[] = [
  { page: 'home', file: 'routes/home.tsx' },
  { page: 'mortgage', file: 'routes/mortgage.tsx' },
  { page: 'cooking/ingredients', file: 'routes/cooking-ingredients.tsx' },
  { page: 'cooking/ingredients', rest: ':slug', file: 'routes/cooking-ingredient.tsx' },
  { page: 'cooking/recipe', file: 'routes/cooking-recipe.tsx' },
  { page: 'countdown', file: 'routes/countdown.tsx' },
  { page: 'search', file: 'routes/search.tsx' },
  { page: 'calculate', file: 'routes/calculate.tsx' },
  { page: 'calculate', rest: '*', file: 'routes/calculate.tsx', id: 'calculate-expression' },
  { page: 'newsletter', file: 'routes/newsletter.tsx' },
  { page: 'newsletter/confirm', file: 'routes/newsletter.confirm.tsx' },
  { page: 'newsletter/unsubscribe', file: 'routes/newsletter.unsubscribe.tsx' },
  { page: 'blog', file: 'routes/blog.tsx' },
  { page: 'blog/tag', rest: ':tag', file: 'routes/blog-tag.tsx' },
  { page: 'blog', rest: ':slug', file: 'routes/blog-post.tsx' },
  { page: 'favorites', file: 'routes/favorites.tsx' },
  { page: 'sitemap', file: 'routes/sitemap.tsx' },
  { page: 'sitemap', rest: ':quantity', file: 'routes/sitemap-pairs.tsx', id: 'sitemap-pairs' },
  { page: 'sitemap', rest: ':quantity/:unit', file: 'routes/sitemap-pairs.tsx', id: 'sitemap-unit-pairs' },
  { page: 'offline', file: 'routes/offline.tsx' },
  { page: 'about', file: 'routes/about.tsx' },
  { page: 'contact', file: 'routes/contact.tsx' },
  { page: 'privacy', file: 'routes/privacy.tsx' },
  { page: 'terms', file: 'routes/terms.tsx' },
  // A converter's page (/length, /usd-to-eur), or an old address of one: one route for them all.
  // The converter pages come from the converter registry: adding a converter adds a table entry,
  // not a route (a route per converter made every request slower: React Router matches each
  // request against every route).
  { page: 'home', rest: ':converter', file: 'routes/converter.tsx' },
  // Every ordered unit pair of a quantity (/length/feet-to-meters), rendered on demand: one route.
  { page: 'home', rest: ':quantity/:pair', file: 'routes/pair.tsx' },
  { page: 'home', rest: '*', file: 'routes/not-found.tsx' },
];

function publicRoutes(language: Language): RouteConfigEntry[] {
  return PUBLIC.map(({ page, rest = '', file, id }) => {
    if (language === ENGLISH && page === 'home' && rest === '') return index(file);
    const path = pagePath(language, page, rest).slice(1);
    // React Router names a route by its file; the same file at a second address needs an id.
    const name = id ?? file.replace(/^routes\//, '').replace(/\.tsx?$/, '');
    if (language === ENGLISH) return id ? route(path, file, { id }) : route(path, file);
    return route(path, file, { id: `${language.code}/${name}` });
  });
}

export default [
  route('countdown.ics', 'routes/countdown-ics.ts'),
  // The admin and the accounts stay in English (DECISIONS.md, "Languages").
  route('auth', 'routes/auth.tsx'),
  route('blog-admin', 'routes/blog-admin.tsx'),
  // The dashboard with one post open in its editor: a reload or a bookmark reopens it.
  route('blog-admin/posts/:id', 'routes/blog-admin.tsx', { id: 'blog-admin-post' }),
  route('blog-admin/subscribers', 'routes/blog-admin.subscribers.tsx'),
  route('blog-admin/authors', 'routes/blog-admin.authors.tsx'),
  route('blog-admin/posts/:id/newsletter', 'routes/blog-admin.newsletter.tsx'),
  route('account', 'routes/account.tsx'),
  route('invite', 'routes/invite.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps-file.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('rss.xml', 'routes/rss-xml.ts'),
  // Each language's blog has its own feed (the English one keeps its address).
  ...LANGUAGES.filter((language) => language !== ENGLISH).map((language) =>
    route(`${language.code}/rss.xml`, 'routes/rss-xml.ts', { id: `${language.code}/rss-xml` }),
  ),
  route('manifest.webmanifest', 'routes/manifest-webmanifest.ts'),
  ...LANGUAGES.flatMap(publicRoutes),
] satisfies RouteConfig;
