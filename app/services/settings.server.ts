import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from './db/schema.server';

/**
 * A secret generated on first start and kept in the database, so every process serving the
 * same database signs and checks with the same value and a restart keeps sessions valid.
 */
export async function getOrCreateSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
