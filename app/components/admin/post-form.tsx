import { forwardRef, useId, useImperativeHandle, useState, type FormEvent } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { slugify } from '~/domain/posts';
import { firstError } from '~/domain/schemas/auth';
import { POST_CATEGORIES, PostFormSchema } from '~/domain/schemas/post';
import { requestJson } from '~/lib/api-client';
import type { BlogPost } from '~/server/db/post-rows.server';

/** The admin form state of SPEC §3: every field as the inputs hold it. */
export interface PostFormState {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  meta_title: string;
  meta_description: string;
  featured_image: string;
  published: boolean;
  featured: boolean;
}

const EMPTY: PostFormState = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  meta_title: '',
  meta_description: '',
  featured_image: '',
  published: false,
  featured: false,
};

function fromPost(post: BlogPost): PostFormState {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    category: post.category,
    tags: post.tags.join(', '),
    meta_title: post.metaTitle ?? '',
    meta_description: post.metaDescription ?? '',
    featured_image: post.featuredImage ?? '',
    published: post.published,
    featured: post.featured,
  };
}

export interface PostFormHandle {
  edit(post: BlogPost): void;
}

const textarea = 'w-full rounded-md border bg-background px-3 py-2 text-base';

/** Create or edit a post. The slug follows the title while creating; saving resets the form. */
export const PostForm = forwardRef<PostFormHandle, { onSaved: () => void }>(function PostForm({ onSaved }, ref) {
  const id = useId();
  const [form, setForm] = useState<PostFormState>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useImperativeHandle(ref, () => ({
    edit(post) {
      setForm(fromPost(post));
      setEditing(post.id);
    },
  }));

  const set = <K extends keyof PostFormState>(key: K, value: PostFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { ...form, slug: form.slug.trim() || slugify(form.title) };
    const parsed = PostFormSchema.safeParse(values);
    if (!parsed.success) return void toast.error('Validation Error', { description: firstError(parsed.error) });
    setBusy(true);
    const result = editing
      ? await requestJson('PUT', `/api/admin/posts/${encodeURIComponent(editing)}`, values)
      : await requestJson('POST', '/api/admin/posts', values);
    setBusy(false);
    if (!result.ok) return void toast.error('Error', { description: result.message });
    toast.success(editing ? 'Post updated successfully.' : 'Post created successfully.');
    reset();
    onSaved();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? 'Edit Post' : 'Create New Post'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field
            id={`${id}-title`}
            label="Title"
            value={form.title}
            onChange={(e) => {
              const title = e.target.value;
              setForm((f) => ({ ...f, title, slug: editing ? f.slug : slugify(title) }));
            }}
          />
          <Field id={`${id}-slug`} label="Slug" value={form.slug} onChange={(e) => set('slug', e.target.value)} hint="Lowercase letters, numbers and hyphens; made from the title when empty." />
          <div className="space-y-1.5">
            <label htmlFor={`${id}-category`} className="block text-sm font-medium">
              Category
            </label>
            <select id={`${id}-category`} value={form.category} onChange={(e) => set('category', e.target.value)} className="h-10 w-full rounded-md border bg-background px-3">
              <option value="">Choose a category</option>
              {POST_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-excerpt`} className="block text-sm font-medium">
              Excerpt
            </label>
            <textarea id={`${id}-excerpt`} rows={2} value={form.excerpt} onChange={(e) => set('excerpt', e.target.value)} className={textarea} />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-content`} className="block text-sm font-medium">
              Content (HTML)
            </label>
            <textarea id={`${id}-content`} rows={12} value={form.content} onChange={(e) => set('content', e.target.value)} className={`${textarea} font-mono text-sm`} />
          </div>
          <Field id={`${id}-tags`} label="Tags" value={form.tags} onChange={(e) => set('tags', e.target.value)} hint="Comma-separated, at most 10." />
          <Field id={`${id}-image`} label="Featured image URL" type="url" value={form.featured_image} onChange={(e) => set('featured_image', e.target.value)} />
          <Field id={`${id}-meta-title`} label="Meta title" value={form.meta_title} onChange={(e) => set('meta_title', e.target.value)} />
          <div className="space-y-1.5">
            <label htmlFor={`${id}-meta-description`} className="block text-sm font-medium">
              Meta description
            </label>
            <textarea id={`${id}-meta-description`} rows={2} value={form.meta_description} onChange={(e) => set('meta_description', e.target.value)} className={textarea} />
          </div>
          <div className="flex flex-wrap gap-6">
            {(['published', 'featured'] as const).map((key) => (
              <label key={key} className="inline-flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" role="switch" checked={form[key]} onChange={(e) => set(key, e.target.checked)} className="size-4 accent-[var(--primary)]" />
                {key === 'published' ? 'Published' : 'Featured'}
              </label>
            ))}
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {editing ? 'Update Post' : 'Create Post'}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={reset}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
});
