import type { Kysely } from 'kysely';
import type { Database, Role } from './schema.server';

/**
 * The team (docs/decisions/076-roles.md): one row per member, (user id, role, suspended since).
 * The user ids are better-auth's. What a role may do is `can` in app/domain/roles.ts.
 */
export type { Role };

export interface Member {
  userId: string;
  role: Role;
  grantedAt: number;
  suspendedAt: number | null;
}

const toMember = (r: { user_id: string; role: Role; created_at: number; suspended_at: number | null }): Member => ({
  userId: r.user_id,
  role: r.role,
  grantedAt: Number(r.created_at),
  suspendedAt: r.suspended_at === null ? null : Number(r.suspended_at),
});

/** A member of the team, suspended or not; null for anyone else. */
export async function getMember(db: Kysely<Database>, userId: string): Promise<Member | null> {
  const row = await db.selectFrom('user_roles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? toMember(row) : null;
}

export async function hasRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  return (await getMember(db, userId))?.role === role;
}

/** Makes a user a member with a role; a member already keeps theirs. Returns whether they were not a member. */
export async function grantRole(db: Kysely<Database>, userId: string, role: Role, now = Date.now()): Promise<boolean> {
  const inserted = await db
    .insertInto('user_roles')
    .values({ user_id: userId, role, created_at: now, suspended_at: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Changes a member's role. Returns whether they are a member. */
export async function changeRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const result = await db.updateTable('user_roles').set({ role }).where('user_id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Suspends a member (`at`) or restores them (null). Returns whether they are a member. */
export async function setSuspended(db: Kysely<Database>, userId: string, at: number | null): Promise<boolean> {
  const result = await db.updateTable('user_roles').set({ suspended_at: at }).where('user_id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes a user off the team. Returns whether they were on it. */
export async function revokeRole(db: Kysely<Database>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('user_roles').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The team, earliest member first (join with better-auth's user table for e-mails). */
export async function listMembers(db: Kysely<Database>): Promise<Member[]> {
  const rows = await db.selectFrom('user_roles').selectAll().orderBy('created_at').orderBy('user_id').execute();
  return rows.map(toMember);
}
