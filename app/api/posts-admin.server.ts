import type { Context } from 'hono';
import { ownPostsOnly } from '~/domain/roles';
import { AdminListFilterSchema } from '~/domain/schemas/admin-list';
import { firstError } from '~/domain/schemas/auth';
import { CONFLICT_MESSAGE, PostFormSchema, PostPreviewSchema, PostVersionSchema, type Removal } from '~/domain/schemas/post';
import { DuplicateSlugError, VersionConflictError } from '~/services/db/errors.server';
import {
  ADMIN_PAGE_SIZE,
  createPost,
  getPostById,
  getTrashedPostById,
  listPostsPage,
  restorePost,
  trashedTitleOfSlug,
  trashPost,
  updatePost,
  type PostInput,
} from '~/services/db/posts-admin.server';
import type { Services } from '~/services/services.server';
import { jsonError, teamMember, type Endpoint } from './endpoint.server';
import { postAccess } from './post-access.server';
import { loadBodyRenderer } from '~/services/sanitize-loader.server';

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

  async function readBody(c: Context): Promise<object | Response> {
    const body: unknown = await c.req.json().catch(() => null);
    return typeof body === 'object' && body !== null ? body : jsonError(c, 400, 'Request body must be a JSON object');
  }

  /**
   * The validated post with its body rendered and sanitized (the Markdown kept as typed beside it),
   * and what the sanitizer removed; or the 400 response explaining the first problem.
   */
  async function readInput(c: Context, body: object): Promise<{ input: PostInput; removed: Removal[] } | Response> {
    const parsed = PostFormSchema.safeParse(body);
    if (!parsed.success) {
      return jsonError(c, 400, firstError(parsed.error), { field: String(parsed.error.issues[0]?.path[0] ?? '') });
    }
    const { html, removed } = (await loadBodyRenderer())(parsed.data.content, parsed.data.contentFormat);
    // A body of nothing but disallowed markup would be stored empty.
    if (html.trim() === '') return jsonError(c, 400, 'Content is required', { field: 'content' });
    return { input: { ...parsed.data, content: html, contentSource: parsed.data.content }, removed };
  }

  async function duplicate(c: Context, error: unknown): Promise<Response> {
    if (error instanceof DuplicateSlugError) {
      // A slug stays its post's in the trash (docs/decisions/077-trash.md): say where it is.
      const trashed = await trashedTitleOfSlug(db, error.slug);
      const message = trashed
        ? `The post “${trashed}” in the trash still uses the slug "${error.slug}". Restore it, or choose a different slug.`
        : `Another post already uses the slug "${error.slug}". Choose a different slug.`;
      return jsonError(c, 409, message, { field: 'slug' });
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

  function author(c: Context) {
    const member = teamMember(c);
    return { authorId: member.id, authorName: member.name.trim() || null };
  }

  return [
    {
      // A page of the list at a time (the whole list with every body ran to megabytes).
      method: 'GET',
      path: '/admin/posts',
      access: 'posts.write',
      handler: async (c) => {
        const offset = wholeNumber(c.req.query('offset'), 0);
        const limit = wholeNumber(c.req.query('limit'), ADMIN_PAGE_SIZE);
        if (offset === null) return jsonError(c, 400, 'offset must be a whole number, 0 or more', { field: 'offset' });
        if (limit === null || limit < 1 || limit > MAX_PAGE_SIZE) {
          return jsonError(c, 400, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, { field: 'limit' });
        }
        const { q, status, category, sort } = c.req.query();
        const filter = AdminListFilterSchema.safeParse({ q, status, category, sort });
        if (!filter.success) return jsonError(c, 400, firstError(filter.error), { field: String(filter.error.issues[0]?.path[0] ?? '') });
        return c.json({ ...(await listPostsPage(db, { offset, limit, filter: filter.data, authorId: ownPostsOnly(teamMember(c)) })), offset });
      },
    },
    {
      // One post whole, for a form reopening a post that is not among the pages loaded.
      method: 'GET',
      path: '/admin/posts/:id',
      access: 'posts.write',
      handler: async (c) => {
        const id = postId(c);
        const post = id === null ? null : await getPostById(db, id);
        if (!post) return jsonError(c, 404, 'Post not found');
        return postAccess(c, post, { reading: true }) ?? c.json({ post });
      },
    },
    {
      // The body as the article would show it, and what the sanitizer would remove: the editor's
      // preview, before anything is saved.
      method: 'POST',
      path: '/admin/posts/preview',
      access: 'posts.write',
      handler: async (c) => {
        const body = await readBody(c);
        if (body instanceof Response) return body;
        const parsed = PostPreviewSchema.safeParse(body);
        if (!parsed.success) return jsonError(c, 400, firstError(parsed.error), { field: String(parsed.error.issues[0]?.path[0] ?? '') });
        return c.json((await loadBodyRenderer())(parsed.data.content, parsed.data.content_format));
      },
    },
    {
      method: 'POST',
      path: '/admin/posts',
      access: 'posts.write',
      handler: async (c) => {
        const body = await readBody(c);
        if (body instanceof Response) return body;
        const read = await readInput(c, body);
        if (read instanceof Response) return read;
        const refused = postAccess(c, null, { publishing: read.input.published });
        if (refused) return refused;
        try {
          const post = await createPost(db, { ...read.input, ...author(c) });
          await services.content.changed('posts');
          return c.json({ post, removed: read.removed }, 201);
        } catch (error) {
          return await duplicate(c, error);
        }
      },
    },
    {
      method: 'PUT',
      path: '/admin/posts/:id',
      access: 'posts.write',
      handler: async (c) => {
        const id = postId(c);
        if (id === null) return jsonError(c, 404, 'Post not found');
        const body = await readBody(c);
        if (body instanceof Response) return body;
        const version = PostVersionSchema.safeParse(body);
        if (!version.success) return jsonError(c, 400, firstError(version.error), { field: 'version' });
        const read = await readInput(c, body);
        if (read instanceof Response) return read;
        const stored = await getPostById(db, id);
        if (!stored) return jsonError(c, 404, 'Post not found');
        const refused = postAccess(c, stored, { publishing: read.input.published });
        if (refused) return refused;
        try {
          const post = await updatePost(db, id, { ...read.input, expectedVersion: version.data.version });
          if (post) await services.content.changed('posts');
          return post ? c.json({ post, removed: read.removed }) : jsonError(c, 404, 'Post not found');
        } catch (error) {
          // Saved elsewhere since this save's version: both versions go back, nothing is overwritten.
          if (error instanceof VersionConflictError) {
            return jsonError(c, 409, CONFLICT_MESSAGE, { code: 'conflict', current: error.current, yours: body });
          }
          return await duplicate(c, error);
        }
      },
    },
    {
      // Moves the post to the trash (docs/decisions/077-trash.md); the purge deletes it for good later.
      method: 'DELETE',
      path: '/admin/posts/:id',
      access: 'posts.write',
      handler: async (c) => {
        const id = postId(c);
        if (id === null) return jsonError(c, 404, 'Post not found');
        const stored = await getPostById(db, id);
        if (!stored) return jsonError(c, 404, 'Post not found');
        const refused = postAccess(c, stored);
        if (refused) return refused;
        const post = await trashPost(db, id);
        if (!post) return jsonError(c, 404, 'Post not found');
        // Off every page at once, as a deletion was.
        await services.content.changed('posts');
        return c.json({ deleted: true, post });
      },
    },
    {
      // Takes a post out of the trash, as a draft. (The trash itself: GET /admin/posts?status=trash.)
      method: 'POST',
      path: '/admin/posts/:id/restore',
      access: 'posts.write',
      handler: async (c) => {
        const id = postId(c);
        const trashed = id === null ? null : await getTrashedPostById(db, id);
        if (!trashed) return jsonError(c, 404, 'This post is not in the trash');
        const refused = postAccess(c, trashed);
        if (refused) return refused;
        const post = await restorePost(db, trashed.id);
        if (!post) return jsonError(c, 404, 'This post is not in the trash');
        await services.content.changed('posts');
        return c.json({ post });
      },
    },
  ];
}
