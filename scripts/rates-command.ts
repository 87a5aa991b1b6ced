// What `npm run rates` does (scripts/rates.ts), as a function of its arguments, its environment and
// where its lines go, so that tests run it in their own process rather than start one per case.
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../app/services/config.server';
import { openDatabase } from '../app/services/db/database.server';
import { migrateToLatest } from '../app/services/db/migrate.server';
import { firstLine, RatesFeedError } from '../app/services/rates/ecb-feed.server';
import { describeUpdate, importFeed, readFeed, readFeedFile } from '../app/services/rates/update.server';

/** Where the command's lines go: the console's standard output and error in the CLI. */
export interface RatesOutput {
  log(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

async function update(args: string[], env: Record<string, string | undefined>, out: RatesOutput): Promise<void> {
  const { values } = parseArgs({ args, options: { file: { type: 'string' }, 'allow-missing': { type: 'boolean', default: false } } });
  const config = parseConfig(env);
  const from = values.file ?? config.ratesUrl;
  // Read before the database is opened: an unreachable feed leaves everything as it was.
  const xml = values.file ? await readFeedFile(values.file) : await readFeed(config.ratesUrl);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const update = await importFeed(database.db, xml, { allowMissing: values['allow-missing'] });
    out.log(describeUpdate(update, from));
    for (const warning of update.warnings) out.warn(`Warning: ${warning}`);
  } finally {
    await database.close();
  }
}

/** Brings the stored rates up to date; resolves with the exit code (0 once stored, 1 with a one-line reason). */
export async function ratesCommand(args: string[], env: Record<string, string | undefined>, out: RatesOutput = console): Promise<number> {
  try {
    await update(args, env, out);
    return 0;
  } catch (error: unknown) {
    // One line, whatever went wrong: the operator reads the reason, never a stack trace or this machine's paths.
    const known = error instanceof RatesFeedError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    out.error(`Rates not updated: ${known ? (error as Error).message : firstLine(error)}`);
    return 1;
  }
}
