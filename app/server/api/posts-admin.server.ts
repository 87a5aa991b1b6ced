import type { Context } from 'hono';
import { firstError } from '~/domain/schemas/auth';
import { PostFormSchema, type PostFormOutput } from '~/domain/schemas/post';
import { DuplicateSlugError } from '../db/errors.server';
import { ADMIN_PAGE_SIZE, createPost, deletePost, getPostById, listPostsPage, updatePost } from '../db/posts-admin.server';
import type { Services } from '../services.server';
import { jsonError, type Endpoint } from './endpoint.server';
import { loadSanitizer } from '../sanitize-loader.server';

/** The largest page of the admin list one request may ask for. */
const MAX_PAGE_SIZE = 100;

/** A query parameter holding a whole number (digits only), `fallback` when absent, null when malformed. */
function wholeNumber(text: string | undefined, fallback: number): number | null {
  if (text === undefined || text === '') return fallback;
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * Post management for admins. The body is validated with the same schema as the form, and
 * sanitized before it is stored; the author is the signed-in admin's display name.
 */
export function adminPostEndpoints(services: Services): Endpoint[] {
  const { db } = services.database;

  /** The validated, sanitized post, or the 400 response explaining the first problem. */
  async function readInput(c: Context): Promise<PostFormOutput | Response> {
    const body: unknown = await c.req.json().catch(() => null);
    if (typeof body !== 'object' || body === null) return jsonError(c, 400, 'Request body must be a JSON object');
    const parsed = PostFormSchema.safeParse(body);
    if (!parsed.success) {
      return jsonError(c, 400, firstError(parsed.error), { field: String(parsed.error.issues[0]?.path[0] ?? '') });
    }
    const content = (await loadSanitizer())(parsed.data.content);
    // A body of nothing but disallowed markup would be stored empty.
    if (content.trim() === '') return jsonError(c, 400, 'Content is required', { field: 'content' });
    return { ...parsed.data, content };
  }

  function duplicate(c: Context, error: unknown): Response {
    if (error instanceof DuplicateSlugError) {
      return jsonError(c, 409, `Another post already uses the slug "${error.slug}". Choose a different slug.`, { field: 'slug' });
    }
    throw error;
  }

  /**
   * The post id of the address, when it could be one: ids are UUIDs, and a NUL byte in the path
   * would make PostgreSQL answer with an error where SQLite finds nothing.
   */
  function postId(c: Context): string | null {
    const id = c.req.param('id') ?? '';
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
  }

  async function author(c: Context) {
    const session = await (await services.auth()).api.getSession({ headers: c.req.raw.headers });
    return { authorId: session?.user.id ?? null, authorName: session?.user.name?.trim() || null };
  }

  return [
    {
      // A page of the list at a time (the whole list with every body ran to megabytes).
      method: 'GET',
      path: '/admin/posts',
      access: 'admin',
      handler: async (c) => {
        const offset = wholeNumber(c.req.query('offset'), 0);
        const limit = wholeNumber(c.req.query('limit'), ADMIN_PAGE_SIZE);
        if (offset === null) return jsonError(c, 400, 'offset must be a whole number, 0 or more', { field: 'offset' });
        if (limit === null || limit < 1 || limit > MAX_PAGE_SIZE) {
          return jsonError(c, 400, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, { field: 'limit' });
        }
        return c.json({ ...(await listPostsPage(db, { offset, limit })), offset });
      },
    },
    {
      // One post whole, for a form reopening a post that is not among the pages loaded.
      method: 'GET',
      path: '/admin/posts/:id',
      access: 'admin',
      handler: async (c) => {
        const id = postId(c);
        const post = id === null ? null : await getPostById(db, id);
        return post ? c.json({ post }) : jsonError(c, 404, 'Post not found');
      },
    },
    {
      method: 'POST',
      path: '/admin/posts',
      access: 'admin',
      handler: async (c) => {
        const input = await readInput(c);
        if (input instanceof Response) return input;
        try {
          const post = await createPost(db, { ...input, ...(await author(c)) });
          await services.content.changed('posts');
          return c.json({ post }, 201);
        } catch (error) {
          return duplicate(c, error);
        }
      },
    },
    {
      method: 'PUT',
      path: '/admin/posts/:id',
      access: 'admin',
      handler: async (c) => {
        const id = postId(c);
        if (id === null) return jsonError(c, 404, 'Post not found');
        const input = await readInput(c);
        if (input instanceof Response) return input;
        try {
          const post = await updatePost(db, id, input);
          if (post) await services.content.changed('posts');
          return post ? c.json({ post }) : jsonError(c, 404, 'Post not found');
        } catch (error) {
          return duplicate(c, error);
        }
      },
    },
    {
      method: 'DELETE',
      path: '/admin/posts/:id',
      access: 'admin',
      handler: async (c) => {
        const id = postId(c);
        if (id === null) return jsonError(c, 404, 'Post not found');
        const deleted = await deletePost(db, id);
        if (deleted) await services.content.changed('posts');
        return deleted ? c.json({ deleted: true }) : jsonError(c, 404, 'Post not found');
      },
    },
  ];
}
