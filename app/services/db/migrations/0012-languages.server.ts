import type { Kysely, Migration } from 'kysely';

/**
 * Languages (issue 38, docs/decisions/090-blog-and-newsletter-languages.md): a post says the
 * language it is written in, which chooses the blog it is listed in and its address; a subscriber
 * keeps the language of the page they signed up on, which chooses the language of the mails about
 * their subscription and the posts the newsletter sends them. Every existing row is English, as
 * the site was. A NOT NULL column with a constant default needs no rebuild on either engine.
 */
export const languages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('blog_posts')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();
    await db.schema
      .alterTable('newsletter_subscribers')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();
    await db.schema.createIndex('blog_posts_language_idx').on('blog_posts').column('language').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('blog_posts_language_idx').execute();
    await db.schema.alterTable('newsletter_subscribers').dropColumn('language').execute();
    await db.schema.alterTable('blog_posts').dropColumn('language').execute();
  },
};
