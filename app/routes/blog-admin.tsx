import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { redirect, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { toast } from '~/lib/toast';
import { PostForm, type PostFormHandle } from '~/components/admin/post-form';
import { PostList } from '~/components/admin/post-list';
import { Button } from '~/components/ui/button';
import { postJson } from '~/lib/api-client';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireServices } from '~/server/context.server';
import { listAllPosts } from '~/server/db/posts-admin.server';
import { checkAdmin } from '~/server/guards.server';
import type { Route } from './+types/blog-admin';

/** The server decides access (SPEC §4 "Admin access"); nothing admin-only renders without the role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context);
  const check = await checkAdmin(services, request.headers);
  switch (check.state) {
    case 'anonymous':
      // A confirmation link whose token failed lands here with ?error=… from the auth library.
      throw redirect(new URL(request.url).searchParams.has('error') ? '/auth?notice=confirmation-link-invalid' : '/auth');
    case 'error':
      throw redirect('/?notice=admin-check-failed');
    case 'not-admin':
      throw redirect('/?notice=access-denied');
    case 'admin':
      return {
        email: check.session.user.email,
        name: check.session.user.name,
        posts: await listAllPosts(services.database.db),
      };
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Blog Admin',
    description: 'Manage the blog: write, edit, publish, feature and delete posts.',
    path: '/blog-admin',
    noindex: true,
  });

export default function BlogAdmin() {
  const admin = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useRef<PostFormHandle>(null);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const result = await postJson('/api/auth/sign-out', {});
    setBusy(false);
    if (!result.ok) return void toast.error('Error', { description: result.message });
    navigate('/auth', { replace: true });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Blog Admin</h1>
          <p className="text-sm text-muted-foreground">Signed in as {admin.name || admin.email}</p>
        </div>
        <Button variant="outline" onClick={signOut} disabled={busy}>
          <LogOut aria-hidden /> Sign Out
        </Button>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PostForm ref={form} onSaved={() => void revalidator.revalidate()} />
        <PostList
          posts={admin.posts}
          onChanged={() => void revalidator.revalidate()}
          onEdit={(post) => {
            form.current?.edit(post);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </div>
    </div>
  );
}
