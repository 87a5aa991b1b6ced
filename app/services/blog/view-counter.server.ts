import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { postOfTag } from '../../lib/cache-control';
import { OFFLINE_COPY_HEADER } from '../../service-worker/page-policy';
import { nodeClientAddress } from '../client-address.server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.server';
import { incrementPostViews } from '../db/posts-public.server';
import { log } from '../logger.server';

/** Who loaded an article: the client's address (as the rate limits read it) and its User-Agent. */
export interface Reader {
  address: string;
  userAgent: string | undefined;
}

/** A reader's loads of one article count as one view per this window. */
export const VIEW_WINDOW_MS = 60 * 60 * 1000;
/**
 * At most this many reader-and-article keys are remembered (about 7.5 MB of heap, measured); past
 * it the oldest are forgotten early, so a flood of distinct addresses costs memory only up to here.
 */
const MAX_READERS = 50_000;

export interface ViewCounter {
  /**
   * Counts a view of a post, unless the reader is a bot (or names no browser) or was counted for
   * this post within the last VIEW_WINDOW_MS; says whether it counted. It reaches the database
   * with the next batch.
   */
  add(postId: string, reader: Reader): boolean;
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
 *
 * Reloads do not inflate the count: a reader is remembered per article for an hour, in this
 * process's memory only, as a keyed hash of address and post (the key is random per process and
 * never stored), never the address itself (docs/decisions/041-accounts-privacy-and-views.md).
 */
export function createViewCounter(
  db: Kysely<Database>,
  { intervalMs = 1000, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): ViewCounter {
  const counts = new Map<string, number>();
  const key = randomBytes(32);
  /** Reader-and-post hashes counted recently, oldest first, each with the time it may count again. */
  const seen = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function write(batch: [string, number][]) {
    try {
      await db.transaction().execute(async (trx) => {
        for (const [postId, count] of batch) await incrementPostViews(trx, postId, count);
      });
    } catch (error) {
      log.error(error, 'Could not record article views; keeping them for the next batch');
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

  /** Whether this reader's load of the post is a new view; remembers it if so. */
  function firstInWindow(postId: string, reader: Reader): boolean {
    const time = now();
    // Entries go in in time order with one window, so the expired ones are at the front.
    for (const [hash, until] of seen) {
      if (until > time && seen.size < MAX_READERS) break;
      seen.delete(hash);
    }
    const hash = createHmac('sha256', key).update(`${reader.address}\n${postId}`).digest('base64url').slice(0, 22);
    if (seen.has(hash)) return false;
    seen.set(hash, time + VIEW_WINDOW_MS);
    return true;
  }

  return {
    add(postId, reader) {
      if (!reader.userAgent || isbot(reader.userAgent)) return false;
      if (!firstInWindow(postId, reader)) return false;
      counts.set(postId, (counts.get(postId) ?? 0) + 1);
      timer ??= setTimeout(() => void flush(), intervalMs).unref();
      return true;
    },
    pending: (postId) => counts.get(postId) ?? 0,
    flush,
    close: flush,
  };
}

/**
 * Counts the views of articles the page cache answers from its store, which the article's loader
 * does not see: told of each GET it serves with the tags the kept page declared, it counts a view of
 * the post named by a `post:{id}` tag (CACHE_TAGS.post), by the address the rate limits read. The
 * copy the service worker keeps for offline reading is no visit.
 */
export function countViewsOfKeptArticles(views: Pick<ViewCounter, 'add'>, trustProxy: number) {
  return (req: IncomingMessage, tags: readonly string[]): void => {
    if (req.headers[OFFLINE_COPY_HEADER]) return;
    for (const tag of tags) {
      const postId = postOfTag(tag);
      if (postId) views.add(postId, { address: nodeClientAddress(req, trustProxy), userAgent: req.headers['user-agent'] });
    }
  };
}
