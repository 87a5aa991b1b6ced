import { sql, type Kysely, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AdminListFilter } from '~/domain/schemas/admin-list';
import { purgeAt, TRASH_MS } from '~/domain/posts';
import type { ContentFormat } from '~/domain/schemas/post';
import { DuplicateSlugError, isUniqueViolation, VersionConflictError } from './errors.server';
import { toFlag, withTags, withTagsOne, type BlogPost } from './post-rows.server';
import type { Database } from './schema.server';

/**
 * Post management for the admin side: every post, drafts included. Inputs are expected to be
 * validated (and the body sanitized) by the caller; this layer keeps the record consistent:
 * timestamps, published_at, and tags.
 */
export interface PostInput {
  title: string;
  slug: string;
  excerpt?: string | null;
  content: string;
  category: string;
  /** The language's code; undefined: a new post is English (the column's default), a saved one keeps its own. */
  language?: string;
  tags?: readonly string[];
  featuredImage?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  published: boolean;
  featured: boolean;
  /** On update, leaving these undefined keeps the post's author. */
  authorId?: string | null;
  authorName?: string | null;
  /** Default 'html'. With 'markdown', `contentSource` is the Markdown and `content` its sanitized HTML. */
  contentFormat?: ContentFormat;
  contentSource?: string | null;
  /**
   * The publication date the author set (the future schedules the post); null: none, so `now` when
   * published; undefined: the post keeps its date (docs/product.md#blog).
   */
  publishedAt?: number | null;
  /** On update: the version the save was made from; another version stored refuses the save. */
  expectedVersion?: number;
}

export interface CreatePostOptions {
  now?: number;
  /** Publication date of a post created published (the seed's back-dated articles); default `now`. */
  publishedAt?: number;
}

/** Trimmed, without empties or repeats, in the order given (the primary key is (post_id, tag)). */
function normalizeTags(tags: readonly string[] = []): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ''))];
}

function fields(input: PostInput) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt ?? null,
    content: input.content,
    category: input.category,
    featured_image: input.featuredImage ?? null,
    meta_title: input.metaTitle ?? null,
    meta_description: input.metaDescription ?? null,
    published: toFlag(input.published),
    featured: toFlag(input.featured),
    content_format: input.contentFormat ?? 'html',
    content_source: input.contentFormat === 'markdown' ? (input.contentSource ?? null) : null,
    ...(input.language === undefined ? {} : { language: input.language }),
  };
}

/** A slug taken by a post is no longer an old address of another (docs/decisions/060-publishing.md). */
async function claimSlug(trx: Transaction<Database>, slug: string): Promise<void> {
  await trx.deleteFrom('blog_post_slugs').where('slug', '=', slug).execute();
}

async function replaceTags(trx: Transaction<Database>, postId: string, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('blog_post_tags').where('post_id', '=', postId).execute();
  if (tags.length === 0) return;
  await trx
    .insertInto('blog_post_tags')
    .values(tags.map((tag, position) => ({ post_id: postId, tag, position })))
    .execute();
}

/** Runs a write, turning the slug's unique violation into DuplicateSlugError. */
async function guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateSlugError(slug);
    throw error;
  }
}

/** Creates a post with its tags in one transaction. Throws DuplicateSlugError if the slug is taken. */
export async function createPost(db: Kysely<Database>, input: PostInput, options: CreatePostOptions = {}): Promise<BlogPost> {
  const now = options.now ?? Date.now();
  const id = randomUUID();
  const tags = normalizeTags(input.tags);
  await guardSlug(input.slug, () =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('blog_posts')
        .values({
          id,
          ...fields(input),
          published_at: input.publishedAt ?? (input.published ? (options.publishedAt ?? now) : null),
          created_at: now,
          updated_at: now,
          author_id: input.authorId ?? null,
          author_name: input.authorName ?? null,
        })
        .execute();
      await replaceTags(trx, id, tags);
      await claimSlug(trx, input.slug);
    }),
  );
  const post = await getPostById(db, id);
  if (!post) throw new Error(`Post ${id} vanished right after it was created`);
  return post;
}

/**
 * published_at on a save (docs/product.md#blog), decided in the statement itself so a concurrent
 * save cannot race it: the author's date when one is given (the future schedules the post); with
 * none, `now` if published; when the author leaves it alone, kept (set to `now` on first publishing),
 * so fixing a typo or unpublishing for an hour never re-dates a post.
 */
function publishedAtOnUpdate(input: PostInput, now: number) {
  if (input.publishedAt === undefined) return input.published ? sql<number>`coalesce(published_at, ${now})` : sql<number | null>`published_at`;
  return input.publishedAt ?? (input.published ? now : null);
}

/**
 * Updates a post and replaces its tags, atomically. With `expectedVersion`, only if the post is
 * still at that version: otherwise VersionConflictError with the post as stored, and nothing is
 * changed. A post that was public keeps its old slug as an address that redirects (blog_post_slugs).
 * Returns null if no post has this id.
 */
export async function updatePost(db: Kysely<Database>, id: string, input: PostInput, now = Date.now()): Promise<BlogPost | null> {
  const outcome = await guardSlug(input.slug, () =>
    db.transaction().execute(async (trx) => {
      // A post in the trash is restored first, never edited there.
      const before = await trx
        .selectFrom('blog_posts')
        .select(['slug', 'published', 'published_at'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!before) return 'missing' as const;
      let update = trx
        .updateTable('blog_posts')
        .set({
          ...fields(input),
          published_at: publishedAtOnUpdate(input, now),
          updated_at: now,
          version: sql<number>`version + 1`,
          ...(input.authorId !== undefined && { author_id: input.authorId }),
          ...(input.authorName !== undefined && { author_name: input.authorName }),
        })
        .where('id', '=', id);
      if (input.expectedVersion !== undefined) update = update.where('version', '=', input.expectedVersion);
      const row = await update.returning('id').executeTakeFirst();
      if (!row) return 'conflict' as const;
      await replaceTags(trx, id, normalizeTags(input.tags));
      await claimSlug(trx, input.slug);
      const wasPublic = Number(before.published) === 1 && before.published_at !== null && Number(before.published_at) <= now;
      if (before.slug !== input.slug && wasPublic) {
        await trx.insertInto('blog_post_slugs').values({ slug: before.slug, post_id: id, created_at: now }).execute();
      }
      return 'updated' as const;
    }),
  );
  if (outcome === 'missing') return null;
  const post = await getPostById(db, id);
  if (outcome === 'conflict') {
    // Deleted between the two statements: no post to offer.
    if (!post) return null;
    throw new VersionConflictError(post);
  }
  return post;
}

/** Deletes a post for good (its tags go with it: ON DELETE CASCADE). Returns whether a post was deleted. */
export async function deletePost(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Moves a post to the trash (docs/decisions/077-trash.md): hidden everywhere but the admin's Trash,
 * its slug still its own. A new version, so a form still open on it cannot save over it. Returns the
 * post as trashed, or null when no live post has this id.
 */
export async function trashPost(db: Kysely<Database>, id: string, now = Date.now()): Promise<BlogPost | null> {
  const row = await db
    .updateTable('blog_posts')
    .set({ deleted_at: now, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return withTagsOne(db, row);
}

/**
 * Takes a post out of the trash as a draft (docs/product.md#post-form): it was taken off the site on
 * purpose, so it goes back only when the author publishes it again (its publication date kept).
 * Returns the restored post, or null when no post in the trash has this id.
 */
export async function restorePost(db: Kysely<Database>, id: string, now = Date.now()): Promise<BlogPost | null> {
  const row = await db
    .updateTable('blog_posts')
    .set({ deleted_at: null, published: 0, updated_at: now, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return withTagsOne(db, row);
}

/**
 * Deletes for good the posts that have been in the trash for TRASH_DAYS at `now`. Returns how many,
 * and when the next one is due (null: the trash is empty).
 */
export async function purgeTrash(db: Kysely<Database>, now: number): Promise<{ purged: number; nextAt: number | null }> {
  const result = await db
    .deleteFrom('blog_posts')
    .where('deleted_at', '<=', now - TRASH_MS)
    .executeTakeFirst();
  const next = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('deleted_at').as('oldest'))
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return { purged: Number(result.numDeletedRows), nextAt: next?.oldest == null ? null : purgeAt(Number(next.oldest)) };
}

/** The title of the post in the trash that holds `slug`, if one does (a slug stays its post's in the trash). */
export async function trashedTitleOfSlug(db: Kysely<Database>, slug: string): Promise<string | null> {
  const row = await db.selectFrom('blog_posts').select('title').where('slug', '=', slug).where('deleted_at', 'is not', null).executeTakeFirst();
  return row?.title ?? null;
}

/** A post that is not in the trash, draft or published. */
export async function getPostById(db: Kysely<Database>, id: string): Promise<BlogPost | null> {
  return withTagsOne(db, await db.selectFrom('blog_posts').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst());
}

/** A post in the trash (for its restore). */
export async function getTrashedPostById(db: Kysely<Database>, id: string): Promise<BlogPost | null> {
  return withTagsOne(db, await db.selectFrom('blog_posts').selectAll().where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst());
}

/** A post not in the trash by its slug, draft or published: the admin's preview at the article address. */
export async function getPostBySlug(db: Kysely<Database>, slug: string): Promise<BlogPost | null> {
  return withTagsOne(db, await db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst());
}

/** Every post not in the trash, drafts included, newest created first (docs/product.md#post-form). */
export async function listAllPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  const rows = await db.selectFrom('blog_posts').selectAll().where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id').execute();
  return withTags(db, rows);
}

/** How many posts the admin list shows at first and adds with each "Load more posts". */
export const ADMIN_PAGE_SIZE = 20;

/** One page of the admin list: at most `limit` posts from `offset` of those the filter keeps, and how many it keeps. */
export async function listPostsPage(
  db: Kysely<Database>,
  { offset, limit, filter = {}, authorId }: { offset: number; limit: number; filter?: AdminListFilter; authorId?: string },
  now = Date.now(),
): Promise<{ posts: BlogPost[]; total: number }> {
  const filtered = () => {
    let query = db.selectFrom('blog_posts');
    const q = filter.q?.trim().toLowerCase();
    if (q) {
      // LIKE with its wildcards escaped; lower() on both sides, as PostgreSQL's LIKE minds case.
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or(
          (['title', 'slug', 'excerpt'] as const).map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`)),
        ),
      );
    }
    if (filter.category) query = query.where('category', '=', filter.category);
    // The Trash shows only the posts in it; every other view, none of them.
    query = filter.status === 'trash' ? query.where('deleted_at', 'is not', null) : query.where('deleted_at', 'is', null);
    // A Contributor or an Author sees only their own posts (docs/decisions/076-roles.md).
    if (authorId !== undefined) query = query.where('author_id', '=', authorId);
    if (filter.status === 'draft') query = query.where('published', '=', 0);
    if (filter.status === 'published') query = query.where('published', '=', 1).where('published_at', '<=', now);
    if (filter.status === 'scheduled') query = query.where('published', '=', 1).where('published_at', '>', now);
    return query;
  };
  let page = filtered().selectAll();
  switch (filter.sort ?? 'created') {
    case 'created':
      page = page.orderBy('created_at', 'desc');
      break;
    case 'updated':
      page = page.orderBy('updated_at', 'desc');
      break;
    case 'published':
      // Undated drafts last on both engines (PostgreSQL puts NULL first in a descending order).
      page = page.orderBy(sql`case when published_at is null then 1 else 0 end`).orderBy('published_at', 'desc');
      break;
    case 'views':
      page = page.orderBy('views', 'desc').orderBy('created_at', 'desc');
      break;
  }
  const [rows, count] = await Promise.all([
    page.orderBy('id').limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL counts in bigint, which pg hands over as text.
  return { posts: await withTags(db, rows), total: Number(count.total) };
}
