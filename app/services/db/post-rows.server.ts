import type { Kysely, Selectable } from 'kysely';
import type { ContentFormat } from '~/domain/schemas/post';
import type { BlogPostsTable, Database, Flag } from './schema.server';

/** A blog post as the rest of the server sees it: booleans, epoch-ms numbers, a list of tags. */
export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  category: string;
  tags: string[];
  featuredImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  published: boolean;
  featured: boolean;
  publishedAt: number | null;
  createdAt: number;
  updatedAt: number;
  views: number;
  authorId: string | null;
  authorName: string | null;
  /** How the author writes the body; `content` is its sanitized HTML either way. */
  contentFormat: ContentFormat;
  /** The text the author edits: the Markdown as typed, or the HTML (`content`). */
  contentSource: string;
  /** Raised by every save; a save must name the version it was made from. */
  version: number;
  /** When the post was moved to the trash; null for a live post (docs/decisions/077-trash.md). */
  deletedAt: number | null;
  /** The code of the language it is written in (`en`): the blog that lists it and its address. */
  language: string;
}

export type BlogPostRow = Selectable<BlogPostsTable>;

export const toFlag = (value: boolean): Flag => (value ? 1 : 0);

/**
 * Rows become posts here and nowhere else. Number() guards the engines' one difference that
 * could leak through: a driver handing back an integer column as text.
 */
function toBlogPost(row: BlogPostRow, tags: string[]): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    tags,
    featuredImage: row.featured_image,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    published: Number(row.published) === 1,
    featured: Number(row.featured) === 1,
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    views: Number(row.views),
    authorId: row.author_id,
    authorName: row.author_name,
    contentFormat: row.content_format === 'markdown' ? 'markdown' : 'html',
    contentSource: row.content_source ?? row.content,
    version: Number(row.version),
    deletedAt: row.deleted_at === null ? null : Number(row.deleted_at),
    language: row.language,
  };
}

/** Loads the tags of all the rows in one query (no query per post) and maps the rows, keeping their order. */
export async function withTags(db: Kysely<Database>, rows: readonly BlogPostRow[]): Promise<BlogPost[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .selectFrom('blog_post_tags')
    .select(['post_id', 'tag'])
    .where(
      'post_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('post_id')
    .orderBy('position')
    .execute();
  const tagsByPost = new Map<string, string[]>();
  for (const { post_id, tag } of tagRows) {
    const list = tagsByPost.get(post_id);
    if (list) list.push(tag);
    else tagsByPost.set(post_id, [tag]);
  }
  return rows.map((row) => toBlogPost(row, tagsByPost.get(row.id) ?? []));
}

export async function withTagsOne(db: Kysely<Database>, row: BlogPostRow | undefined): Promise<BlogPost | null> {
  if (!row) return null;
  const [post] = await withTags(db, [row]);
  return post ?? null;
}
