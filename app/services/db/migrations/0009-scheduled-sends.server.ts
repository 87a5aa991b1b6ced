import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * A newsletter send may wait for its post's publication
 * (docs/decisions/069-newsletter-waits-for-publication.md): `status` may also be 'scheduled', and
 * such a send has no content yet (the post is taken as it is when it becomes public), so
 * `content` may be null, but only while the send waits.
 *
 * SQLite can neither change a CHECK constraint nor drop a NOT NULL: its table is rebuilt (no other
 * table refers to it, so nothing goes with the old one). PostgreSQL alters the table in place.
 */
const STATUS = sql`status in ('scheduled', 'sending', 'done')`;
const CONTENT = sql`status = 'scheduled' or content is not null`;
const COLUMNS = ['id', 'post_id', 'subject', 'content', 'status', 'created_by', 'created_at', 'finished_at'];

async function rebuildSqliteSends(db: Kysely<unknown>) {
  await db.schema
    .createTable('newsletter_sends_new')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().unique())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addCheckConstraint('newsletter_sends_status', STATUS)
    .addCheckConstraint('newsletter_sends_content', CONTENT)
    .execute();
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into newsletter_sends_new (${columns}) select ${columns} from newsletter_sends`.execute(db);
  await db.schema.dropTable('newsletter_sends').execute();
  await sql`alter table newsletter_sends_new rename to newsletter_sends`.execute(db);
}

async function alterPostgresSends(db: Kysely<unknown>) {
  await db.schema.alterTable('newsletter_sends').dropConstraint('newsletter_sends_status').execute();
  await db.schema.alterTable('newsletter_sends').addCheckConstraint('newsletter_sends_status', STATUS).execute();
  await db.schema
    .alterTable('newsletter_sends')
    .alterColumn('content', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('newsletter_sends').addCheckConstraint('newsletter_sends_content', CONTENT).execute();
}

export const scheduledSends: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await alterPostgresSends(db);
    else await rebuildSqliteSends(db);
  },
};
