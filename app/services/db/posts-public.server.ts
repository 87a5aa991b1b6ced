import type { ExpressionBuilder, Kysely } from 'kysely';
import { withTags, withTagsOne, type BlogPost } from './post-rows.server';
import type { Database } from './schema.server';

/**
 * What the public may read: published posts whose publication date has come (a later one schedules
 * the post, docs/decisions/060-publishing.md), decided against the clock at each query. Every query
 * here starts from `publishedPosts` (or `isPublic`), so no function of this module can return a
 * draft or a post before its time, whatever it is asked. Admin reads live in posts-admin.server.ts.
 * The rule itself is shared: a newsletter send waits until its post is public by the same test, and
 * `isPublicAt` (app/domain/posts.ts) applies it to a post already read.
 */
export function isPublic(eb: ExpressionBuilder<Database, 'blog_posts'>, now = Date.now()) {
  // A post in the trash is nobody's to read (docs/decisions/077-trash.md).
  return eb.and([eb('blog_posts.published', '=', 1), eb('blog_posts.published_at', '<=', now), eb('blog_posts.deleted_at', 'is', null)]);
}

function publishedPosts(db: Kysely<Database>) {
  return db
    .selectFrom('blog_posts')
    .selectAll('blog_posts')
    .where((eb) => isPublic(eb));
}

/** Newest published first; ties (same millisecond, e.g. a seed) broken stably. */
function newestPublishedFirst(db: Kysely<Database>) {
  return publishedPosts(db).orderBy('blog_posts.published_at', 'desc').orderBy('blog_posts.created_at', 'desc').orderBy('blog_posts.id');
}

export async function getPublishedPostBySlug(db: Kysely<Database>, slug: string): Promise<BlogPost | null> {
  return withTagsOne(db, await publishedPosts(db).where('blog_posts.slug', '=', slug).executeTakeFirst());
}

/**
 * A language's blog: the posts written in `language` (a language code), or every language's
 * posts when none is named (the sitemaps, which list each post in its language's set).
 */
export interface InLanguage {
  language?: string;
}

export async function listPublishedPosts(db: Kysely<Database>, options: { limit?: number } & InLanguage = {}): Promise<BlogPost[]> {
  let query = newestPublishedFirst(db);
  if (options.language !== undefined) query = query.where('blog_posts.language', '=', options.language);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return withTags(db, await query.execute());
}

/** Published posts carrying `tag` (exactly as typed), newest first: a tag's archive, through the tag index. */
export async function listPublishedPostsTagged(db: Kysely<Database>, tag: string, { language }: InLanguage = {}): Promise<BlogPost[]> {
  let query = newestPublishedFirst(db);
  if (language !== undefined) query = query.where('blog_posts.language', '=', language);
  const rows = await query
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('blog_post_tags')
          .select('blog_post_tags.post_id')
          .whereRef('blog_post_tags.post_id', '=', 'blog_posts.id')
          .where('blog_post_tags.tag', '=', tag),
      ),
    )
    .execute();
  return withTags(db, rows);
}

/** Published posts flagged featured, newest first. Filling the row with unflagged posts is the caller's rule. */
export async function listFeaturedPosts(db: Kysely<Database>, limit = 3): Promise<BlogPost[]> {
  return withTags(db, await newestPublishedFirst(db).where('blog_posts.featured', '=', 1).limit(limit).execute());
}

export interface CategoryCount {
  category: string;
  count: number;
}

/** Published posts per category, by category name; categories without published posts are absent. */
export async function countPublishedByCategory(db: Kysely<Database>, { language }: InLanguage = {}): Promise<CategoryCount[]> {
  let query = db
    .selectFrom('blog_posts')
    .select((eb) => ['category', eb.fn.countAll<number>().as('count')])
    .where((eb) => isPublic(eb));
  if (language !== undefined) query = query.where('blog_posts.language', '=', language);
  const rows = await query.groupBy('category').orderBy('category').execute();
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

/**
 * docs/product.md#blog: published posts other than this one, newest published first, at most
 * `limit`; those sharing at least one tag if the post has tags, otherwise those of its category. (A
 * tagged post whose tags no other post shares has no related posts.) One query, using the tag
 * index: the overlap is a join on blog_post_tags, not a scan of every post's tags. Only posts in
 * the post's own language: a reader of a Spanish article is sent to Spanish ones.
 */
export async function listRelatedPosts(db: Kysely<Database>, postId: string, limit = 3): Promise<BlogPost[]> {
  const rows = await newestPublishedFirst(db)
    .where('blog_posts.id', '<>', postId)
    .where('blog_posts.language', '=', (eb) =>
      eb.selectFrom('blog_posts as own_language').select('own_language.language').where('own_language.id', '=', postId),
    )
    .where((eb) => {
      const ownTags = eb.selectFrom('blog_post_tags as own').select('own.tag').where('own.post_id', '=', postId);
      const sharesATag = eb.exists(
        eb
          .selectFrom('blog_post_tags as other')
          .select('other.post_id')
          .whereRef('other.post_id', '=', 'blog_posts.id')
          .where('other.tag', 'in', ownTags),
      );
      const ownCategory = eb.selectFrom('blog_posts as own_post').select('own_post.category').where('own_post.id', '=', postId);
      return eb.or([eb.and([eb.exists(ownTags), sharesATag]), eb.and([eb.not(eb.exists(ownTags)), eb('blog_posts.category', '=', ownCategory)])]);
    })
    .limit(limit)
    .execute();
  return withTags(db, rows);
}

/**
 * Adds `count` views to a published post in a single statement, so concurrent writers never lose
 * a count. Returns the new total, or null when no published post has this id.
 */
export async function incrementPostViews(db: Kysely<Database>, postId: string, count = 1): Promise<number | null> {
  const row = await db
    .updateTable('blog_posts')
    .set((eb) => ({ views: eb('views', '+', count) }))
    .where('id', '=', postId)
    .where((eb) => isPublic(eb))
    .returning('views')
    .executeTakeFirst();
  return row ? Number(row.views) : null;
}

/**
 * What identifies the current text of a published post: its id and last change. Null when no
 * published post has this slug. One indexed read, cheap enough to make on every request.
 */
export async function getPublishedPostVersion(db: Kysely<Database>, slug: string): Promise<{ id: string; updatedAt: number } | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select(['id', 'updated_at'])
    .where('slug', '=', slug)
    .where((eb) => isPublic(eb))
    .executeTakeFirst();
  return row ? { id: row.id, updatedAt: Number(row.updated_at) } : null;
}

/**
 * The slug a public post has now, when `slug` is one it had before (its slug was changed after it
 * was published): that old address answers with a 301 to the new one. Null otherwise.
 */
export async function getMovedPostSlug(db: Kysely<Database>, slug: string): Promise<string | null> {
  const moved = await db.selectFrom('blog_post_slugs').select('post_id').where('slug', '=', slug).executeTakeFirst();
  if (!moved) return null;
  const row = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where('id', '=', moved.post_id)
    .where((eb) => isPublic(eb))
    .executeTakeFirst();
  return row?.slug ?? null;
}

/**
 * When the next scheduled post becomes public (the earliest publication date still to come), or
 * null: until then, no page made from posts changes by the clock alone.
 */
export async function nextScheduledAt(db: Kysely<Database>, now = Date.now()): Promise<number | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('published', '=', 1)
    .where('published_at', '>', now)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.next == null ? null : Number(row.next);
}
