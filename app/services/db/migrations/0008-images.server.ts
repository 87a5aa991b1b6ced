import type { Kysely, Migration } from 'kysely';

/**
 * Uploaded images (docs/decisions/062-images.md): one row per upload, whose copies are stored as
 * `{id}-{width}.{ext}` (DATA_DIR/media or the S3 bucket). `widths` and `sizes` are JSON lists, in
 * the same order: each copy's width in pixels and its size in bytes.
 */
export const images: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('images')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('original_name', 'text')
      .addColumn('alt', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('widths', 'text', (c) => c.notNull())
      .addColumn('sizes', 'text', (c) => c.notNull())
      // The largest copy's dimensions (the width and height attributes of its <img>).
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      // better-auth's user id; no foreign key, as better-auth creates its tables on its own.
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('images').execute();
  },
};
