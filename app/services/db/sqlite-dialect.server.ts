import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite dialect with two changes, both about several processes sharing one file
 * (the server, `npm run db:migrate`, the admin command line, a second server process):
 *
 * - Transactions begin with BEGIN IMMEDIATE. A deferred BEGIN takes the write lock only at the
 *   first write, and if another process committed in between SQLite fails at once with
 *   SQLITE_BUSY, ignoring busy_timeout. IMMEDIATE waits (busy_timeout) for the lock up front.
 * - The adapter declares transactional DDL, which SQLite has, so Kysely's Migrator runs the
 *   pending migrations in one transaction (all or nothing), as it does on PostgreSQL. With
 *   BEGIN IMMEDIATE that transaction is also the cross-process migration lock: a second process
 *   waits, then finds nothing pending.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class UnitwiseSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
