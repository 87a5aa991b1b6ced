import type { Kysely } from 'kysely';
import { authorName, chooseFeatured, filterPosts, postSummary } from '~/domain/posts';
import { isStorableText } from '~/domain/schemas/text';
import { POST_LIMITS, SLUG_PATTERN } from '~/domain/schemas/post';
import type { Database } from '../db/schema.server';
import type { BlogPost } from '../db/post-rows.server';
import { getPostBySlug } from '../db/posts-admin.server';
import {
  countPublishedByCategory,
  getMovedPostSlug,
  getPublishedPostBySlug,
  listPublishedPosts,
  listPublishedPostsTagged,
  listRelatedPosts,
} from '../db/posts-public.server';
import type { Reader, ViewCounter } from './view-counter.server';
import { loadSanitizer } from '../sanitize-loader.server';

/** What a post card shows: never the body, never the author's account details. */
export interface PostCard {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string;
  /** Each a link to the tag's archive. */
  tags: string[];
  featured: boolean;
  featuredImage: string | null;
  views: number;
  publishedAt: number;
}

/** The language whose blog a list is of (a language code). */
interface OfLanguage {
  language: string;
}

export function toCard(post: BlogPost): PostCard {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags,
    featured: post.featured,
    featuredImage: post.featuredImage,
    views: post.views,
    publishedAt: post.publishedAt ?? post.createdAt,
  };
}

/** A search of the published posts: the matches from `offset`, at most `limit` of them. */
export interface BlogListSlice {
  q: string;
  category: string | null;
  offset: number;
  limit: number;
}

function matchingSlice(posts: readonly BlogPost[], query: BlogListSlice) {
  const matching = filterPosts(posts, { q: query.q, category: query.category });
  return { posts: matching.slice(query.offset, query.offset + query.limit).map(toCard), matches: matching.length };
}

/** The posts matching a search and category, from `offset`: what the list API returns. */
export async function searchPublishedPosts(db: Kysely<Database>, query: BlogListSlice & OfLanguage) {
  return matchingSlice(await listPublishedPosts(db, { language: query.language }), query);
}

/** A language's blog home: featured row, category counts, and the first posts matching the search and category. */
export async function loadBlogList(db: Kysely<Database>, query: BlogListSlice & OfLanguage) {
  const { language } = query;
  const [posts, counts] = await Promise.all([listPublishedPosts(db, { language }), countPublishedByCategory(db, { language })]);
  return {
    featured: chooseFeatured(posts, 3).map(toCard),
    ...matchingSlice(posts, query),
    counts,
    total: counts.reduce((sum, c) => sum + c.count, 0),
  };
}

/**
 * A tag's archive (`/blog/tag/{tag}`): its published posts, newest first, the first `limit`; null
 * when no published post carries the tag (an unknown tag, or one whose posts are all drafts), and
 * for what no tag can be (too long, or characters no tag is stored with). A language's blog has its
 * own archives: the posts in its language carrying the tag.
 */
export async function loadTagArchive(db: Kysely<Database>, tag: string, limit: number, { language }: OfLanguage) {
  if (tag === '' || tag.length > POST_LIMITS.tag || tag.trim() !== tag || !isStorableText(tag)) return null;
  const posts = await listPublishedPostsTagged(db, tag, { language });
  if (posts.length === 0) return null;
  return { posts: posts.slice(0, limit).map(toCard), matches: posts.length };
}

/**
 * One article for display. `views` counts this load as the reader's, unless there is no reader:
 * a shared render (the page cache renders once for many readers and counts each of them as it
 * serves them). The body is sanitized again on the way out, whatever was stored.
 */
export async function loadArticle(
  db: Kysely<Database>,
  slug: string,
  { teamName, views, reader, preview }: { teamName: string; views: ViewCounter; reader: Reader | null; preview?: BlogPost },
) {
  // No slug of ours looks otherwise, and PostgreSQL would answer a NUL byte with an error.
  if (!preview && !SLUG_PATTERN.test(slug)) return null;
  const post = preview ?? (await getPublishedPostBySlug(db, slug));
  if (!post) return null;
  // An admin's look at a post not yet public is no visit.
  if (reader && !preview) views.add(post.id, reader);
  const related = await listRelatedPosts(db, post.id, 3);
  const html = (await loadSanitizer())(post.content);
  return {
    post: {
      /** Names the page's `post:{id}` cache tag (the page cache counts the views it serves by it). */
      id: post.id,
      slug: post.slug,
      /** The blog it is in: its page's address and words are that language's. */
      language: post.language,
      title: post.title,
      excerpt: post.excerpt,
      category: post.category,
      tags: post.tags,
      featured: post.featured,
      featuredImage: post.featuredImage,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      publishedAt: post.publishedAt ?? post.createdAt,
      updatedAt: post.updatedAt,
      author: authorName(post.authorName, teamName),
      html,
      /** The excerpt, else the body's first paragraph: the page's description without an excerpt. */
      summary: postSummary({ excerpt: post.excerpt, content: html }),
      views: post.views + views.pending(post.id),
      /** Set on an admin's preview of a post not public yet: a draft, or the time it is scheduled for. */
      notPublic: preview ? (preview.published ? { scheduledFor: post.publishedAt } : { draft: true }) : null,
    },
    related: related.map(toCard),
  };
}

/**
 * What the article address shows when no public post has the slug (docs/decisions/060-publishing.md):
 * a post's old slug redirects to its new one (for everyone); a draft or a scheduled post is shown
 * to a member of the team whose role may read it (`mayPreview` is asked only then, as it costs a
 * session lookup) and is 404 to everyone else.
 */
export async function findUnpublishedArticle(
  db: Kysely<Database>,
  slug: string,
  mayPreview: (post: BlogPost) => Promise<boolean>,
): Promise<{ movedTo: string } | { preview: BlogPost } | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const movedTo = await getMovedPostSlug(db, slug);
  if (movedTo) return { movedTo };
  const post = await getPostBySlug(db, slug);
  if (!post || !(await mayPreview(post))) return null;
  return { preview: post };
}
