import { useCallback, useEffect, useRef, useState } from 'react';
import { redirect, useLoaderData, useNavigate } from 'react-router';
import { cacheHeaders } from '~/lib/cache-control';
import { PostForm, type PostFormHandle } from '~/components/admin/post-form';
import { PostList } from '~/components/admin/post-list';
import { AdminNav } from '~/components/admin/admin-nav';
import { ListFilterControls, NO_FILTERS, type ListFilters } from '~/components/admin/editor/list-filters';
import { useFilteredList } from '~/components/admin/editor/use-filtered-list';
import { useSignedOutElsewhere } from '~/components/admin/use-signed-out';
import { SignOutButton } from '~/components/auth/sign-out-button';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { requireServices } from '~/services/context.server';
import { can, mayChangePost, ownPostsOnly } from '~/domain/roles';
import { AdminListFilterSchema } from '~/domain/schemas/admin-list';
import { ADMIN_PAGE_SIZE, getPostById, listPostsPage } from '~/services/db/posts-admin.server';
import type { BlogPost } from '~/services/db/post-rows.server';
import { checkAdmin } from '~/services/guards.server';
import type { RouterHandle } from '~/islands/island';
import type { Route } from './+types/blog-admin';

// Signed-in forms that React Router hydrates whole, not sent as islands (docs/decisions/016-islands.md).
export const handle: RouterHandle = { hydrate: 'router' };

/**
 * The server decides access (docs/product.md#accounts); nothing admin-only renders without the role.
 * The address holds the post open in the editor (`/blog-admin/posts/{id}`) and the list's search,
 * filters and order (`?q=…&status=…`), so a reload or a bookmark comes back to them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = requireServices(context);
  const check = await checkAdmin(services, request.headers);
  switch (check.state) {
    case 'anonymous':
      throw redirect(`/auth${anonymousNotice(new URL(request.url).searchParams)}`);
    case 'error':
      throw redirect('/?notice=admin-check-failed');
    case 'not-admin':
      // Told what the account is for, not just refused (docs/product.md#accounts).
      throw redirect('/account');
    case 'admin': {
      const { db } = services.database;
      const member = { id: check.session.user.id, role: check.role };
      const postId = params.id;
      const open = postId ? await getPostById(db, postId) : null;
      if (postId && !open) throw redirect('/blog-admin?notice=post-not-found');
      // Another's post opens only for a role that may change everyone's (docs/decisions/076-roles.md).
      if (open && !mayChangePost(member, open)) throw redirect('/blog-admin?notice=not-for-your-role');
      const filters = listFiltersFrom(new URL(request.url).searchParams);
      return {
        userId: check.session.user.id,
        role: check.role,
        email: check.session.user.email,
        name: check.session.user.name,
        open,
        filters,
        // The first page; "Load more posts" asks the API for the next (docs/decisions/041).
        ...(await listPostsPage(db, {
          offset: 0,
          limit: ADMIN_PAGE_SIZE,
          filter: AdminListFilterSchema.parse(filters),
          authorId: ownPostsOnly(member),
        })),
      };
    }
  }
}

/** The list's filters as the address has them; one the list cannot take (a hand-edited address) is left out. */
function listFiltersFrom(params: URLSearchParams): ListFilters {
  const read = AdminListFilterSchema.safeParse(Object.fromEntries(['q', 'status', 'category', 'sort'].map((key) => [key, params.get(key) ?? ''])));
  if (!read.success) return NO_FILTERS;
  const { q = '', status = '', category = '', sort = 'created' } = read.data;
  return { q, status, category, sort };
}

/**
 * What /auth says to someone sent there from here. A confirmation link lands here (AFTER_CONFIRM_PATH)
 * signed in; without a session it has been used before, or its token failed (?error=… from the
 * auth library).
 */
function anonymousNotice(params: URLSearchParams): string {
  if (params.has('error')) return '?notice=confirmation-link-invalid';
  if (params.has('confirmed')) return '?notice=email-confirmed';
  return '';
}

export const headers = cacheHeaders('personal');

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
  const form = useRef<PostFormHandle>(null);
  // The posts loaded so far (the loader's first page, then each page loaded), kept up to date by
  // this page's own saves and deletions rather than reloaded, so pages already loaded stay.
  const [list, setList] = useState({ posts: admin.posts, total: admin.total });
  const saved = (post: BlogPost) =>
    setList((l) =>
      l.posts.some((p) => p.id === post.id)
        ? { ...l, posts: l.posts.map((p) => (p.id === post.id ? post : p)) }
        : { posts: [post, ...l.posts], total: l.total + 1 },
    );
  const dropped = (post: BlogPost) => setList((l) => ({ posts: l.posts.filter((p) => p.id !== post.id), total: l.total - 1 }));
  const deleted = (post: BlogPost) => {
    form.current?.forget(post.id);
    dropped(post);
  };
  const loaded = (page: { posts: BlogPost[]; total: number }) =>
    setList((l) => {
      const known = new Set(l.posts.map((p) => p.id));
      return { posts: [...l.posts, ...page.posts.filter((p) => !known.has(p.id))], total: page.total };
    });
  const signingOut = useRef(false);

  // docs/product.md#accounts: signed out (in another tab, say), the dashboard goes to /auth; the
  // form's unsaved text waits in this tab for the author to sign in again.
  const signedOut = useCallback(() => {
    // This tab's own sign-out reaches its own listener too.
    if (signingOut.current) return;
    form.current?.keepForLater();
    void navigate('/auth?notice=signed-out', { replace: true });
  }, [navigate]);
  useSignedOutElsewhere(signedOut);
  // Search, filters and order: each change loads the first page of the posts they keep.
  const filtering = useFilteredList(setList, signedOut, admin.filters);
  // The address follows the post in the editor and the list's filters, without a navigation: the
  // page, its form and its list stay as they are.
  const [editing, setEditing] = useState<string | null>(admin.open?.id ?? null);
  useEffect(() => {
    const path = editing ? `/blog-admin/posts/${encodeURIComponent(editing)}` : '/blog-admin';
    const address = filtering.query ? `${path}?${filtering.query}` : path;
    if (address !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', address);
  }, [editing, filtering.query]);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <AdminNav current="/blog-admin" role={admin.role} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Blog Admin</h1>
          <p className="text-sm text-muted-foreground">Signed in as {admin.name || admin.email}</p>
        </div>
        <SignOutButton confirm={(proceed) => (form.current ? form.current.confirmDiscard(proceed) : proceed())} signingOutRef={signingOut} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PostForm
          ref={form}
          userId={admin.userId}
          posts={list.posts}
          open={admin.open}
          onEditing={setEditing}
          onSaved={saved}
          onSignedOut={signedOut}
          canPublish={can(admin.role, 'posts.publish')}
        />
        <PostList
          query={filtering.query}
          filters={<ListFilterControls value={filtering.filters} onChange={filtering.setFilters} />}
          posts={list.posts}
          total={list.total}
          onDeleted={deleted}
          // A restored post leaves the Trash the list shows.
          onRestored={dropped}
          trash={filtering.filters.status === 'trash'}
          onLoaded={loaded}
          onEdit={(post) => form.current?.edit(post)}
          onSignedOut={signedOut}
          member={{ id: admin.userId, role: admin.role }}
        />
      </div>
    </div>
  );
}
