import { useId } from 'react';
import { useLoaderData } from 'react-router';
import { AdSlot } from '~/components/ad-slot';
import { BlogList } from '~/components/blog/blog-list.island';
import { PostCard } from '~/components/blog/post-card';
import { NewsletterBox } from '~/components/newsletter-box.island';
import { BLOG_PAGE_SIZE, parseBlogListQuery } from '~/domain/blog-list';
import { Island } from '~/islands/island';
import { CACHE_TAGS, cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { loadBlogList } from '~/services/blog/public.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/blog';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, category, page } = parseBlogListQuery(new URL(request.url).searchParams);
  const list = await loadBlogList(requireServices(context).database.db, { q, category, offset: 0, limit: page * BLOG_PAGE_SIZE });
  return { ...list, q, category, page, now: Date.now() };
}

// Sent as islands (ADR 016): the search, categories and list, and the newsletter box below them.

// The list without a query is the same for everyone until a post changes (the page cache drops the
// pages tagged `posts` then, docs/decisions/074-http-cache-with-tags.md); a search or category in the
// query asks first.
export const headers = cacheHeaders('content', CACHE_TAGS.posts);

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Unit Conversion Blog – Guides, Charts and Explanations',
    description:
      'Practical guides to units and measurement: metric vs imperial, cooking conversions, temperature scales, data sizes and how to convert without mistakes.',
    keywords: ['unit conversion blog', 'measurement guides', 'metric vs imperial', 'cooking conversions'],
    path: '/blog',
  });

export default function Blog() {
  const { featured, posts, matches, counts, total, q, category, page, now } = useLoaderData<typeof loader>();
  const id = useId();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdSlot position="header" className="mb-8" />
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Unit Conversion Blog</h1>
        <p className="text-muted-foreground">
          Guides, charts and explanations for everyday and technical conversions.{' '}
          <a href="/rss.xml" className="font-medium text-primary underline underline-offset-2">
            Follow by RSS
          </a>
        </p>
      </header>

      {featured.length > 0 && (
        <section aria-labelledby={`${id}-featured`} className="mb-10 space-y-4">
          <h2 id={`${id}-featured`} className="text-2xl font-semibold">
            Featured Articles
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {featured.map((post) => (
              <PostCard key={post.slug} post={post} now={now} />
            ))}
          </div>
        </section>
      )}

      <div className="grid gap-8 lg:grid-cols-4">
        <Island component={BlogList} props={{ q, category, page, posts, matches, now, counts, total }} />
      </div>
      <div className="mt-8 space-y-6 lg:w-3/4">
        <AdSlot position="content" />
        <Island component={NewsletterBox} props={{}} load="visible" />
      </div>
    </div>
  );
}
