import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../app/services/db/database.server';
import { createContentChanges, type ContentChanges, type ContentTopic } from '../../app/services/content-changes.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

describe.each(engines)('content changes on %s', (engine) => {
  const t = useTestDatabase(engine);
  const opened: { changes: ContentChanges; handle?: DatabaseHandle }[] = [];
  afterEach(async () => {
    for (const { changes, handle } of opened.splice(0)) {
      await changes.close();
      await handle?.close();
    }
  });

  /** The changes of a server process: its own database handle, as each process has. */
  async function processChanges() {
    const handle = engine === 'postgres' ? await openDatabase({ dataDir: t().dataDir, databaseUrl: t().databaseUrl }) : t();
    const changes = createContentChanges(handle, () => undefined);
    opened.push({ changes, handle: handle === t() ? undefined : handle });
    const heard: ContentTopic[] = [];
    changes.subscribe((topic) => heard.push(topic));
    return { changes, heard };
  }

  it('tells this process at once, counting each change of a topic', async () => {
    const { changes, heard } = await processChanges();
    await changes.changed('posts');
    expect(heard).toEqual(['posts']);
    expect(changes.revision('posts')).toBe(1);
    expect(changes.revision('rates')).toBe(0);
  });

  if (engine === 'postgres') {
    it('tells every other process within a second, and each hears its own change once', async () => {
      const one = await processChanges();
      const two = await processChanges();
      // Each LISTEN is on its way at first: a change made meanwhile would not reach it.
      await expect.poll(() => listeners(t()), { timeout: 2000 }).toBe(2);
      await one.changes.changed('posts');
      await expect.poll(() => two.heard, { timeout: 1000, interval: 10 }).toEqual(['posts']);
      expect(two.changes.revision('posts')).toBe(1);
      expect(one.heard).toEqual(['posts']);
    });

    it('listens again when its connection drops, counting every topic as changed meanwhile', async () => {
      const two = await processChanges();
      await expect.poll(() => listeners(t()), { timeout: 2000 }).toBe(1);
      const database = t();
      if (database.dialect !== 'postgres') throw new Error('PostgreSQL only');
      await database.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
      await expect.poll(() => two.heard, { timeout: 3000 }).toEqual(expect.arrayContaining(['posts', 'rates']));
      await expect.poll(() => listeners(t()), { timeout: 3000 }).toBe(1);
      const one = await processChanges();
      await one.changes.changed('rates');
      await expect.poll(() => two.changes.revision('rates'), { timeout: 1000 }).toBe(2);
    });
  }
});

/** The connections of this test's database that listen for content changes. */
async function listeners(database: DatabaseHandle): Promise<number> {
  if (database.dialect !== 'postgres') return 0;
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*) as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
  );
  return rows[0]!.n;
}
