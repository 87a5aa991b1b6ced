import { slugify } from '~/domain/posts';
import { PostFormSchema } from '~/domain/schemas/post';
import type { BlogPost } from '~/server/db/post-rows.server';

/** The admin post form (docs/product.md#post-form): every field as the inputs hold it. */
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

export type PostField = keyof PostFormState;

export const EMPTY_POST_FORM: PostFormState = {
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

export function formFromPost(post: BlogPost): PostFormState {
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

export function sameForm(a: PostFormState, b: PostFormState): boolean {
  return (Object.keys(a) as PostField[]).every((key) => a[key] === b[key]);
}

/** The fields in the order the form shows them: the first invalid one is the one to fix first. */
export const FIELD_ORDER: readonly PostField[] = [
  'title',
  'slug',
  'category',
  'excerpt',
  'content',
  'tags',
  'featured_image',
  'meta_title',
  'meta_description',
];

export type FieldErrors = Partial<Record<PostField, string>>;

/** What the form sends: an empty slug is made from the title first (docs/product.md#post-form). */
export function formValues(form: PostFormState): PostFormState {
  return { ...form, slug: form.slug.trim() || slugify(form.title) };
}

/** Every field's first problem under the post form's rules (the schema the server checks with too). */
export function validatePostForm(values: PostFormState): FieldErrors {
  const parsed = PostFormSchema.safeParse(values);
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as PostField] ??= issue.message;
  }
  return errors;
}

export function firstInvalid(errors: FieldErrors): PostField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/**
 * Unsaved work kept for the browser tab while its author signs in again (docs/product.md#accounts
 * sends a signed-out dashboard to /auth). Session storage: it stays with this tab and leaves when
 * the tab closes. It names the account, so another person signing in at the same computer does not
 * get it.
 */
export interface PostDraft {
  userId: string;
  /** The post being edited, or null for a new one. */
  editing: string | null;
  form: PostFormState;
}

const DRAFT_KEY = 'unitwise.unsaved-post';

export function keepDraft(draft: PostDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, quota): there is nowhere else to keep it.
  }
}

/** The draft kept for `userId`, removed from storage once taken. */
export function takeDraft(userId: string): PostDraft | null {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    if (!stored) return null;
    const draft = JSON.parse(stored) as PostDraft;
    if (draft.userId !== userId) return null;
    sessionStorage.removeItem(DRAFT_KEY);
    return { ...draft, form: { ...EMPTY_POST_FORM, ...draft.form } };
  } catch {
    return null;
  }
}
