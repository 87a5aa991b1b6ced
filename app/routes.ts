import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { converterPages, PERMANENT_REDIRECTS } from './domain/converters/registry';

// Pages are generated from the converter registry: adding a converter adds a table entry, not a route file.
export default [
  index('routes/home.tsx'),
  ...converterPages.map((page) => route(page.slug, 'routes/converter.tsx', { id: `converter/${page.slug}` })),
  ...Object.keys(PERMANENT_REDIRECTS).map((from) => route(from, 'routes/redirect.ts', { id: `redirect/${from}` })),
  route('mortgage', 'routes/mortgage.tsx'),
  route('cooking/ingredients', 'routes/cooking-ingredients.tsx'),
  route('cooking/ingredients/:slug', 'routes/cooking-ingredient.tsx'),
  route('countdown', 'routes/countdown.tsx'),
  route('countdown.ics', 'routes/countdown-ics.ts'),
  route('search', 'routes/search.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('blog-admin', 'routes/blog-admin.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter.confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('favorites', 'routes/favorites.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('sitemap/:quantity', 'routes/sitemap-pairs.tsx', { id: 'sitemap-pairs' }),
  route('sitemap/:quantity/:unit', 'routes/sitemap-pairs.tsx', { id: 'sitemap-unit-pairs' }),
  route('offline', 'routes/offline.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('sitemaps/:file', 'routes/sitemaps-file.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('rss.xml', 'routes/rss-xml.ts'),
  route('manifest.webmanifest', 'routes/manifest-webmanifest.ts'),
  // Every ordered unit pair of a quantity (/length/feet-to-meters), rendered on demand: one route.
  route(':quantity/:pair', 'routes/pair.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
