import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle, type DialectName } from '../../app/services/db/database.server';
import { migrateToLatest } from '../../app/services/db/migrate.server';

/**
 * Fresh databases for integration tests, on every engine this machine offers.
 *
 * SQLite always. PostgreSQL when reachable at TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test, trust auth): each test database is a database of
 * its own, created from that server and dropped afterwards, so tests see exactly what
 * production sees (no search_path tricks) and parallel files never meet. With
 * REQUIRE_POSTGRES=1 (CI) an unreachable server is an error, never a silent skip.
 *
 * Usage, at the top of a test file:
 *   const engines = await testEngines();
 *   describe.each(engines)('%s', (engine) => { const t = useTestDatabase(engine); ... t().db ... });
 */
export type EngineName = DialectName;

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const NAME_PREFIX = 'unitwise_test_';
/** Databases left by a run that was killed are dropped by a later run once they are this old. */
const STALE_AFTER_MS = 60 * 60 * 1000;

export type TestDatabase = DatabaseHandle & {
  engine: EngineName;
  /** A throwaway folder (the SQLite file lives here; other tests may put an outbox here). */
  dataDir: string;
  /** Set for PostgreSQL: the URL of this test's own database (for a child process or server). */
  databaseUrl: string | undefined;
  /** Closes the handle and removes the database and its folder. */
  destroy(): Promise<void>;
};

async function withAdminClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

let enginesPromise: Promise<EngineName[]> | undefined;

/** The engines to run on: ['sqlite'] or ['sqlite', 'postgres']. Throws under REQUIRE_POSTGRES=1 without PostgreSQL. */
export function testEngines(): Promise<EngineName[]> {
  enginesPromise ??= withAdminClient((client) => client.query('select 1')).then(
    (): EngineName[] => ['sqlite', 'postgres'],
    (error: unknown): EngineName[] => {
      if (process.env.REQUIRE_POSTGRES === '1') {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is unreachable at ${TEST_DATABASE_URL}: ${reason}`);
      }
      return ['sqlite'];
    },
  );
  return enginesPromise;
}

function databaseName(): string {
  return `${NAME_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

function createdAt(name: string): number {
  return parseInt(name.slice(NAME_PREFIX.length).split('_')[0] ?? '', 36);
}

async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'unitwise\\_test\\_%'`);
  for (const { datname } of rows) {
    if (Date.now() - createdAt(datname) > STALE_AFTER_MS) {
      await client.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  }
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = databaseName();
  await withAdminClient(async (client) => {
    await dropStaleDatabases(client);
    await client.query(`create database "${name}"`);
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // pg's pool.end() resolves before its sockets have closed. A plain DROP waits (up to 5 s) for
    // those sessions to leave; FORCE would kill them and make their clients report an error.
    drop: () =>
      withAdminClient(async (client) => {
        await client.query(`drop database if exists "${name}"`).catch(() => client.query(`drop database if exists "${name}" with (force)`));
      }),
  };
}

/** A new, empty database on `engine`, migrated unless `migrate: false`. */
export async function createTestDatabase(engine: EngineName, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'unitwise-db-test-'));
  const pgDatabase = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const handle = await openDatabase({ dataDir, databaseUrl: pgDatabase?.url });
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return Object.assign(handle, {
    engine,
    dataDir,
    databaseUrl: pgDatabase?.url,
    async destroy() {
      await handle.close();
      await pgDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * Registers beforeAll/afterAll in the current describe block: one fresh database for the block.
 * Returns a getter, since the database exists only once beforeAll has run.
 */
export function useTestDatabase(engine: EngineName, options: { migrate?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(engine, options);
  }, 30_000);
  afterAll(async () => {
    await database?.destroy();
  });
  return () => {
    if (!database) throw new Error('The test database is not ready: use it inside a test or hook');
    return database;
  };
}
