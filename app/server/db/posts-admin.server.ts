import { sql, type Kysely, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { DuplicateSlugError, isUniqueViolation } from './errors.server';
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
  tags?: readonly string[];
  featuredImage?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  published: boolean;
  featured: boolean;
  /** On update, leaving these undefined keeps the post's author. */
  authorId?: string | null;
  authorName?: string | null;
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
  };
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
          published_at: input.published ? (options.publishedAt ?? now) : null,
          created_at: now,
          updated_at: now,
          author_id: input.authorId ?? null,
          author_name: input.authorName ?? null,
        })
        .execute();
      await replaceTags(trx, id, tags);
    }),
  );
  const post = await getPostById(db, id);
  if (!post) throw new Error(`Post ${id} vanished right after it was created`);
  return post;
}

/**
 * Updates a post and replaces its tags, atomically. published_at follows docs/product.md#blog,
 * decided in the statement itself so a concurrent save cannot race it: kept while the post stays
 * published (fixing a typo must not re-date it), set to `now` when a draft is published, cleared
 * when it is unpublished. Returns null if no post has this id.
 */
export async function updatePost(db: Kysely<Database>, id: string, input: PostInput, now = Date.now()): Promise<BlogPost | null> {
  const updated = await guardSlug(input.slug, () =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('blog_posts')
        .set({
          ...fields(input),
          published_at: input.published ? sql<number>`coalesce(published_at, ${now})` : null,
          updated_at: now,
          ...(input.authorId !== undefined && { author_id: input.authorId }),
          ...(input.authorName !== undefined && { author_name: input.authorName }),
        })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await replaceTags(trx, id, normalizeTags(input.tags));
      return true;
    }),
  );
  return updated ? getPostById(db, id) : null;
}

/** Deletes a post (its tags go with it: ON DELETE CASCADE). Returns whether a post was deleted. */
export async function deletePost(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Any post, draft or published. */
export async function getPostById(db: Kysely<Database>, id: string): Promise<BlogPost | null> {
  return withTagsOne(db, await db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst());
}

/** Every post, drafts included, newest created first (docs/product.md#post-form). */
export async function listAllPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  const rows = await db.selectFrom('blog_posts').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return withTags(db, rows);
}

/** How many posts the admin list shows at first and adds with each "Load more posts". */
export const ADMIN_PAGE_SIZE = 20;

/** One page of the admin list: at most `limit` posts from `offset`, in listAllPosts' order, and how many there are. */
export async function listPostsPage(
  db: Kysely<Database>,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ posts: BlogPost[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('blog_posts').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    db
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL counts in bigint, which pg hands over as text.
  return { posts: await withTags(db, rows), total: Number(count.total) };
}
