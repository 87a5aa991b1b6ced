import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { DatabaseHandle } from './db/database.server';

/**
 * Content that pages are made from and that changes while the server runs: posts (the admin API),
 * and the kinds to come (stored rates). Pages kept in memory depend on one or more of these.
 */
export type ContentTopic = 'posts' | 'rates';

export const CONTENT_TOPICS: readonly ContentTopic[] = ['posts', 'rates'];

/**
 * Tells every server process that content changed (docs/decisions/045-caching-in-http.md): this
 * one at once, the others within milliseconds through PostgreSQL's LISTEN/NOTIFY. On SQLite, whose
 * deployments run one server process, only this one.
 */
export interface ContentChanges {
  /** Says that content of a topic changed, after the change is stored. Never throws: a failure is logged. */
  changed(topic: ContentTopic): Promise<void>;
  /** How many changes of a topic this process has heard of: pages checked against it render again. */
  revision(topic: ContentTopic): number;
  /** Calls `listener` for every change heard of, here or in another process; returns the unsubscribe. */
  subscribe(listener: (topic: ContentTopic) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'unitwise_content';
/** The first wait before listening again after the connection dropped; doubled up to RETRY_MAX_MS. */
const RETRY_MS = 250;
const RETRY_MAX_MS = 10_000;

function createBus() {
  const revisions = new Map<ContentTopic, number>();
  const listeners = new Set<(topic: ContentTopic) => void>();
  return {
    revision: (topic: ContentTopic) => revisions.get(topic) ?? 0,
    subscribe(listener: (topic: ContentTopic) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Records a change heard of and tells the listeners. */
    heard(topic: ContentTopic) {
      revisions.set(topic, (revisions.get(topic) ?? 0) + 1);
      for (const listener of listeners) listener(topic);
    },
  };
}

export function createContentChanges(database: DatabaseHandle, onError: (error: unknown) => void = console.error): ContentChanges {
  const bus = createBus();
  if (database.dialect !== 'postgres') {
    return {
      changed: async (topic) => bus.heard(topic),
      revision: bus.revision,
      subscribe: bus.subscribe,
      close: async () => {},
    };
  }
  return createPostgresChanges(database.pool, bus, onError);
}

const isTopic = (value: unknown): value is ContentTopic => CONTENT_TOPICS.includes(value as ContentTopic);

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool and stop hearing),
 * opened by the first subscriber.
 * Each notification names the process that sent it, which has already heard its own change. When
 * the connection drops, it connects again with a growing wait, and counts every topic as changed:
 * what was sent meanwhile is lost.
 */
function createPostgresChanges(pool: pg.Pool, bus: ReturnType<typeof createBus>, onError: (error: unknown) => void): ContentChanges {
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const { default: pg } = await import('pg');
    // The pool's own settings: its connection string and types.
    const listener = new pg.Client(pool.options);
    listener.on('error', (error) => {
      onError(new Error(`PostgreSQL content-change listener: ${error.message}`, { cause: error }));
      void listener.end().catch(() => undefined);
    });
    listener.on('end', () => {
      if (client !== listener) return;
      client = undefined;
      if (!closed) retry();
    });
    listener.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return;
      const [from, topic] = payload.split(' ');
      if (from !== self && isTopic(topic)) bus.heard(topic);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onError(error);
      await listener.end().catch(() => undefined);
      if (!closed) retry();
      return;
    }
    if (closed) {
      await listener.end();
      return;
    }
    const reconnected = retryMs !== RETRY_MS;
    client = listener;
    retryMs = RETRY_MS;
    if (reconnected) for (const topic of CONTENT_TOPICS) bus.heard(topic);
  }

  function retry() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  // Only a process that keeps pages listens: the admin command line sends, and exits.
  let listening: Promise<void> | undefined;
  return {
    async changed(topic) {
      bus.heard(topic);
      try {
        await pool.query('select pg_notify($1, $2)', [CHANNEL, `${self} ${topic}`]);
      } catch (error) {
        onError(error);
      }
    },
    revision: bus.revision,
    subscribe(listener) {
      listening ??= listen();
      return bus.subscribe(listener);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await listening;
      await client?.end();
    },
  };
}
