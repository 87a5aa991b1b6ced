import { LANGUAGES } from '../../i18n/languages';
import { z } from './zod';
import { isImageSource, isInsecureUrl } from '../media';
import { invalidCharacter, isStorableText } from './text';

/** docs/product.md#post-form: the eight fixed categories, in the order the form and the sidebar list them. */
export const POST_CATEGORIES = [
  'Metric vs Imperial',
  'Cooking Conversions',
  'Science & Engineering',
  'Everyday Conversions',
  'Temperature Guide',
  'Weight & Mass',
  'Length & Distance',
  'Volume & Capacity',
] as const;

export type PostCategory = (typeof POST_CATEGORIES)[number];

/**
 * How a body is written (docs/decisions/060-publishing.md): Markdown (HTML inside it still
 * accepted) for new posts, HTML for the posts written before the editor had Markdown.
 */
export const CONTENT_FORMATS = ['markdown', 'html'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

const PUBLISH_DATE_MESSAGE = 'Publish date must be a valid date and time';

const contentFormat = z.enum(CONTENT_FORMATS, { error: 'Body format must be Markdown or HTML' });

/** The limits of docs/product.md#limits, named for the form's hints and the tests. */
export const POST_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 500,
  content: 50_000,
  tag: 50,
  tags: 10,
  featuredImage: 500,
  metaTitle: 200,
  metaDescription: 500,
} as const;

/** Text without the characters no engine stores alike and XML cannot carry (see ./text). */
const storable = (field: string) => z.string().refine(isStorableText, invalidCharacter(field));

/** A required text: a missing or non-text value reads as empty, so it gets the same message. */
const required = (field: string, message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isStorableText, invalidCharacter(field));

/** An optional text: trimmed, and stored as null when empty so "no excerpt" has one spelling. */
const optional = (field: string, max: number, message: string) =>
  storable(field)
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** The comma-separated tags text → tags: trimmed, empties and repeats dropped, order kept. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/** Checkbox and switch values as forms and JSON send them. */
const toggle = z
  .union([z.boolean(), z.literal(['on', 'true', 'off', 'false', ''])], { error: 'Toggles must be on or off' })
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/**
 * The admin post form of docs/product.md#post-form, with its rules and exact messages, checked in
 * the form's field order so `firstError` gives the message of the first bad field (title first).
 * The browser checks with it before sending and the server checks again with it before saving
 * (STYLE.md).
 *
 * Input: the form state, snake_case, tags as one comma-separated text, toggles as booleans or
 * 'on'/'true'. Output: the post input of the database layer (PostInput, camelCase), tags as a
 * list, empty optional texts as null. Unknown keys are dropped, so a request cannot set the
 * author, views or dates.
 *
 * The slug is required here. The form says an empty slug is generated from the title: the caller
 * does that BEFORE validating, with `slugify` from app/domain/posts.ts
 * (`{ ...form, slug: form.slug.trim() || slugify(form.title) }`), so that a title without a
 * single Latin letter or digit still gets 'Slug is required'.
 *
 * The body is validated as text here; making it safe is the server's sanitizer's job
 * (app/services/sanitize.server.ts), on save and on render.
 */
/** What a post's slug may hold, and so what the article URLs /blog/{slug} look like. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** docs/product.md#sanitizing: a featured image at an http: address is refused with this. */
export const INSECURE_IMAGE_MESSAGE = 'Featured image must be an https: address: pages cannot show http: images';

export const PostFormSchema = z
  .object({
    title: required('Title', 'Title is required').max(POST_LIMITS.title, 'Title must be less than 200 characters'),
    slug: required('Slug', 'Slug is required')
      .max(POST_LIMITS.slug, 'Slug must be less than 200 characters')
      .regex(SLUG_PATTERN, 'Slug must contain only lowercase letters, numbers, and hyphens'),
    excerpt: optional('Excerpt', POST_LIMITS.excerpt, 'Excerpt must be less than 500 characters'),
    content: required('Content', 'Content is required').max(POST_LIMITS.content, 'Content must be less than 50,000 characters'),
    category: required('Category', 'Category is required').pipe(z.enum(POST_CATEGORIES, { error: 'Category must be one of the listed categories' })),
    // Absent: a new post is English, a saved one keeps its language.
    language: z
      .enum(
        LANGUAGES.map((language) => language.code),
        { error: 'Language must be one of the site’s languages' },
      )
      .optional(),
    tags: z
      .string({ error: 'Tags must be a comma-separated text' })
      .nullish()
      .transform((text) => splitTags(text ?? ''))
      .pipe(
        z.array(storable('Tags').max(POST_LIMITS.tag, 'Each tag must be less than 50 characters')).max(POST_LIMITS.tags, 'Maximum 10 tags allowed'),
      ),
    featured_image: storable('Featured image')
      .trim()
      // An absolute https URL, or an uploaded image's path (docs/decisions/062-images.md); an http:
      // image is blocked by the pages' CSP, which the author is told rather than "not valid".
      .refine((url) => !isInsecureUrl(url), INSECURE_IMAGE_MESSAGE)
      .refine((url) => url === '' || isInsecureUrl(url) || isImageSource(url), 'Featured image must be a valid URL')
      .refine((url) => url.length <= POST_LIMITS.featuredImage, 'Featured image URL must be less than 500 characters')
      .nullish()
      .transform((url) => (url ? url : null)),
    meta_title: optional('Meta title', POST_LIMITS.metaTitle, 'Meta title must be less than 200 characters'),
    meta_description: optional('Meta description', POST_LIMITS.metaDescription, 'Meta description must be less than 500 characters'),
    content_format: contentFormat.optional().transform((format) => format ?? 'html'),
    // An instant with its offset (the form sends its local date and time so); empty: none. Absent:
    // the post keeps its date (docs/product.md#blog).
    published_at: z
      .union([z.iso.datetime({ offset: true, error: PUBLISH_DATE_MESSAGE }), z.literal('')], { error: PUBLISH_DATE_MESSAGE })
      .nullish()
      .transform((text) => (text === undefined ? undefined : text ? Date.parse(text) : null)),
    published: toggle,
    featured: toggle,
  })
  .transform((form) => ({
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: form.content,
    category: form.category,
    language: form.language,
    tags: form.tags,
    featuredImage: form.featured_image,
    metaTitle: form.meta_title,
    metaDescription: form.meta_description,
    published: form.published,
    featured: form.featured,
    contentFormat: form.content_format,
    publishedAt: form.published_at,
  }));

/** A body to preview (docs/decisions/060-publishing.md): rendered as the article would be. */
export const PostPreviewSchema = z.object({
  content: z.string({ error: 'Content must be text' }).max(POST_LIMITS.content, 'Content must be less than 50,000 characters'),
  content_format: contentFormat,
});

/** docs/product.md#post-form: a save over a newer version is refused with this. */
export const CONFLICT_MESSAGE =
  'This post was changed elsewhere (another tab or another admin) since you opened it. Nothing was overwritten: choose which version to keep.';

/** One place of a removal: its line in the text as typed (null when not found there) and the element as written. */
export interface RemovalPlace {
  line: number | null;
  element: string;
}

/**
 * Something the sanitizer removes from a body, named once: a tag (with its attributes and content
 * it drops), or an attribute of a tag it keeps; `reason` when the tag does not say why (an image at
 * an `http:` address). `places` says where each one is, in order.
 */
export interface Removal {
  tag: string;
  attribute?: string;
  reason?: 'http-image';
  count: number;
  places: RemovalPlace[];
}

/** The version a save was made from: a save over a newer one is refused (HTTP 409). */
export const PostVersionSchema = z.object({
  version: z.number({ error: 'version is required' }).int('version is required').positive('version is required'),
});

/** What the form sends (its state). */
export type PostFormInput = z.input<typeof PostFormSchema>;
/** What the server saves: the database layer's PostInput without the author. */
export type PostFormOutput = z.output<typeof PostFormSchema>;
