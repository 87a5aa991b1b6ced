import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { migrations as allMigrations } from './migrations/index.server';
import type { Database } from './schema.server';

/** Kysely's bookkeeping tables (its defaults), named here for tests and the ADR. */
export const MIGRATION_TABLE = 'kysely_migration';
export const MIGRATION_LOCK_TABLE = 'kysely_migration_lock';

/** The database was migrated by a newer version of the code: running would risk its data. */
export class DatabaseNewerThanCodeError extends Error {
  constructor(readonly unknownMigrations: readonly string[]) {
    super(
      `The database has migration(s) this version of Unitwise does not know: ${unknownMigrations.join(', ')}. ` +
        'It was migrated by a newer version; refusing to run against it. ' +
        'Deploy that version (or newer), or restore a backup made by this one.',
    );
    this.name = 'DatabaseNewerThanCodeError';
  }
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export interface MigrateOptions {
  /** Replaces the application's migrations (tests only). */
  migrations?: Readonly<Record<string, Migration>>;
}

async function executedMigrationNames(db: Kysely<Database>): Promise<string[]> {
  // The bookkeeping table is not part of `Database`; read it through an untyped view of the same handle.
  const untyped = db as unknown as Kysely<Record<string, { name: string }>>;
  const rows = await untyped.selectFrom(MIGRATION_TABLE).select('name').execute();
  return rows.map((row) => row.name);
}

/**
 * Runs every pending migration, all of them in one transaction on both engines (see
 * sqlite-dialect.server.ts), behind Kysely's migration lock so that concurrent starts are safe.
 * Idempotent. Throws DatabaseNewerThanCodeError when the database has run a migration this
 * code does not have, and MigrationError for a failed migration (nothing of the run is kept).
 * Returns the names of the migrations it ran.
 */
export async function migrateToLatest(db: Kysely<Database>, options: MigrateOptions = {}): Promise<string[]> {
  const migrations = options.migrations ?? allMigrations;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
    // Kysely's default, stated: the database's executed migrations must be exactly the first
    // ones of ours, in order. A gap or a foreign name means the code and the data disagree.
    allowUnorderedMigrations: false,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw await explain(db, error, results, migrations);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function explain(
  db: Kysely<Database>,
  error: unknown,
  results: readonly MigrationResult[],
  migrations: Readonly<Record<string, Migration>>,
): Promise<Error> {
  const message = error instanceof Error ? error.message : String(error);
  // Kysely checks inside its lock: "corrupted migrations: previously executed migration X is missing".
  if (/previously executed migration .+ is missing/.test(message)) {
    const executed = await executedMigrationNames(db);
    return new DatabaseNewerThanCodeError(executed.filter((name) => !(name in migrations)));
  }
  const failed = results.find((r) => r.status === 'Error');
  if (failed) {
    return new MigrationError(`Migration ${failed.migrationName} failed, nothing was applied: ${message}`, { cause: error });
  }
  return new MigrationError(`Database migration failed: ${message}`, { cause: error });
}
