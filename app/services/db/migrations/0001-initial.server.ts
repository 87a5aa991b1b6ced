import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The first schema: blog posts and their tags, newsletter subscribers, roles, rate-limit
 * counters. Only types both engines read the same way (docs/decisions/010-database.md):
 * text, integer (0/1 flags, counts), bigint (epoch ms; SQLite gives it integer affinity).
 * Constraints are named so errors can be recognised on both engines.
 */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('blog_posts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('featured_image', 'text')
      .addColumn('meta_title', 'text')
      .addColumn('meta_description', 'text')
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('author_id', 'text')
      .addColumn('author_name', 'text')
      .addUniqueConstraint('blog_posts_slug_unique', ['slug'])
      .addCheckConstraint('blog_posts_published_flag', sql`published in (0, 1)`)
      .addCheckConstraint('blog_posts_featured_flag', sql`featured in (0, 1)`)
      // A published post always has its date; a draft never has one.
      .addCheckConstraint('blog_posts_published_at', sql`(published = 1) = (published_at is not null)`)
      .addCheckConstraint('blog_posts_views', sql`views >= 0`)
      .execute();
    // The public list and feeds: published posts newest first.
    await db.schema.createIndex('blog_posts_published_idx').on('blog_posts').columns(['published', 'published_at']).execute();
    // The admin list: every post, newest created first.
    await db.schema.createIndex('blog_posts_created_at_idx').on('blog_posts').column('created_at').execute();
    // Category counts and "same category" related posts.
    await db.schema.createIndex('blog_posts_category_idx').on('blog_posts').columns(['published', 'category']).execute();

    await db.schema
      .createTable('blog_post_tags')
      .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
      .addColumn('tag', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('blog_post_tags_pk', ['post_id', 'tag'])
      .execute();
    // "Posts sharing any of these tags" starts from the tag, not from every post.
    await db.schema.createIndex('blog_post_tags_tag_idx').on('blog_post_tags').columns(['tag', 'post_id']).execute();

    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('confirm_token', 'text', (c) => c.notNull())
      .addColumn('unsubscribe_token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addUniqueConstraint('newsletter_subscribers_email_unique', ['email'])
      .addUniqueConstraint('newsletter_subscribers_confirm_token_unique', ['confirm_token'])
      .addUniqueConstraint('newsletter_subscribers_unsubscribe_token_unique', ['unsubscribe_token'])
      .addCheckConstraint('newsletter_subscribers_email_lower', sql`email = lower(email)`)
      .addCheckConstraint('newsletter_subscribers_status', sql`status in ('pending', 'confirmed', 'unsubscribed')`)
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .addCheckConstraint('user_roles_role', sql`role in ('admin')`)
      .execute();
    await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role').execute();

    // rate-limiter-flexible's own layout (see RateLimiterPostgres/RateLimiterSQLite): its
    // PostgreSQL upsert inserts by position, so these three columns keep this order.
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
    // The library deletes expired counters every five minutes (WHERE expire < ?).
    await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['rate_limits', 'user_roles', 'newsletter_subscribers', 'blog_post_tags', 'blog_posts']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
