import { fromUtcInputValue, toUtcInputValue } from '~/domain/admin-time';
import { ENGLISH, languageByCode } from '~/i18n/languages';
import { slugify } from '~/domain/posts';
import { PostFormSchema, type ContentFormat } from '~/domain/schemas/post';
import type { BlogPost } from '~/services/db/post-rows.server';

/** The admin post form (docs/product.md#post-form): every field as the inputs hold it. */
export interface PostFormState {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  /** The code of the language the post is written in: the blog that lists it (English by default). */
  language: string;
  tags: string;
  meta_title: string;
  meta_description: string;
  featured_image: string;
  published: boolean;
  featured: boolean;
  /** How the body is written; new posts in Markdown (docs/decisions/060-publishing.md). */
  content_format: ContentFormat;
  /** The publication date as the datetime-local input holds it, in UTC (the admin's one zone); empty: none yet. */
  published_at: string;
}

export type PostField = keyof PostFormState;

export const EMPTY_POST_FORM: PostFormState = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: '',
  language: ENGLISH.code,
  tags: '',
  meta_title: '',
  meta_description: '',
  featured_image: '',
  published: false,
  featured: false,
  content_format: 'markdown',
  published_at: '',
};

export function formFromPost(post: BlogPost): PostFormState {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.contentSource,
    category: post.category,
    language: post.language,
    tags: post.tags.join(', '),
    meta_title: post.metaTitle ?? '',
    meta_description: post.metaDescription ?? '',
    featured_image: post.featuredImage ?? '',
    published: post.published,
    featured: post.featured,
    content_format: post.contentFormat,
    published_at: post.publishedAt === null ? '' : toUtcInputValue(post.publishedAt),
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
  'language',
  'excerpt',
  'content',
  'tags',
  'featured_image',
  'meta_title',
  'meta_description',
  'published_at',
];

/** Each field's label as the form shows it, and as the conflict dialog names it. */
export const FIELD_LABELS: Readonly<Record<PostField, string>> = {
  title: 'Title',
  slug: 'Slug',
  category: 'Category',
  language: 'Language',
  excerpt: 'Excerpt',
  content: 'Content',
  content_format: 'Content format',
  tags: 'Tags',
  featured_image: 'Featured image URL',
  meta_title: 'Meta title',
  meta_description: 'Meta description',
  published_at: 'Publish date (UTC)',
  published: 'Published',
  featured: 'Featured',
};

/** A field's value as words: switches say Yes or No, the format its name. */
export function fieldText(form: PostFormState, field: PostField): string {
  const value = form[field];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'content_format') return value === 'markdown' ? 'Markdown' : 'HTML';
  if (field === 'language') return languageByCode(value)?.name ?? value;
  return value;
}

/**
 * A save refused because the post changed elsewhere, as three versions of the form: `base`, what
 * the form was opened or last saved from; `mine`, what it sent; `saved`, the post as stored now.
 * `differing` lists the fields the two versions set apart, in the form's order; `kept` is what
 * "Keep my version" saves: this form's value where the author changed the field, the saved value
 * where only the other side did, so their changes to fields this side did not touch are kept.
 */
export function compareVersions(base: PostFormState, mine: PostFormState, saved: PostFormState): { differing: PostField[]; kept: PostFormState } {
  const fields = Object.keys(FIELD_LABELS) as PostField[];
  const kept = { ...saved };
  for (const field of fields) if (mine[field] !== base[field]) Object.assign(kept, { [field]: mine[field] });
  return { differing: fields.filter((field) => mine[field] !== saved[field]), kept };
}

export type FieldErrors = Partial<Record<PostField, string>>;

/**
 * What the form sends: an empty slug is made from the title first (docs/product.md#post-form), and
 * the publication date, typed in UTC, goes as an instant; a date that is no date goes as typed, for
 * the schema to refuse.
 */
export function formValues(form: PostFormState): PostFormState {
  const date = form.published_at.trim() === '' ? null : fromUtcInputValue(form.published_at.trim());
  return {
    ...form,
    slug: form.slug.trim() || slugify(form.title),
    published_at: date !== null ? new Date(date).toISOString() : form.published_at.trim(),
  };
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
