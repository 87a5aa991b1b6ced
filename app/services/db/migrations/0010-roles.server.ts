import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Roles as Ghost has them (docs/decisions/076-roles.md): `user_roles` holds one role per person
 * (its key becomes the user id alone), one of four, and when the person was suspended; every
 * admin of before becomes an Administrator. An invitation names the role it gives and may be
 * cancelled, and an address has at most one live invitation (a partial unique index: both engines
 * have them).
 *
 * SQLite can change neither a CHECK constraint nor a primary key: its `user_roles` is rebuilt (no
 * other table refers to it). PostgreSQL alters it in place.
 */
const ROLE = sql`role in ('contributor', 'author', 'editor', 'administrator')`;

async function rebuildSqliteRoles(db: Kysely<unknown>) {
  await db.schema
    .createTable('user_roles_new')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('suspended_at', 'bigint')
    .addCheckConstraint('user_roles_role', ROLE)
    .execute();
  await sql`insert into user_roles_new (user_id, role, created_at) select user_id, 'administrator', min(created_at) from user_roles group by user_id`.execute(
    db,
  );
  await db.schema.dropTable('user_roles').execute();
  await sql`alter table user_roles_new rename to user_roles`.execute(db);
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role').execute();
}

async function alterPostgresRoles(db: Kysely<unknown>) {
  await db.schema.alterTable('user_roles').dropConstraint('user_roles_role').execute();
  await sql`update user_roles set role = 'administrator'`.execute(db);
  await db.schema.alterTable('user_roles').addCheckConstraint('user_roles_role', ROLE).execute();
  await db.schema.alterTable('user_roles').addColumn('suspended_at', 'bigint').execute();
  // Only 'admin' existed, so each user had one row at most.
  await db.schema.alterTable('user_roles').dropConstraint('user_roles_pk').execute();
  await db.schema.alterTable('user_roles').addPrimaryKeyConstraint('user_roles_pk', ['user_id']).execute();
}

export const roles: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await alterPostgresRoles(db);
    else await rebuildSqliteRoles(db);

    await db.schema
      .alterTable('author_invites')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('author').check(ROLE))
      .execute();
    await db.schema.alterTable('author_invites').addColumn('cancelled_at', 'bigint').execute();
    // Of the open invitations of an address, the newest stays live; earlier ones are cancelled.
    await sql`update author_invites set cancelled_at = created_at
      where accepted_at is null and exists (
        select 1 from author_invites later
        where later.email = author_invites.email and later.accepted_at is null
          and (later.created_at > author_invites.created_at or (later.created_at = author_invites.created_at and later.id > author_invites.id)))`.execute(
      db,
    );
    await db.schema
      .createIndex('author_invites_live_idx')
      .on('author_invites')
      .column('email')
      .unique()
      .where(sql.ref('accepted_at'), 'is', null)
      .where(sql.ref('cancelled_at'), 'is', null)
      .execute();
  },
};
