import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Publishing as authors expect it (docs/decisions/060-publishing.md):
 * - `published_at` may stay on a draft, so unpublishing and republishing keeps the original date;
 *   the CHECK now only says that a published post has one (a date in the future schedules it).
 * - `content_format` ('html' or 'markdown') and `content_source` (the Markdown as the author typed
 *   it; null for HTML, where `content` is the source): `content` stays the sanitized HTML every
 *   reader of the table uses.
 * - `version`, raised by every save: a save made from an older version is refused, not applied.
 * - `blog_post_slugs`: the slugs a published post had before, each answered with a 301.
 *
 * SQLite cannot change a CHECK constraint: its table is rebuilt. Dropping the old table would
 * delete the tags through their ON DELETE CASCADE (foreign keys are on, and a migration runs in a
 * transaction, where the pragma cannot be turned off), so the tags are kept aside and put back.
 */
const POST_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'featured_image',
  'meta_title',
  'meta_description',
  'published',
  'featured',
  'published_at',
  'created_at',
  'updated_at',
  'views',
  'author_id',
  'author_name',
];

async function rebuildSqlitePosts(db: Kysely<unknown>) {
  await sql`create table blog_post_tags_kept as select post_id, tag, position from blog_post_tags`.execute(db);
  await db.schema
    .createTable('blog_posts_new')
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
    .addColumn('content_format', 'text', (c) => c.notNull().defaultTo('html'))
    .addColumn('content_source', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('blog_posts_slug_unique', ['slug'])
    .addCheckConstraint('blog_posts_published_flag', sql`published in (0, 1)`)
    .addCheckConstraint('blog_posts_featured_flag', sql`featured in (0, 1)`)
    .addCheckConstraint('blog_posts_published_at', sql`published = 0 or published_at is not null`)
    .addCheckConstraint('blog_posts_views', sql`views >= 0`)
    .addCheckConstraint('blog_posts_content_format', sql`content_format in ('html', 'markdown')`)
    .execute();
  const columns = sql.join(POST_COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into blog_posts_new (${columns}) select ${columns} from blog_posts`.execute(db);
  await db.schema.dropTable('blog_posts').execute();
  await sql`alter table blog_posts_new rename to blog_posts`.execute(db);
  await sql`insert into blog_post_tags (post_id, tag, position) select post_id, tag, position from blog_post_tags_kept`.execute(db);
  await db.schema.dropTable('blog_post_tags_kept').execute();
  // The indexes went with the old table (0001's, unchanged).
  await db.schema.createIndex('blog_posts_published_idx').on('blog_posts').columns(['published', 'published_at']).execute();
  await db.schema.createIndex('blog_posts_created_at_idx').on('blog_posts').column('created_at').execute();
  await db.schema.createIndex('blog_posts_category_idx').on('blog_posts').columns(['published', 'category']).execute();
}

async function alterPostgresPosts(db: Kysely<unknown>) {
  await db.schema.alterTable('blog_posts').dropConstraint('blog_posts_published_at').execute();
  await db.schema
    .alterTable('blog_posts')
    .addCheckConstraint('blog_posts_published_at', sql`published = 0 or published_at is not null`)
    .execute();
  await db.schema
    .alterTable('blog_posts')
    .addColumn('content_format', 'text', (c) => c.notNull().defaultTo('html'))
    .execute();
  await db.schema.alterTable('blog_posts').addColumn('content_source', 'text').execute();
  await db.schema
    .alterTable('blog_posts')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('blog_posts')
    .addCheckConstraint('blog_posts_content_format', sql`content_format in ('html', 'markdown')`)
    .execute();
}

export const publishing: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await alterPostgresPosts(db);
    else await rebuildSqlitePosts(db);
    await db.schema
      .createTable('blog_post_slugs')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blog_post_slugs_post_idx').on('blog_post_slugs').column('post_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('blog_post_slugs').execute();
  },
};
