import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';
import { firstError } from '~/domain/schemas/auth';
import { SUBSCRIBER_PAGE_SIZE, SubscriberQuerySchema } from '~/domain/schemas/newsletter-admin';
import { allSubscribers, countSubscribers, listSubscribers, removeSubscriber, type SubscriberListItem } from '~/services/db/subscribers-admin.server';
import { getSendOfPost } from '~/services/db/newsletter-sends.server';
import {
  confirmedSubscriberCount,
  NOT_PUBLISHED,
  sendTestNewsletter,
  startNewsletterSend,
  type SendRefusal,
} from '~/services/newsletter/sends.server';
import type { Services } from '~/services/services.server';
import { jsonError, teamMember, type Endpoint } from './endpoint.server';

/**
 * The admin's newsletter: sending a post (a test to oneself, then to every confirmed subscriber;
 * docs/decisions/061-newsletter-sending.md) and the subscriber list (search, counts, CSV, removal).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the address, when it could be one (a NUL byte would make PostgreSQL answer with an error). */
function idParam(c: Context): string | null {
  const id = c.req.param('id') ?? '';
  return UUID.test(id) ? id : null;
}

function refusal(c: Context, refused: SendRefusal['refused']) {
  return refused === 'not-found' ? jsonError(c, 404, 'Post not found') : jsonError(c, 409, NOT_PUBLISHED);
}

/** A spreadsheet would run a cell that starts like a formula: such cells are written as text. */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

export function subscribersCsv(rows: SubscriberListItem[]): string {
  return stringify(
    rows.map((r) => [cell(r.email), r.status, iso(r.createdAt), iso(r.confirmedAt)]),
    { header: true, columns: ['email', 'status', 'subscribed_at', 'confirmed_at'], record_delimiter: 'windows' },
  );
}

export function newsletterAdminEndpoints(services: Services): Endpoint[] {
  const { db } = services.database;

  function readQuery(c: Context) {
    return SubscriberQuerySchema.safeParse({ q: c.req.query('q'), status: c.req.query('status') || undefined, offset: c.req.query('offset') });
  }

  return [
    {
      // What the send screen shows: the send's progress, or how many it would reach.
      method: 'GET',
      path: '/admin/posts/:id/newsletter',
      access: 'newsletter.send',
      handler: async (c) => {
        const id = idParam(c);
        if (!id) return jsonError(c, 404, 'Post not found');
        return c.json({ send: await getSendOfPost(db, id), subscribers: await confirmedSubscriberCount(services, id) });
      },
    },
    {
      method: 'POST',
      path: '/admin/posts/:id/newsletter',
      access: 'newsletter.send',
      handler: async (c) => {
        const id = idParam(c);
        if (!id) return jsonError(c, 404, 'Post not found');
        const result = await startNewsletterSend(services, id, teamMember(c).id);
        if ('refused' in result) return refusal(c, result.refused);
        return c.json(result, result.created ? 202 : 200);
      },
    },
    {
      method: 'POST',
      path: '/admin/posts/:id/newsletter/test',
      access: 'newsletter.send',
      handler: async (c) => {
        const id = idParam(c);
        if (!id) return jsonError(c, 404, 'Post not found');
        const result = await sendTestNewsletter(services, id, teamMember(c).email);
        if ('refused' in result) return refusal(c, result.refused);
        return c.json({ to: result.to, message: `A test copy is on its way to ${result.to}.` });
      },
    },
    {
      method: 'GET',
      path: '/admin/subscribers',
      access: 'subscribers.manage',
      handler: async (c) => {
        const query = readQuery(c);
        if (!query.success) return jsonError(c, 400, firstError(query.error), { field: String(query.error.issues[0]?.path[0] ?? '') });
        const page = await listSubscribers(db, { ...query.data, limit: SUBSCRIBER_PAGE_SIZE });
        return c.json({ ...page, offset: query.data.offset, counts: await countSubscribers(db) });
      },
    },
    {
      method: 'GET',
      path: '/admin/subscribers.csv',
      access: 'subscribers.manage',
      handler: async (c) => {
        const query = readQuery(c);
        if (!query.success) return jsonError(c, 400, firstError(query.error));
        const day = new Date().toISOString().slice(0, 10);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`);
        return c.body(subscribersCsv(await allSubscribers(db, query.data)));
      },
    },
    {
      method: 'DELETE',
      path: '/admin/subscribers/:id',
      access: 'subscribers.manage',
      handler: async (c) => {
        const id = idParam(c);
        if (!id || !(await removeSubscriber(db, id))) return jsonError(c, 404, 'Subscriber not found');
        return c.json({ removed: true });
      },
    },
  ];
}
