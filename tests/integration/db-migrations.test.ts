import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sql, type Kysely, type Migration } from 'kysely';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../app/services/db/database.server';
import { DatabaseNewerThanCodeError, MIGRATION_TABLE, MigrationError, migrateToLatest } from '../../app/services/db/migrate.server';
import { migrations } from '../../app/services/db/migrations/index.server';
import type { Database } from '../../app/services/db/schema.server';
import { createTestDatabase, testEngines, useTestDatabase } from './db-helpers';

const run = promisify(execFile);
const engines = await testEngines();
const OUR_TABLES = ['blog_post_tags', 'blog_posts', 'newsletter_subscribers', 'rate_limits', 'user_roles'];

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.map((t) => t.name).sort();
}

async function executed(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((r) => r.name);
}

describe.each(engines)('migrations on %s', (engine) => {
  const t = useTestDatabase(engine, { migrate: false });

  it('creates every table on the first run and does nothing on later runs', async () => {
    const { db } = t();
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await tableNames(db)).toEqual(expect.arrayContaining([...OUR_TABLES, MIGRATION_TABLE]));
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await executed(db)).toEqual(Object.keys(migrations));
  });

  it('refuses a database migrated by newer code, naming the unknown migrations', async () => {
    const { db } = t();
    const names = ['9998_from_the_future', '9999_also_newer'];
    for (const name of names) {
      await sql`insert into ${sql.table(MIGRATION_TABLE)} (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(db);
    }
    const attempt = migrateToLatest(db);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseNewerThanCodeError);
    await expect(attempt).rejects.toThrow(/9998_from_the_future, 9999_also_newer.*newer version; refusing/);
    await sql`delete from ${sql.table(MIGRATION_TABLE)} where name in (${sql.join(names)})`.execute(db);
  });

  it('refuses code whose new migration sorts before one the database already ran', async () => {
    const early: Migration = { up: async () => undefined };
    await expect(migrateToLatest(t().db, { migrations: { '0000_early': early, ...migrations } })).rejects.toThrow(MigrationError);
  });
});

describe.each(engines)('migration 0004 on %s', (engine) => {
  const t = useTestDatabase(engine, { migrate: false });

  it('shortens the addresses of sessions stored before addresses were shortened', async () => {
    const { db } = t();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0004'));
    await migrateToLatest(db, { migrations: before });
    const now = new Date().toISOString();
    const verified = engine === 'sqlite' ? sql`0` : sql`false`;
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
      values ('u1', '', 'old@example.com', ${verified}, ${now}, ${now})`.execute(db);
    const sessions = [
      ['s1', '198.51.100.77'],
      ['s2', '2001:db8:4321:8765::9'],
      ['s3', null],
    ] as const;
    for (const [id, address] of sessions) {
      await sql`insert into "session" ("id", "expiresAt", "token", "createdAt", "updatedAt", "ipAddress", "userAgent", "userId")
        values (${id}, ${now}, ${`token-${id}`}, ${now}, ${now}, ${address}, 'Browser/1.0', 'u1')`.execute(db);
    }
    expect(await migrateToLatest(db)).toContain('0004_session_addresses');
    const { rows } = await sql<{ id: string; ipAddress: string | null }>`select "id", "ipAddress" from "session" order by "id"`.execute(db);
    expect(rows).toEqual([
      { id: 's1', ipAddress: '198.51.100.0' },
      { id: 's2', ipAddress: '2001:db8:4321::' },
      { id: 's3', ipAddress: null },
    ]);
  });
});

describe.each(engines)('migration 0009 on %s', (engine) => {
  const t = useTestDatabase(engine, { migrate: false });

  it('keeps the sends stored before a send could wait for its post, and lets only a waiting one lack content', async () => {
    const { db } = t();
    await migrateToLatest(db, { migrations: Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0009')) });
    const send = (id: string, status: string, content: string | null) =>
      sql`insert into newsletter_sends (id, post_id, subject, content, status, created_by, created_at, finished_at)
        values (${id}, ${`post-${id}`}, ${`Subject ${id}`}, ${content}, ${status}, null, 1000, ${status === 'done' ? 2000 : null})`.execute(db);
    await send('a', 'sending', '{"title":"A"}');
    await send('b', 'done', '{"title":"B"}');
    await sql`insert into newsletter_send_recipients (send_id, subscriber_id, email, status, attempts, next_attempt_at)
      values ('a', 's1', 'one@example.com', 'pending', 0, 1000)`.execute(db);

    // Up to 0009 only: later migrations are not this test's.
    expect(await migrateToLatest(db, { migrations: Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0010')) })).toEqual([
      '0009_scheduled_sends',
    ]);
    const rows = await db
      .selectFrom('newsletter_sends')
      .select(['id', 'post_id', 'subject', 'content', 'status', 'finished_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, finished_at: r.finished_at === null ? null : Number(r.finished_at) }))).toEqual([
      { id: 'a', post_id: 'post-a', subject: 'Subject a', content: '{"title":"A"}', status: 'sending', finished_at: null },
      { id: 'b', post_id: 'post-b', subject: 'Subject b', content: '{"title":"B"}', status: 'done', finished_at: 2000 },
    ]);
    expect(await db.selectFrom('newsletter_send_recipients').select(['send_id', 'email']).execute()).toEqual([
      { send_id: 'a', email: 'one@example.com' },
    ]);

    await send('c', 'scheduled', null);
    await expect(send('d', 'sending', null)).rejects.toThrow();
    await expect(send('e', 'queued', '{}')).rejects.toThrow();
    // A post is still sent once.
    await expect(
      sql`insert into newsletter_sends (id, post_id, subject, content, status, created_at) values ('f', 'post-a', 'Again', null, 'scheduled', 1)`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});

describe.each(engines)('migration 0010 on %s', (engine) => {
  const t = useTestDatabase(engine, { migrate: false });

  it('makes every admin an Administrator and keeps one live invitation per address', async () => {
    const { db } = t();
    await migrateToLatest(db, { migrations: Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0010')) });
    await sql`insert into user_roles (user_id, role, created_at) values ('u1', 'admin', 10), ('u2', 'admin', 20)`.execute(db);
    const invite = (id: string, email: string, created: number, accepted: number | null) =>
      sql`insert into author_invites (id, email, token_hash, invited_by, created_at, expires_at, accepted_at)
        values (${id}, ${email}, ${`hash-${id}`}, 'u1', ${created}, 999999, ${accepted})`.execute(db);
    await invite('a', 'twice@example.com', 100, null);
    await invite('b', 'twice@example.com', 200, null);
    await invite('c', 'once@example.com', 100, null);
    await invite('d', 'once@example.com', 50, 60);

    // Up to 0010 only: later migrations are not this test's.
    expect(await migrateToLatest(db, { migrations: Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0011')) })).toEqual([
      '0010_roles',
    ]);
    const roles = await db.selectFrom('user_roles').selectAll().orderBy('user_id').execute();
    expect(roles.map((r) => ({ ...r, created_at: Number(r.created_at) }))).toEqual([
      { user_id: 'u1', role: 'administrator', created_at: 10, suspended_at: null },
      { user_id: 'u2', role: 'administrator', created_at: 20, suspended_at: null },
    ]);
    const invites = await db.selectFrom('author_invites').select(['id', 'role', 'cancelled_at']).orderBy('id').execute();
    expect(invites.map((i) => ({ ...i, cancelled_at: i.cancelled_at === null ? null : Number(i.cancelled_at) }))).toEqual([
      { id: 'a', role: 'author', cancelled_at: 100 },
      { id: 'b', role: 'author', cancelled_at: null },
      { id: 'c', role: 'author', cancelled_at: null },
      { id: 'd', role: 'author', cancelled_at: null },
    ]);
    // A second live invitation of an address is refused; a role is one of the four, once per person.
    await expect(invite('e', 'twice@example.com', 300, null)).rejects.toThrow();
    await expect(sql`insert into user_roles (user_id, role, created_at) values ('u3', 'admin', 1)`.execute(db)).rejects.toThrow();
    await expect(sql`insert into user_roles (user_id, role, created_at) values ('u1', 'editor', 1)`.execute(db)).rejects.toThrow();
  });
});

describe.each(engines)('a failing migration on %s', (engine) => {
  const t = useTestDatabase(engine, { migrate: false });

  it('keeps nothing of the run: earlier DDL of the run is rolled back too', async () => {
    const { db } = t();
    const broken: Migration = {
      async up(trx: Kysely<unknown>) {
        await trx.schema.createTable('half_done').addColumn('id', 'text').execute();
        throw new Error('boom');
      },
    };
    const attempt = migrateToLatest(db, { migrations: { ...migrations, '0999_broken': broken } });
    await expect(attempt).rejects.toThrow(/Migration 0999_broken failed, nothing was applied: boom/);
    const tables = await tableNames(db);
    expect(tables).not.toContain('half_done');
    // 0001 ran in the same transaction as the broken one, so it was rolled back as well.
    expect(tables).not.toContain('blog_posts');
    expect(await executed(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
  });
});

describe.each(engines)('scripts/db-migrate.ts on %s', (engine) => {
  it('migrates once when two processes start together, and reports the rest up to date', async () => {
    const target = await createTestDatabase(engine, { migrate: false });
    try {
      await target.close();
      const env = { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' };
      const both = await Promise.all([1, 2].map(() => run(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], { env })));
      const outputs = both.map((r) => r.stdout);
      expect(outputs.filter((o) => /^applied 0001_initial$/m.test(o))).toHaveLength(1);
      expect(outputs.filter((o) => /: up to date$/m.test(o))).toHaveLength(1);
      const reopened = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
      try {
        expect(await executed(reopened.db)).toEqual(Object.keys(migrations));
      } finally {
        await reopened.close();
      }
    } finally {
      await target.destroy();
    }
  }, 30_000);
});

describe('the SQLite connection', () => {
  const t = useTestDatabase('sqlite');

  it('has the durability and concurrency settings', () => {
    const handle = t();
    if (handle.dialect !== 'sqlite') throw new Error('expected SQLite');
    expect(handle.file).toBe(`${handle.dataDir}/unitwise.db`);
    expect(handle.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(handle.sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(handle.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('creates the data folder on first start', async () => {
    const dataDir = `${t().dataDir}/nested/data`;
    const handle = await openDatabase({ dataDir });
    expect(existsSync(`${dataDir}/unitwise.db`)).toBe(true);
    await handle.close();
    await handle.close(); // closing twice is harmless
  });
});
