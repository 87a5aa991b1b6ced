import { ArchiveRestore, ExternalLink, Mail, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '~/lib/toast';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { PostDates, StatusBadge } from '~/components/admin/editor/post-dates';
import { TrashDialog } from '~/components/admin/trash-dialog';
import { TRASH_DAYS } from '~/domain/posts';
import { getJson, requestJson } from '~/lib/api-client';
import { can, mayChangePost, type Role } from '~/domain/roles';
import type { BlogPost } from '~/services/db/post-rows.server';

const titleId = (post: BlogPost) => `admin-post-${post.id}`;
const deleteId = (post: BlogPost) => `admin-post-delete-${post.id}`;
const restoreId = (post: BlogPost) => `admin-post-restore-${post.id}`;
const HEADING_ID = 'admin-posts-heading';

/**
 * Every post, drafts included, newest created first, with view, edit and delete actions. The list
 * comes a page at a time: "Load more posts" adds the next page and moves focus to its first
 * title, so a keyboard or screen-reader user goes on reading where the new posts begin. Deleting a
 * post (to the trash) moves focus to the next post's Delete button (the list's heading after the last
 * post), not to the page's start with the button that had it. In the Trash (`trash`), each post has
 * Restore instead, and restoring moves focus the same way.
 */
export function PostList({
  posts,
  total,
  onEdit,
  onDeleted,
  onRestored,
  onLoaded,
  onSignedOut,
  query = '',
  filters,
  trash = false,
  member,
}: {
  /** The list's search and filters as a query string (the first page comes from the page). */
  query?: string;
  /** The search and filter controls, above the list. */
  filters?: ReactNode;
  /** The posts loaded so far. */
  posts: BlogPost[];
  /** How many posts there are in all. */
  total: number;
  onEdit: (post: BlogPost) => void;
  onDeleted: (post: BlogPost) => void;
  onRestored: (post: BlogPost) => void;
  onLoaded: (page: { posts: BlogPost[]; total: number }) => void;
  onSignedOut: () => void;
  /** The list shows the Trash. */
  trash?: boolean;
  /** The signed-in member: only what their role may do to a post is offered (docs/decisions/076-roles.md). */
  member?: { id: string; role: Role };
}) {
  const [loading, setLoading] = useState(false);
  /** The post the trash question is about, while it is asked. */
  const [asking, setAsking] = useState<BlogPost | null>(null);
  /** The element that takes focus once the list is shown again: a loaded post's title, or after a delete. */
  const focusPost = useRef<string | null>(null);

  useEffect(() => {
    if (!focusPost.current) return;
    const target = document.getElementById(focusPost.current);
    if (!target) return;
    target.focus();
    focusPost.current = null;
  });

  /** Where focus goes once `post` leaves the list: the next post's same button, or the heading. */
  function focusAfter(post: BlogPost, id: (post: BlogPost) => string) {
    const next = posts[posts.findIndex((p) => p.id === post.id) + 1];
    focusPost.current = next ? id(next) : HEADING_ID;
  }

  async function remove(post: BlogPost) {
    const result = await requestJson('DELETE', `/api/admin/posts/${encodeURIComponent(post.id)}`);
    if (!result.ok) {
      if (result.status === 401) return onSignedOut();
      return void toast.error('Error', { description: result.message });
    }
    toast.success('Post moved to the trash.', { description: `“${post.title}” can be restored from the Trash for ${TRASH_DAYS} days.` });
    focusAfter(post, deleteId);
    onDeleted(post);
  }

  async function restore(post: BlogPost) {
    const result = await requestJson<{ post: BlogPost }>('POST', `/api/admin/posts/${encodeURIComponent(post.id)}/restore`, {});
    if (!result.ok) {
      if (result.status === 401) return onSignedOut();
      return void toast.error('Error', { description: result.message });
    }
    toast.success('Post restored as a draft.', { description: `“${post.title}” is back among the posts, not public until you publish it.` });
    focusAfter(post, restoreId);
    onRestored(result.data.post);
  }

  async function loadMore() {
    setLoading(true);
    const result = await getJson<{ posts: BlogPost[]; total: number }>(`/api/admin/posts?offset=${posts.length}&${query}`);
    setLoading(false);
    if (!result.ok) {
      if (result.status === 401) return onSignedOut();
      return void toast.error('Error', { description: result.message });
    }
    const first = result.data.posts.find((post) => !posts.some((p) => p.id === post.id));
    focusPost.current = first ? titleId(first) : null;
    onLoaded(result.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id={HEADING_ID} tabIndex={-1}>
          {trash ? `Trash (${total})` : `All Posts (${total})`}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {filters}
        {posts.length === 0 ? (
          <p className="text-muted-foreground">{emptyText(query, trash)}</p>
        ) : (
          <ul className="divide-y">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1">
                  <p id={titleId(post)} tabIndex={-1} className="font-medium wrap-anywhere">
                    {post.title}
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    {post.category}
                    <StatusBadge post={post} />
                    {post.featured && <Badge variant="accent">Featured</Badge>}
                  </p>
                  <PostDates post={post} />
                </div>
                <div className="flex gap-1">
                  {/* Each row by its own state: the list may still be the last view's for a moment. */}
                  {post.deletedAt !== null ? (
                    (!member || mayChangePost(member, post)) && (
                      <Button
                        id={restoreId(post)}
                        variant="ghost"
                        size="icon"
                        aria-label={`Restore ${post.title}`}
                        onClick={() => void restore(post)}
                      >
                        <ArchiveRestore aria-hidden />
                      </Button>
                    )
                  ) : (
                    <PostActions post={post} member={member} onEdit={onEdit} onDelete={setAsking} />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {posts.length > 0 && posts.length < total && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <p className="text-sm text-muted-foreground" role="status">
              Showing {posts.length} of {total}
            </p>
            <Button variant="outline" onClick={() => void loadMore()} disabled={loading}>
              {loading ? 'Loading…' : 'Load more posts'}
            </Button>
          </div>
        )}
        <TrashDialog
          post={asking}
          onAnswer={(yes) => {
            const post = asking;
            setAsking(null);
            if (yes && post) void remove(post);
          }}
        />
      </CardContent>
    </Card>
  );
}

function emptyText(query: string, trash: boolean): string {
  if (trash) {
    const params = new URLSearchParams(query);
    return params.has('q') || params.has('category') ? 'No posts in the trash match the search and filters.' : 'The trash is empty.';
  }
  return query ? 'No posts match the search and filters.' : 'No posts yet. Create your first one!';
}

/** View (or preview), newsletter, edit and delete: the actions of a post not in the trash. */
/** A post's actions, those the member's role may take (all of them without a member). */
function PostActions({
  post,
  member,
  onEdit,
  onDelete,
}: {
  post: BlogPost;
  member: { id: string; role: Role } | undefined;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
}) {
  return (
    <>
      <a
        href={`/blog/${post.slug}`}
        target="_blank"
        rel="noopener noreferrer"
        // A post not public yet opens as the admin's preview (docs/decisions/060-publishing.md).
        aria-label={`${post.published ? 'View' : 'Preview'} ${post.title} (opens in a new tab)`}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <ExternalLink aria-hidden />
      </a>
      {post.published && (!member || can(member.role, 'newsletter.send')) && (
        <a
          href={`/blog-admin/posts/${post.id}/newsletter`}
          aria-label={`Send ${post.title} as newsletter`}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <Mail aria-hidden />
        </a>
      )}
      {(!member || mayChangePost(member, post)) && (
        <>
          <Button variant="ghost" size="icon" aria-label={`Edit ${post.title}`} onClick={() => onEdit(post)}>
            <Pencil aria-hidden />
          </Button>
          <Button id={deleteId(post)} variant="ghost" size="icon" aria-label={`Delete ${post.title}`} onClick={() => onDelete(post)}>
            <Trash2 aria-hidden />
          </Button>
        </>
      )}
    </>
  );
}
