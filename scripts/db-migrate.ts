// Brings the configured database (DATABASE_URL, or the SQLite file under DATA_DIR) up to the
// code's schema. The server does the same at start-up; this lets a deployment migrate first.
// Run with `tsx scripts/db-migrate.ts` (npm run db:migrate).
import { ConfigError, getConfig } from '../app/services/config.server';
import { describeDatabaseUrl, openDatabase, sqliteFile } from '../app/services/db/database.server';
import { migrateToLatest } from '../app/services/db/migrate.server';

async function main(): Promise<void> {
  const { databaseUrl, dataDir } = getConfig();
  const where = databaseUrl ? `PostgreSQL ${describeDatabaseUrl(databaseUrl)}` : `SQLite ${sqliteFile(dataDir)}`;
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const applied = await migrateToLatest(handle.db);
    for (const name of applied) console.log(`applied ${name}`);
    console.log(applied.length === 0 ? `${where}: up to date` : `${where}: ${applied.length} migration(s) applied`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // Known failures get their message only; anything else keeps its stack for debugging.
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
