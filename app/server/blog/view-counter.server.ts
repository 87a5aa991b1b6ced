import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.server';
import { incrementPostViews } from '../db/posts-public.server';

export interface ViewCounter {
  /** Counts one view of a post; it reaches the database with the next batch. */
  add(postId: string): void;
  /** Views counted here and not yet in the database. */
  pending(postId: string): number;
  /** Writes every pending view now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending (at shutdown). */
  close(): Promise<void>;
}

/**
 * Article views, counted in memory and written in one transaction at most every `intervalMs`.
 *
 * A view per database write would make every article load wait for a durable commit (SQLite runs
 * with synchronous=FULL), and a popular article would queue its readers behind one row. Batching
 * turns N loads of a post into one `views = views + N`. What a crash can lose is at most one
 * interval of view counts, never a post; a failed write puts its counts back for the next batch.
 */
export function createViewCounter(db: Kysely<Database>, { intervalMs = 1000 } = {}): ViewCounter {
  const counts = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function write(batch: [string, number][]) {
    try {
      await db.transaction().execute(async (trx) => {
        for (const [postId, count] of batch) await incrementPostViews(trx, postId, count);
      });
    } catch (error) {
      console.error('Could not record article views; keeping them for the next batch:', error);
      for (const [postId, count] of batch) counts.set(postId, (counts.get(postId) ?? 0) + count);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (counts.size === 0) return running;
    const batch = [...counts];
    counts.clear();
    // One batch at a time, in order: a slow write is never overtaken by the next one.
    running = running.then(() => write(batch));
    return running;
  }

  return {
    add(postId) {
      counts.set(postId, (counts.get(postId) ?? 0) + 1);
      timer ??= setTimeout(() => void flush(), intervalMs).unref();
    },
    pending: (postId) => counts.get(postId) ?? 0,
    flush,
    close: flush,
  };
}
