import type { Kysely } from 'kysely';
import type { Database, Role } from './schema.server';

/**
 * The role record: (user id, role). The user ids are better-auth's; the role check of
 * docs/product.md#accounts is `hasRole(db, userId, 'admin')`.
 */
export type { Role };

export async function hasRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const row = await db.selectFrom('user_roles').select('user_id').where('user_id', '=', userId).where('role', '=', role).executeTakeFirst();
  return row !== undefined;
}

/** Grants a role; granting it again is a no-op. Returns whether the user did not have it before. */
export async function grantRole(db: Kysely<Database>, userId: string, role: Role, now = Date.now()): Promise<boolean> {
  const inserted = await db
    .insertInto('user_roles')
    .values({ user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Revokes a role. Returns whether the user had it. */
export async function revokeRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const result = await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', role).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface RoleGrant {
  userId: string;
  grantedAt: number;
}

/** Users holding a role, earliest grant first (join with better-auth's user table for e-mails). */
export async function listUsersWithRole(db: Kysely<Database>, role: Role): Promise<RoleGrant[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'created_at'])
    .where('role', '=', role)
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, grantedAt: Number(r.created_at) }));
}

export function listAdmins(db: Kysely<Database>): Promise<RoleGrant[]> {
  return listUsersWithRole(db, 'admin');
}
