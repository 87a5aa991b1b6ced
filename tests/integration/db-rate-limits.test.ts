import { RateLimiterPostgres, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../app/services/db/database.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

/**
 * rate-limiter-flexible on the `rate_limits` table our migration creates (tableCreated: true,
 * so the library never runs DDL of its own). How the rate-limit module is expected to build it.
 */
function limiterOn(handle: DatabaseHandle, points: number): RateLimiterAbstract {
  const options = { tableName: 'rate_limits', tableCreated: true, keyPrefix: 'test-signin', points, duration: 60 };
  return handle.dialect === 'sqlite'
    ? new RateLimiterSQLite({ ...options, storeClient: handle.sqlite, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...options, storeClient: handle.pool, clearExpiredByTimeout: false });
}

describe.each(engines)('rate-limiter-flexible counters on %s', (engine) => {
  const t = useTestDatabase(engine);

  it('cut a burst from one client while another client still passes', async () => {
    const limiter = limiterOn(t(), 3);
    for (let i = 0; i < 3; i++) await limiter.consume('10.0.0.1');
    await expect(limiter.consume('10.0.0.1')).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(limiter.consume('10.0.0.2')).resolves.toMatchObject({ remainingPoints: 2 });

    const row = await t().db.selectFrom('rate_limits').selectAll().where('key', '=', 'test-signin:10.0.0.1').executeTakeFirstOrThrow();
    expect(row.points).toBe(4);
    expect(typeof row.expire).toBe('number');
    expect(row.expire).toBeGreaterThan(Date.now());
  });

  it('are shared by every connection to the database, as between server processes', async () => {
    const first = t();
    const second = await openDatabase({ dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    try {
      const a = limiterOn(first, 4);
      const b = limiterOn(second, 4);
      const results = await Promise.allSettled([a, b, a, b, a, b].map((limiter) => limiter.consume('10.0.0.9')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
