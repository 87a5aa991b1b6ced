import type { Kysely } from 'kysely';
import type { ContentChanges } from '../content-changes.server';
import { nextScheduledAt } from '../db/posts-public.server';
import type { Database } from '../db/schema.server';

/** setTimeout's longest wait (about 24.8 days); a later time is waited for in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Scheduled posts on time on every page (docs/decisions/060-publishing.md). Each public query
 * decides against the clock, so nothing shows early; but a page kept in memory (the blog list, an
 * article's related posts) changes only when posts do. This timer makes the moment a scheduled post
 * becomes public such a change: at that time it says `posts` changed, so the pages made from posts
 * are dropped and rendered afresh. It re-reads the next time whenever posts change (here or, through
 * PostgreSQL, in another process). Each server process runs one (http/index.ts); the timer does
 * not keep a process alive.
 */
export function watchSchedule({
  db,
  content,
  onError = console.error,
}: {
  db: Kysely<Database>;
  content: ContentChanges;
  onError?: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Each read is numbered: only the latest one sets the timer. */
  let reads = 0;

  async function plan() {
    const read = ++reads;
    const next = await nextScheduledAt(db);
    if (stopped || read !== reads) return;
    clearTimeout(timer);
    timer = undefined;
    if (next === null) return;
    const wait = Math.min(Math.max(next - Date.now(), 0), MAX_TIMEOUT_MS);
    timer = setTimeout(() => {
      timer = undefined;
      // Not yet due (a wait in steps): read again. Due: posts changed, which plans the next one.
      if (Date.now() < next) void plan().catch(onError);
      else void content.changed('posts');
    }, wait);
    timer.unref();
  }

  const unsubscribe = content.subscribe((topic) => {
    if (topic === 'posts') void plan().catch(onError);
  });
  const started = plan().catch(onError);
  return {
    /** Resolves once the first read is done (tests). */
    started,
    stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
    },
  };
}
