import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { AdSlot } from '~/components/ad-slot';
import { PostCard } from '~/components/blog/post-card';
import { Card } from '~/components/ui/card';
import { buttonVariants } from '~/components/ui/button';
import { BLOG_PAGE_SIZE, blogListHref, blogListParams, parseBlogListQuery } from '~/domain/blog-list';
import { cn } from '~/lib/cn';
import { useSearchParams } from '~/lib/search-params';
import type { PostCard as PostCardData } from '~/services/blog/public.server';
import { articlesText, categoryName, type BlogWords } from './blog-words';

export interface BlogListProps {
  /** The query the server rendered the list for. */
  q: string;
  category: string | null;
  page: number;
  /** The first `page` pages of matches, their number, and the server's clock for relative dates. */
  posts: PostCardData[];
  matches: number;
  now: number;
  /** Published posts per category, and in all. */
  counts: { category: string; count: number }[];
  total: number;
  /** The blog's language (`es`): the list shows its posts, in its words. */
  language: string;
  words: BlogWords;
}

interface Shown {
  key: string;
  posts: PostCardData[];
  matches: number;
  now: number;
}

/** What the list shows is for one search and category; pages only add to it. */
const keyOf = (q: string, category: string | null) => JSON.stringify([q, category]);

interface PostsPage {
  posts: PostCardData[];
  matches: number;
  now: number;
}

async function fetchPosts(language: string, q: string, category: string | null, offset: number, signal: AbortSignal): Promise<PostsPage> {
  const params = new URLSearchParams({ q, offset: String(offset), language });
  if (category) params.set('category', category);
  const response = await fetch(`/api/posts?${params}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The list of posts answered ${response.status}`);
  return (await response.json()) as PostsPage;
}

/** Whether an element is on screen below the sticky header (the header is 4rem tall, 5rem with room). */
function clearOfHeader(element: HTMLElement): boolean {
  const top = element.getBoundingClientRect().top;
  return top >= parseFloat(getComputedStyle(element).scrollMarginTop) && top < innerHeight;
}

/** How long typing pauses before the list follows it. */
const TYPING_PAUSE_MS = 250;

/**
 * The blog's search, category filter and list of posts (docs/product.md#blog). The server renders
 * it for the address's query (`/blog?q=&category=&page=`), and every part works as links and a form
 * without scripts. In the browser the list follows the search box as you type and the categories as
 * you choose them, from the list API, in place: the address keeps in step (typing replaces the
 * entry, a category adds one), focus and scroll stay where they are, and Back and Forward show the
 * earlier list again. "Load more articles" adds the next page.
 */
export function BlogList(initial: BlogListProps) {
  const { words } = initial;
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { q, category, page } = parseBlogListQuery(params);
  const [typed, setTyped] = useState(initial.q);
  const [shown, setShown] = useState<Shown>({ key: keyOf(initial.q, initial.category), ...initial });
  const [failed, setFailed] = useState(false);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  /** After "Load more articles": the index of the first post it adds, whose link takes focus once shown. */
  const focusFrom = useRef<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  // The search box follows the address when it changes without typing (Back, Forward).
  const lastTyped = useRef(initial.q);
  useEffect(() => {
    if (q !== lastTyped.current) setTyped(q);
    lastTyped.current = q;
  }, [q]);

  // The list follows the address: a new search or category loads its first pages; a higher page
  // number loads the pages after what is shown.
  const key = keyOf(q, category);
  const wanted = Math.min(page * BLOG_PAGE_SIZE, key === shown.key ? shown.matches : Infinity);
  const loaded = key === shown.key ? shown.posts.length : 0;
  useEffect(() => {
    if (loaded >= wanted) return;
    const abort = new AbortController();
    const more = key === shown.key;
    void (async () => {
      try {
        let posts = more ? shown.posts : [];
        let last: PostsPage | undefined;
        while (posts.length < wanted) {
          last = await fetchPosts(initial.language, q, category, posts.length, abort.signal);
          posts = [...posts, ...last.posts];
          if (last.posts.length === 0 || posts.length >= last.matches) break;
        }
        if (last) setShown({ key, posts, matches: last.matches, now: last.now });
        setFailed(false);
      } catch {
        if (!abort.signal.aborted) setFailed(true);
      }
    })();
    return () => abort.abort();
    // shown.posts is read only to extend the same list, and `loaded` changes whenever it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted, loaded]);

  function search(text: string) {
    setTyped(text);
    focusFrom.current = null;
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      lastTyped.current = text.trim();
      setParams(blogListParams({ q: text.trim(), category, page: 1 }), { replace: true });
    }, TYPING_PAUSE_MS);
  }

  /**
   * Follows a link of the list in place, as a new entry of the history. A new category starts a
   * new list: if its heading is scrolled out of sight (under the sticky header, say), bring it back;
   * its scroll margin keeps it clear of the header.
   */
  function follow(event: MouseEvent<HTMLAnchorElement>, next: { category: string | null; page: number }) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    focusFrom.current = next.page > page ? (current?.posts.length ?? null) : null;
    setParams(blogListParams({ q, ...next }), { replace: next.page > 1 });
    const heading = next.page === 1 ? document.getElementById(`${id}-list`) : null;
    if (heading && !clearOfHeader(heading)) heading.scrollIntoView({ block: 'start' });
  }

  const current = key === shown.key ? shown : null;

  // The posts "Load more articles" asked for are shown: focus goes on to the first of them (the
  // button is gone or further down), so a keyboard user goes on reading where the new posts begin.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !current || current.posts.length <= from) return;
    focusFrom.current = null;
    grid.current?.children[from]?.querySelector<HTMLAnchorElement>('h2 a, h3 a')?.focus();
  });

  const entries = [{ category: null, count: initial.total }, ...initial.counts];
  return (
    <>
      <aside className="space-y-6 lg:order-last">
        <form
          method="get"
          action={words.blogPath}
          role="search"
          className="relative"
          onSubmit={(event) => {
            event.preventDefault();
            search(typed);
          }}
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            {words.list.searchLabel}
          </label>
          <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" />
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={typed}
            onChange={(event) => search(event.target.value)}
            placeholder={words.list.searchPlaceholder}
            className="h-10 w-full rounded-md border bg-background pl-9 pr-3"
          />
          {category && <input type="hidden" name="category" value={category} />}
        </form>
        <Card className="p-5">
          <h2 className="mb-3 font-semibold">{words.list.categories}</h2>
          <nav aria-label={words.list.categoriesNav}>
            <ul className="space-y-1 text-sm">
              {entries.map((entry) => (
                <li key={entry.category ?? 'all'}>
                  <a
                    href={blogListHref({ q, category: entry.category, page: 1 }, words.blogPath)}
                    onClick={(event) => follow(event, { category: entry.category, page: 1 })}
                    aria-current={entry.category === category ? 'page' : undefined}
                    className={cn(
                      'flex justify-between rounded-md px-3 py-1.5 hover:bg-accent',
                      entry.category === category && 'bg-accent font-semibold text-accent-foreground',
                    )}
                  >
                    <span>{entry.category === null ? words.list.allPosts : categoryName(words, entry.category)}</span>
                    <span className="text-muted-foreground">{entry.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Card>
        <AdSlot position="sidebar" wideOnly label={words.adLabel} />
      </aside>

      <section aria-labelledby={`${id}-list`} aria-busy={current === null} className="space-y-6 lg:col-span-3">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id={`${id}-list`} className="scroll-mt-20 text-2xl font-semibold">
            {category === null ? words.list.allPosts : categoryName(words, category)}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {current && articlesText(words, current.matches)}
          </p>
        </div>
        {failed && (
          <p role="alert" className="rounded-md border p-4 text-sm">
            {words.list.failed}
          </p>
        )}
        {current?.matches === 0 ? (
          <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
            {q || category ? words.list.noneFound : words.list.noneYet}
          </p>
        ) : (
          <div ref={grid} className={cn('grid gap-6 md:grid-cols-2', !current && 'opacity-60')}>
            {(current ?? shown).posts.map((post) => (
              <PostCard key={post.slug} post={post} now={(current ?? shown).now} words={words} />
            ))}
          </div>
        )}
        {current && current.posts.length < current.matches && (
          <div className="text-center">
            <a
              href={blogListHref({ q, category, page: page + 1 }, words.blogPath)}
              onClick={(event) => follow(event, { category, page: page + 1 })}
              className={buttonVariants({ variant: 'outline' })}
            >
              {words.list.loadMore}
            </a>
          </div>
        )}
      </section>
    </>
  );
}
