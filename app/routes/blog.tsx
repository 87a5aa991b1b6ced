import { Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useLoaderData, useSubmit } from 'react-router';
import { AdSlot } from '~/components/ad-slot';
import { PostCard } from '~/components/blog/post-card';
import { NewsletterBox } from '~/components/newsletter-box';
import { Card } from '~/components/ui/card';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { cn } from '~/lib/cn';
import { loadBlogList } from '~/server/blog/public.server';
import { requireServices } from '~/server/context.server';
import type { Route } from './+types/blog';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 200);
  const category = params.get('category') || null;
  const list = await loadBlogList(requireServices(context).database.db, { q, category });
  return { ...list, q, category, now: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Unit Conversion Blog – Guides, Charts and Explanations',
    description:
      'Practical guides to units and measurement: metric vs imperial, cooking conversions, temperature scales, data sizes and how to convert without mistakes.',
    keywords: ['unit conversion blog', 'measurement guides', 'metric vs imperial', 'cooking conversions'],
    path: '/blog',
  });

function listHref(category: string | null, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

export default function Blog() {
  const { featured, posts, counts, total, q, category, now } = useLoaderData<typeof loader>();
  const id = useId();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdSlot position="header" className="mb-8" />
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Unit Conversion Blog</h1>
        <p className="text-muted-foreground">Guides, charts and explanations for everyday and technical conversions.</p>
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
        <aside className="space-y-6 lg:order-last">
          <Form
            method="get"
            role="search"
            className="relative"
            onChange={(event) => {
              const form = event.currentTarget;
              clearTimeout(timer.current);
              // Filter while typing, without a history entry per keystroke.
              timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 250);
            }}
          >
            <label htmlFor={`${id}-q`} className="sr-only">
              Search articles
            </label>
            <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" />
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Search articles..."
              className="h-10 w-full rounded-md border bg-background pl-9 pr-3"
            />
            {category && <input type="hidden" name="category" value={category} />}
          </Form>
          <Card className="p-5">
            <h2 className="mb-3 font-semibold">Categories</h2>
            <nav aria-label="Blog categories">
              <ul className="space-y-1 text-sm">
                {[{ category: null, count: total }, ...counts].map((entry) => (
                  <li key={entry.category ?? 'all'}>
                    <Link
                      to={listHref(entry.category, q)}
                      preventScrollReset
                      aria-current={entry.category === category ? 'page' : undefined}
                      className={cn(
                        'flex justify-between rounded-md px-3 py-1.5 hover:bg-accent',
                        entry.category === category && 'bg-accent font-semibold text-accent-foreground',
                      )}
                    >
                      <span>{entry.category ?? 'All Posts'}</span>
                      <span className="text-muted-foreground">{entry.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Card>
          <AdSlot position="sidebar" className="hidden lg:flex" />
        </aside>

        <section aria-labelledby={`${id}-list`} className="space-y-6 lg:col-span-3">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id={`${id}-list`} className="text-2xl font-semibold">
              {category ?? 'All Posts'}
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {posts.length} {posts.length === 1 ? 'article' : 'articles'}
            </p>
          </div>
          {posts.length === 0 ? (
            <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
              No articles found. Try adjusting your search or category filter.
            </p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} now={now} />
              ))}
            </div>
          )}
          <AdSlot position="content" />
          <NewsletterBox />
        </section>
      </div>
    </div>
  );
}
