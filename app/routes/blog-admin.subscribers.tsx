import { data, useLoaderData } from 'react-router';
import { AdminNav } from '~/components/admin/admin-nav';
import { SubscriberTable } from '~/components/admin/subscriber-table';
import { firstError } from '~/domain/schemas/auth';
import { SUBSCRIBER_PAGE_SIZE, SUBSCRIBER_STATUSES, SubscriberQuerySchema } from '~/domain/schemas/newsletter-admin';
import type { RouterHandle } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireAdminPage } from '~/services/admin-page.server';
import { countSubscribers, listSubscribers } from '~/services/db/subscribers-admin.server';
import type { Route } from './+types/blog-admin.subscribers';

export const handle: RouterHandle = { hydrate: 'router' };

/** The list, searched and filtered by the address's query (a GET form, so it works without script too). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, role } = await requireAdminPage(request, context, 'subscribers.manage');
  const params = new URL(request.url).searchParams;
  const query = SubscriberQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    status: params.get('status') || undefined,
    offset: params.get('offset') ?? undefined,
  });
  if (!query.success) throw data(firstError(query.error), { status: 400 });
  const { db } = services.database;
  const page = await listSubscribers(db, { ...query.data, limit: SUBSCRIBER_PAGE_SIZE });
  return { ...page, query: query.data, counts: await countSubscribers(db), role };
}

export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Subscribers',
    description: 'The newsletter’s subscribers.',
    path: '/blog-admin/subscribers',
    noindex: true,
  });

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && value !== 0) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export default function SubscribersPage() {
  const { subscribers, matches, query, counts, role } = useLoaderData<typeof loader>();
  const filters = { q: query.q, status: query.status };
  const end = query.offset + subscribers.length;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <AdminNav current="/blog-admin/subscribers" role={role} />
      <h1 className="text-3xl font-bold tracking-tight">Subscribers</h1>
      <dl className="flex flex-wrap gap-6 text-sm">
        {(
          [
            ['Confirmed', counts.confirmed],
            ['Pending', counts.pending],
            ['Unsubscribed', counts.unsubscribed],
            ['Total', counts.total],
          ] as const
        ).map(([label, n]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      <form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor="subscriber-search" className="block text-sm font-medium">
            Search by address
          </label>
          <input id="subscriber-search" name="q" type="search" defaultValue={query.q} className="h-10 rounded-md border bg-background px-3" />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="subscriber-status" className="block text-sm font-medium">
            Status
          </label>
          <select id="subscriber-status" name="status" defaultValue={query.status ?? ''} className="h-10 rounded-md border bg-background px-3">
            <option value="">All</option>
            {SUBSCRIBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">
          Search
        </button>
        <a className={`${LINK} ml-auto self-center text-sm`} href={withQuery('/api/admin/subscribers.csv', filters)} download>
          Export CSV
        </a>
      </form>
      <h2 id="subscriber-list" tabIndex={-1} className="text-lg font-semibold">
        {matches === 0 ? 'No subscribers found.' : `Showing ${query.offset + 1}–${end} of ${matches}`}
      </h2>
      {subscribers.length > 0 && <SubscriberTable rows={subscribers} headingId="subscriber-list" />}
      <nav aria-label="Pages" className="flex gap-4 text-sm">
        {query.offset > 0 && (
          <a className={LINK} href={withQuery('/blog-admin/subscribers', { ...filters, offset: Math.max(0, query.offset - SUBSCRIBER_PAGE_SIZE) })}>
            Previous {SUBSCRIBER_PAGE_SIZE}
          </a>
        )}
        {end < matches && (
          <a className={LINK} href={withQuery('/blog-admin/subscribers', { ...filters, offset: end })}>
            Next {SUBSCRIBER_PAGE_SIZE}
          </a>
        )}
      </nav>
    </div>
  );
}
