import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NewsletterSubscribersTable, SubscriberStatus } from './schema.server';

/**
 * The subscriber list as admins see it: address, status and dates, searched by address, in
 * pages, with counts by status; and removal (the row goes, not just its status: a removed address
 * is forgotten, and may sign up again).
 */

export interface SubscriberListItem {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: number;
  confirmedAt: number | null;
}

export interface SubscriberQuery {
  q?: string;
  status?: SubscriberStatus | undefined;
  offset?: number;
  limit?: number;
}

export type SubscriberCounts = Record<SubscriberStatus, number> & { total: number };

/** `%` and `_` typed by the admin are matched literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<Database>, { q, status }: SubscriberQuery) {
  return (
    db
      .selectFrom('newsletter_subscribers')
      // Addresses are stored lower-cased, so a lower-cased pattern finds them on both engines.
      .$if(Boolean(q?.trim()), (qb) => qb.where(sql<boolean>`email like ${likePattern(q!.trim())} escape '\\'`))
      .$if(status !== undefined, (qb) => qb.where('status', '=', status!))
  );
}

type ListRow = Pick<Selectable<NewsletterSubscribersTable>, 'id' | 'email' | 'status' | 'created_at' | 'confirmed_at'>;
const COLUMNS = ['id', 'email', 'status', 'created_at', 'confirmed_at'] as const;

const toItem = (r: ListRow): SubscriberListItem => ({
  id: r.id,
  email: r.email,
  status: r.status,
  createdAt: Number(r.created_at),
  confirmedAt: r.confirmed_at === null ? null : Number(r.confirmed_at),
});

export async function listSubscribers(db: Kysely<Database>, query: SubscriberQuery): Promise<{ subscribers: SubscriberListItem[]; matches: number }> {
  const rows = await filtered(db, query)
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.limit ?? 50)
    .offset(query.offset ?? 0)
    .execute();
  const count = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    subscribers: rows.map(toItem),
    matches: Number(count.n),
  };
}

/** Every subscriber matching the query, oldest first (the CSV export). */
export async function allSubscribers(db: Kysely<Database>, query: SubscriberQuery): Promise<SubscriberListItem[]> {
  const rows = await filtered(db, query).select(COLUMNS).orderBy('created_at').orderBy('id').execute();
  return rows.map(toItem);
}

export async function countSubscribers(db: Kysely<Database>): Promise<SubscriberCounts> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0, total: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    counts.total += Number(row.n);
  }
  return counts;
}

export async function removeSubscriber(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscribers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
