import { data, useLoaderData } from 'react-router';
import { AdminNav } from '~/components/admin/admin-nav';
import { NewsletterSend } from '~/components/admin/newsletter-send';
import type { RouterHandle } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireAdminPage } from '~/services/admin-page.server';
import { getSendOfPost } from '~/services/db/newsletter-sends.server';
import { getPostById } from '~/services/db/posts-admin.server';
import { confirmedSubscriberCount } from '~/services/newsletter/sends.server';
import type { Route } from './+types/blog-admin.newsletter';

export const handle: RouterHandle = { hydrate: 'router' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, user, role } = await requireAdminPage(request, context, 'newsletter.send');
  const post = UUID.test(params.id) ? await getPostById(services.database.db, params.id) : null;
  if (!post) throw data('Post not found', { status: 404 });
  return {
    post: { id: post.id, title: post.title, slug: post.slug, published: post.published },
    email: user.email,
    subscribers: await confirmedSubscriberCount(services, post.id),
    send: await getSendOfPost(services.database.db, post.id),
    role,
  };
}

export const headers = cacheHeaders('personal');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Send as newsletter',
    description: 'Send a post to the newsletter’s subscribers.',
    path: '/blog-admin',
    noindex: true,
  });

export default function NewsletterPage() {
  const { post, email, subscribers, send, role } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <AdminNav current={null} role={role} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Send as newsletter</h1>
        <p className="mt-1 text-muted-foreground">{post.title}</p>
      </div>
      {post.published ? (
        <NewsletterSend postId={post.id} email={email} subscribers={subscribers} send={send} />
      ) : (
        <p>Only a published post can be sent as a newsletter. Publish it first.</p>
      )}
    </div>
  );
}
