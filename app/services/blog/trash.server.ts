import type { Kysely } from 'kysely';
import { purgeTrash } from '../db/posts-admin.server';
import type { Database } from '../db/schema.server';
import { createPollingWorker, type PollingWorker } from '../polling-worker.server';

/** How often the purge looks at the trash at most: a post goes within this long after its 30 days. */
export const TRASH_POLL_MS = 60 * 60_000;

/**
 * Deletes for good the posts that have been in the trash for 30 days (docs/decisions/077-trash.md),
 * on the mail queue's loop: a pass, then a sleep until the oldest post in the trash is due, at most
 * `pollMs`. A post in the trash is already off every page, so a purge changes no page. Each server
 * process runs one (http/index.ts); two deleting the same rows is harmless.
 */
export function createTrashPurger({
  db,
  now = Date.now,
  pollMs = TRASH_POLL_MS,
  onError = console.error,
}: {
  db: Kysely<Database>;
  now?: () => number;
  pollMs?: number;
  onError?: (error: unknown) => void;
}): PollingWorker {
  return createPollingWorker({ pass: async () => (await purgeTrash(db, now())).nextAt, pollMs, now, onError });
}
