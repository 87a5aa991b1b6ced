import type { Kysely } from 'kysely';
import { DuplicateSlugError } from '../db/errors.server';
import { createPost } from '../db/posts-admin.server';
import type { Database } from '../db/schema.server';
import { SAMPLE_ARTICLES } from './articles';
import { loadSanitizer } from '../sanitize-loader.server';

/**
 * The `app_settings` row that records that the sample articles were seeded. Its presence alone
 * decides: once it exists the seed never writes again, so an admin's edits stay and a sample
 * post an admin deleted stays deleted. A new set of samples would take a new key (v2).
 */
export const SAMPLE_POSTS_SEED_KEY = 'seed:sample-posts:v1';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** The seed's clock (epoch ms); posts are published this many days before it. Default: now. */
  now?: number;
  /** The byline of the sample posts: the team name (they have no author account). */
  authorName: string;
}

/**
 * Publishes the sample articles on a fresh install (docs/product.md#blog: the blog is never empty
 * on first start) and returns how many posts it inserted: 6 the first time, 0 ever after.
 *
 * Each post goes through createPost, the one writer of posts, which runs its own transaction
 * (Kysely cannot nest one inside another), so the marker cannot share a transaction with six
 * createPost calls. Instead the marker is written last, once every sample post exists:
 * - a seed interrupted halfway (crash, lost connection) left no marker, so the next start
 *   finishes the job; posts already there are recognised by their slug and left untouched;
 * - two servers starting together both insert; the slug's unique index lets only one copy of
 *   each post in, the other sees DuplicateSlugError and skips it; the marker is written once;
 * - a slug an admin already used for a post of their own is skipped, never overwritten.
 */
export async function seedSampleContent(db: Kysely<Database>, { now = Date.now(), authorName }: SeedOptions): Promise<number> {
  if (await seedRecorded(db)) return 0;

  let inserted = 0;
  const sanitizePostHtml = await loadSanitizer();
  for (const article of SAMPLE_ARTICLES) {
    // Back-dated as a whole: created, updated and published when the article went out, so the
    // admin list (newest created first) and the blog (newest published first) agree.
    const publishedAt = now - article.publishedDaysAgo * DAY_MS;
    try {
      await createPost(
        db,
        {
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          // Bodies are sanitized when saved (docs/product.md#sanitizing), the samples included.
          content: sanitizePostHtml(article.content),
          category: article.category,
          tags: article.tags,
          featuredImage: null,
          metaTitle: article.metaTitle,
          metaDescription: article.metaDescription,
          published: true,
          featured: article.featured,
          authorId: null,
          authorName,
        },
        { now: publishedAt, publishedAt },
      );
      inserted += 1;
    } catch (error) {
      if (!(error instanceof DuplicateSlugError)) throw error;
    }
  }

  await db
    .insertInto('app_settings')
    .values({ name: SAMPLE_POSTS_SEED_KEY, value: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return inserted;
}

/** Whether the sample articles were seeded on this database already. */
export async function seedRecorded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('app_settings').select('name').where('name', '=', SAMPLE_POSTS_SEED_KEY).executeTakeFirst();
  return row !== undefined;
}
