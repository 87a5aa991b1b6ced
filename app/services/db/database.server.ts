import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { Database } from './schema.server';
import { UnitwiseSqliteDialect } from './sqlite-dialect.server';
import { log } from '../logger.server';

export type DialectName = 'sqlite' | 'postgres';

interface HandleBase {
  db: Kysely<Database>;
  /** Closes every connection; safe to call more than once. */
  close(): Promise<void>;
}

/**
 * The one database seam. `db` is all most code needs; the raw client is exposed for the few
 * libraries that want their own (rate-limiter-flexible: the better-sqlite3 Database or the pg Pool).
 */
export type DatabaseHandle =
  (HandleBase & { dialect: 'sqlite'; sqlite: BetterSqlite3.Database; file: string }) | (HandleBase & { dialect: 'postgres'; pool: pg.Pool });

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; without it the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file; created on first start. */
  dataDir: string;
}

export const SQLITE_FILE_NAME = 'unitwise.db';

export function sqliteFile(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

/**
 * Opens a better-sqlite3 connection with the settings every connection to our file needs.
 * WAL lets readers and one writer (of any process) work at once; synchronous=FULL fsyncs each
 * commit, so a commit that returned survives SIGKILL and power loss; busy_timeout makes a second
 * process wait for the write lock instead of failing; foreign keys are off by default in SQLite.
 */
export function openSqliteFile(file: string): BetterSqlite3.Database {
  const sqlite = new BetterSqlite3(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return sqlite;
}

/** int8 (bigint, count(*), sum()) comes back from pg as text by default; our values are epoch ms and counts. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JavaScript number`);
  return value;
}

/** The pool's own int8 parser, so nothing else in the process is affected (no pg.types.setTypeParser). */
function pgTypes(types: typeof pg.types): pg.CustomTypesConfig {
  return {
    getTypeParser: ((id: number, format?: 'text' | 'binary') =>
      // pg types its parsers as any and its type ids as an enum; the cast below states the shape.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-enum-comparison
      id === types.builtins.INT8 && format !== 'binary' ? parseInt8 : types.getTypeParser(id, format)) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** Names the server without the password, for error messages. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  // Loaded only here: the embedded database, the default, never needs the PostgreSQL client.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, types: pgTypes(pg.types) });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => log.error(`PostgreSQL idle connection error: ${error.message}`));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot connect to PostgreSQL at ${describeDatabaseUrl(databaseUrl)}: ${reason}`, { cause: error });
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: 'postgres', db, pool, close: closeOnce(db, () => (pool.ending ? undefined : pool.end())) };
}

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = sqliteFile(dataDir);
  const sqlite = openSqliteFile(file);
  const db = new Kysely<Database>({ dialect: new UnitwiseSqliteDialect({ database: sqlite }) });
  return { dialect: 'sqlite', db, sqlite, file, close: closeOnce(db, () => (sqlite.open ? sqlite.close() : undefined)) };
}

/**
 * Kysely's destroy() releases the client only if Kysely ever used it; the start-up probe (or a
 * handle opened and closed unused) would leave it open, so the raw client is closed as well.
 */
function closeOnce(db: Kysely<Database>, closeClient: () => unknown): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      await db.destroy();
      await closeClient();
    })());
}

/**
 * Opens the database the configuration names: PostgreSQL when `databaseUrl` is set (checked
 * with one query, so a wrong URL fails at start-up), otherwise `${dataDir}/unitwise.db`.
 * Call `migrateToLatest(handle.db)` before use.
 */
export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
}
