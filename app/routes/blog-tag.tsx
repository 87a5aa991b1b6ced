import { ArrowLeft } from 'lucide-react';
import { data, useLoaderData } from 'react-router';
import { PostCard } from '~/components/blog/post-card';
import { buttonVariants } from '~/components/ui/button';
import { BLOG_PAGE_SIZE, parseBlogListQuery, tagArchiveHref } from '~/domain/blog-list';
import { CACHE_TAGS, cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { loadTagArchive } from '~/services/blog/public.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/blog-tag';

/**
 * A tag's archive (docs/product.md#blog): the published posts carrying the tag, newest first, a
 * page of them at a time as on /blog (`?page=` shows that many pages). A tag no published post
 * carries is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { page } = parseBlogListQuery(new URL(request.url).searchParams);
  const archive = await loadTagArchive(requireServices(context).database.db, params.tag, page * BLOG_PAGE_SIZE);
  if (!archive) throw data('Not Found', { status: 404 });
  return { ...archive, tag: params.tag, page, now: Date.now() };
}

// The same for everyone until a post changes: the page cache drops the pages tagged `posts` then; a
// `?page=` in the query asks first.
export const headers = cacheHeaders('content', CACHE_TAGS.posts);

export const meta: Route.MetaFunction = ({ matches, data: archive }) =>
  archive
    ? buildMeta(siteFromMatches(matches), {
        title: `Articles Tagged “${archive.tag}” – Unit Conversion Blog`,
        description: `${articles(archive.matches)} on the Unit Conversion Blog tagged “${archive.tag}”, newest first: guides and explanations of units and measurement.`,
        keywords: [archive.tag, 'unit conversion blog'],
        path: tagArchiveHref(archive.tag),
      })
    : [];

const articles = (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`;

export default function BlogTag() {
  const { posts, matches, tag, page, now } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <a href="/blog" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> Back to Blog
      </a>
      <header className="mt-4 mb-8 space-y-2 wrap-anywhere">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Articles tagged “{tag}”</h1>
        <p className="text-muted-foreground">{articles(matches)}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <PostCard key={post.slug} post={post} now={now} headingLevel={2} />
        ))}
      </div>
      {posts.length < matches && (
        <div className="mt-8 text-center">
          <a href={tagArchiveHref(tag, page + 1)} className={buttonVariants({ variant: 'outline' })}>
            Load more articles
          </a>
        </div>
      )}
    </div>
  );
}
