/** Articles the blog list shows at first, and adds with each "Load more articles". */
export const BLOG_PAGE_SIZE = 12;
/** The most pages one address asks for (`?page=`): 240 articles, a bound on the page's size. */
export const BLOG_MAX_PAGES = 20;

export interface BlogListQuery {
  /** Search words, trimmed, at most 200 characters. */
  q: string;
  /** A category name, or null for all posts. */
  category: string | null;
  /** How many pages of matches the list shows (`?page=`, 1 to BLOG_MAX_PAGES). */
  page: number;
  /** Where a page of matches starts (`?offset=` of the list API). */
  offset: number;
}

function wholeNumber(text: string | null, min: number, max: number, fallback: number): number {
  const n = text !== null && /^\d{1,4}$/.test(text) ? Number(text) : fallback;
  return n >= min && n <= max ? n : fallback;
}

/**
 * The blog list's query, from the page's address (`/blog?q=&category=&page=`), the list API's
 * (`/api/posts?q=&category=&offset=`) or, in the browser, the address the list keeps in step.
 * Nothing is refused: a value out of range is read as its default, so a hand-edited address still
 * shows the blog. (Plain code rather than a zod schema: the list's island runs it in the browser,
 * where zod would weigh more than the island itself.)
 */
export function parseBlogListQuery(params: URLSearchParams): BlogListQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: (params.get('category') ?? '').trim().slice(0, 100) || null,
    page: wholeNumber(params.get('page'), 1, BLOG_MAX_PAGES, 1),
    offset: wholeNumber(params.get('offset'), 0, BLOG_PAGE_SIZE * BLOG_MAX_PAGES, 0),
  };
}

type ListState = Pick<BlogListQuery, 'q' | 'category' | 'page'>;

/** The query string of the list for a state: only what differs from the defaults. */
export function blogListParams({ q, category, page }: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The address of the list for a state, on the blog at `blog` (a language's: `/es/blog`). */
export function blogListHref(state: ListState, blog = '/blog'): string {
  const search = blogListParams(state).toString();
  return search ? `${blog}?${search}` : blog;
}

/** The address of a tag's archive (`/blog/tag/{tag}`), at `page` pages of posts. */
export function tagArchiveHref(tag: string, page = 1): string {
  const path = `/blog/tag/${encodeURIComponent(tag)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}
