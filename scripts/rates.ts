// Brings the stored euro reference rates up to date (README "Exchange rates"):
//   npm run rates                            fetch RATES_URL (the ECB's daily file by default)
//   npm run rates -- --file PATH             import a daily, 90-day or history file from disk
//   add --allow-missing to store a feed whose newest day lacks currencies the last one had
// Exits 0 once stored; on a feed that cannot be used, non-zero with a one-line reason, changing nothing.
import { parseArgs } from 'node:util';
import { ConfigError, getConfig } from '../app/services/config.server';
import { openDatabase } from '../app/services/db/database.server';
import { migrateToLatest } from '../app/services/db/migrate.server';
import { firstLine, RatesFeedError } from '../app/services/rates/ecb-feed.server';
import { describeUpdate, importFeed, readFeed, readFeedFile } from '../app/services/rates/update.server';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { file: { type: 'string' }, 'allow-missing': { type: 'boolean', default: false } } });
  const config = getConfig();
  const from = values.file ?? config.ratesUrl;
  // Read before the database is opened: an unreachable feed leaves everything as it was.
  const xml = values.file ? await readFeedFile(values.file) : await readFeed(config.ratesUrl);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const update = await importFeed(database.db, xml, { allowMissing: values['allow-missing'] });
    console.log(describeUpdate(update, from));
    for (const warning of update.warnings) console.warn(`Warning: ${warning}`);
  } finally {
    await database.close();
  }
}

// One line, whatever went wrong: the operator reads the reason, never a stack trace or this machine's paths.
main().catch((error: unknown) => {
  const known = error instanceof RatesFeedError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`Rates not updated: ${known ? (error as Error).message : firstLine(error)}`);
  process.exitCode = 1;
});
