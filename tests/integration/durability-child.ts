// Spawned by db-durability.test.ts: writes committed posts to the SQLite database in
// `process.argv[2]` as fast as it can, printing each id only after its commit returned,
// until the parent kills it with SIGKILL.
import { openDatabase } from '../../app/services/db/database.server';
import { migrateToLatest } from '../../app/services/db/migrate.server';
import { createPost } from '../../app/services/db/posts-admin.server';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: durability-child.ts DATA_DIR');

const { db } = await openDatabase({ dataDir });
await migrateToLatest(db);
// Stdout to a pipe is synchronous on Linux: once write() returns the parent will read the line.
process.stdout.write('ready\n');

for (let i = 0; ; i++) {
  const slug = `durable-${process.pid}-${i}`;
  // A transaction of several statements (post + tags), like a real save.
  const post = await createPost(db, {
    title: slug,
    slug,
    content: 'x'.repeat(2000),
    category: 'Durability',
    tags: ['a', 'b', 'c'],
    published: i % 2 === 0,
    featured: false,
  });
  process.stdout.write(`${post.id}\n`);
}
