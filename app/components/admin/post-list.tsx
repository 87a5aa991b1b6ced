import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { toast } from '~/lib/toast';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { requestJson } from '~/lib/api-client';
import type { BlogPost } from '~/server/db/post-rows.server';

/** Every post, drafts included, newest created first, with view, edit and delete actions. */
export function PostList({
  posts,
  onEdit,
  onDeleted,
  onChanged,
}: {
  posts: BlogPost[];
  onEdit: (post: BlogPost) => void;
  onDeleted: (post: BlogPost) => void;
  onChanged: () => void;
}) {
  async function remove(post: BlogPost) {
    if (!window.confirm('Are you sure you want to delete this post?')) return;
    const result = await requestJson('DELETE', `/api/admin/posts/${encodeURIComponent(post.id)}`);
    if (!result.ok) return void toast.error('Error', { description: result.message });
    toast.success('Post deleted successfully.');
    onDeleted(post);
    onChanged();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>All Posts ({posts.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {posts.length === 0 ? (
          <p className="text-muted-foreground">No posts yet. Create your first one!</p>
        ) : (
          <ul className="divide-y">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium wrap-anywhere">{post.title}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    {post.category}
                    <Badge variant={post.published ? 'default' : 'outline'}>{post.published ? 'Published' : 'Draft'}</Badge>
                    {post.featured && <Badge variant="accent">Featured</Badge>}
                  </p>
                </div>
                <div className="flex gap-1">
                  {post.published && (
                    <a
                      href={`/blog/${post.slug}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${post.title} (opens in a new tab)`}
                      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    >
                      <ExternalLink aria-hidden />
                    </a>
                  )}
                  <Button variant="ghost" size="icon" aria-label={`Edit ${post.title}`} onClick={() => onEdit(post)}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${post.title}`} onClick={() => remove(post)}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
