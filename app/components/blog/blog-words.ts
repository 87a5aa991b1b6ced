import type { NumberStyle } from '~/domain/number-format';
import { groupThousands } from '~/domain/number-format';
import { ageOf, type AgeUnit } from '~/domain/posts';
import type { POST_CATEGORIES } from '~/domain/schemas/post';

/** A count's words: for 1, and with `#` for the number, for more (every language of the site writes 1 apart). */
export type CountWords = readonly [one: string, other: string];

/**
 * The blog's words in the page's language, formatted on the server (app/components/blog/blog-words.server.ts):
 * the post cards and the list, an island, get them as data, never the catalog (ADR 083).
 */
export interface BlogWords {
  /** The blog's address in the language (`/es/blog`): the list's links and its tag archives start there. */
  blogPath: string;
  /** Its tag archives' address (`/es/blog/etiqueta`). */
  tagPath: string;
  /** The language's number style, for the counts of views. */
  numbers: NumberStyle;
  featured: string;
  /** The label of a tag's link, `{tag}` standing for the tag. */
  tagLabel: string;
  views: CountWords;
  articles: CountWords;
  justNow: string;
  ago: Readonly<Record<AgeUnit, CountWords>>;
  /** The fixed categories' names, by their stored (English) name. */
  categories: Readonly<Record<string, string>>;
  list: {
    searchLabel: string;
    searchPlaceholder: string;
    categories: string;
    categoriesNav: string;
    allPosts: string;
    failed: string;
    noneFound: string;
    noneYet: string;
    loadMore: string;
  };
  /** The ad slots' label: the list is an island, which has no translator. */
  adLabel: string;
}

/** The message keys of POST_CATEGORIES' names, in their order. */
export const CATEGORY_KEYS = [
  'blog.category.metricVsImperial',
  'blog.category.cooking',
  'blog.category.science',
  'blog.category.everyday',
  'blog.category.temperature',
  'blog.category.weight',
  'blog.category.length',
  'blog.category.volume',
] as const satisfies { length: (typeof POST_CATEGORIES)['length'] };

function counted([one, other]: CountWords, n: number, style: NumberStyle): string {
  return n === 1 ? one : other.replace('#', groupThousands(String(n), style));
}

/** "3 days ago" in the words' language. */
export function ageText(words: BlogWords, from: number, now: number): string {
  const age = ageOf(from, now);
  return age ? counted(words.ago[age.unit], age.count, words.numbers) : words.justNow;
}

/** "1,234 views" in the words' language. */
export const viewsText = (words: BlogWords, views: number) => counted(words.views, views, words.numbers);

/** "12 articles" in the words' language. */
export const articlesText = (words: BlogWords, count: number) => counted(words.articles, count, words.numbers);

/** A category's name in the words' language (a name no longer listed shows as stored). */
export const categoryName = (words: BlogWords, category: string) => words.categories[category] ?? category;

/** The address of a tag's archive in the words' language, at `page` pages of posts. */
export function tagHref(words: BlogWords, tag: string, page = 1): string {
  const path = `${words.tagPath}/${encodeURIComponent(tag)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}
