import type { Kysely, Migration } from 'kysely';

/**
 * The trash (docs/decisions/077-trash.md): a deleted post keeps its row, with `deleted_at` set, for
 * 30 days, and can be restored; then the background purge deletes it for good. Numbered 0011: 0010
 * is another branch's (roles). Adding a nullable column needs no rebuild on either engine.
 */
export const trash: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('blog_posts').addColumn('deleted_at', 'bigint').execute();
    await db.schema.createIndex('blog_posts_deleted_at_idx').on('blog_posts').column('deleted_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('blog_posts_deleted_at_idx').execute();
    await db.schema.alterTable('blog_posts').dropColumn('deleted_at').execute();
  },
};
