import { index, route, type RouteConfig } from '@react-router/dev/routes';

// The converter pages come from the converter registry: adding a converter adds a table entry, not a
// route. One route takes them all (and their old addresses, which answer 301): React Router matches
// every request against every route, so a route per converter made each request slower.
export default [
  index('routes/home.tsx'),
  route('mortgage', 'routes/mortgage.tsx'),
  route('cooking/ingredients', 'routes/cooking-ingredients.tsx'),
  route('cooking/ingredients/:slug', 'routes/cooking-ingredient.tsx'),
  route('cooking/recipe', 'routes/cooking-recipe.tsx'),
  route('countdown', 'routes/countdown.tsx'),
  route('countdown.ics', 'routes/countdown-ics.ts'),
  route('search', 'routes/search.tsx'),
  route('calculate', 'routes/calculate.tsx'),
  route('calculate/*', 'routes/calculate.tsx', { id: 'calculate-expression' }),
  route('auth', 'routes/auth.tsx'),
  route('blog-admin', 'routes/blog-admin.tsx'),
  // The dashboard with one post open in its editor: a reload or a bookmark reopens it.
  route('blog-admin/posts/:id', 'routes/blog-admin.tsx', { id: 'blog-admin-post' }),
  route('blog-admin/subscribers', 'routes/blog-admin.subscribers.tsx'),
  route('blog-admin/authors', 'routes/blog-admin.authors.tsx'),
  route('blog-admin/posts/:id/newsletter', 'routes/blog-admin.newsletter.tsx'),
  route('account', 'routes/account.tsx'),
  route('invite', 'routes/invite.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter.confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/tag/:tag', 'routes/blog-tag.tsx'),
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
  // A converter's page (/length, /usd-to-eur), or an old address of one: one route for them all.
  route(':converter', 'routes/converter.tsx'),
  // Every ordered unit pair of a quantity (/length/feet-to-meters), rendered on demand: one route.
  route(':quantity/:pair', 'routes/pair.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
