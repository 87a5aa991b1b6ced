import { describe, expect, it } from 'vitest';
import { DuplicateSlugError, VersionConflictError } from '../../app/services/db/errors.server';
import {
  createPost,
  deletePost,
  getPostById,
  listAllPosts,
  listPostsPage,
  updatePost,
  type PostInput,
} from '../../app/services/db/posts-admin.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

let counter = 0;
function input(overrides: Partial<PostInput> = {}): PostInput {
  counter += 1;
  return {
    title: `Post ${counter}`,
    slug: `post-${counter}`,
    content: '<p>Body</p>',
    category: 'Metric vs Imperial',
    published: false,
    featured: false,
    ...overrides,
  };
}

describe.each(engines)('post records on %s', (engine) => {
  const t = useTestDatabase(engine);

  it('round-trips every field, booleans and epoch-ms timestamps exactly', async () => {
    const now = 1_767_225_600_123; // 2026-01-01T00:00:00.123Z: beyond 32 bits, with milliseconds
    const created = await createPost(
      t().db,
      input({
        title: 'Feet & "meters" — ünïcode',
        excerpt: 'Short',
        tags: ['length', ' metric ', 'length', ''],
        featuredImage: 'https://example.com/a.png',
        metaTitle: 'Meta',
        metaDescription: 'Description',
        published: true,
        featured: true,
        authorId: 'user-1',
        authorName: 'Ada',
      }),
      { now },
    );
    const expected = {
      title: 'Feet & "meters" — ünïcode',
      excerpt: 'Short',
      tags: ['length', 'metric'],
      featuredImage: 'https://example.com/a.png',
      metaTitle: 'Meta',
      metaDescription: 'Description',
      published: true,
      featured: true,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      views: 0,
      authorId: 'user-1',
      authorName: 'Ada',
    };
    expect(created).toMatchObject(expected);
    const read = await getPostById(t().db, created.id);
    expect(read).toEqual(created);
    expect(typeof read?.published).toBe('boolean');
    expect(typeof read?.createdAt).toBe('number');

    const draft = await createPost(t().db, input(), { now });
    expect(draft).toMatchObject({
      excerpt: null,
      tags: [],
      featuredImage: null,
      published: false,
      featured: false,
      publishedAt: null,
      authorId: null,
    });
  });

  it('refuses a second post with the same slug, on create and on update', async () => {
    const first = await createPost(t().db, input({ slug: 'taken' }));
    await expect(createPost(t().db, input({ slug: 'taken' }))).rejects.toBeInstanceOf(DuplicateSlugError);
    const other = await createPost(t().db, input());
    await expect(updatePost(t().db, other.id, input({ slug: 'taken' }))).rejects.toThrow('"taken" already exists');
    expect((await getPostById(t().db, other.id))?.slug).toBe(other.slug);
    expect((await getPostById(t().db, first.id))?.slug).toBe('taken');
  });

  it('keeps published_at on edits and across unpublishing and republishing, unless the author changes it', async () => {
    const db = t().db;
    const post = await createPost(db, input({ published: true }), { now: 1000 });
    const edited = await updatePost(db, post.id, input({ slug: post.slug, title: 'Typo fixed', published: true }), 2000);
    expect(edited).toMatchObject({ title: 'Typo fixed', publishedAt: 1000, updatedAt: 2000, createdAt: 1000 });
    const unpublished = await updatePost(db, post.id, input({ slug: post.slug, published: false }), 3000);
    expect(unpublished).toMatchObject({ published: false, publishedAt: 1000, updatedAt: 3000 });
    const republished = await updatePost(db, post.id, input({ slug: post.slug, published: true }), 4000);
    expect(republished).toMatchObject({ published: true, publishedAt: 1000, updatedAt: 4000 });
    // The form sends the date it shows: unchanged, the same; changed, the author's; emptied, now.
    const redated = await updatePost(db, post.id, input({ slug: post.slug, published: true, publishedAt: 2500 }), 5000);
    expect(redated).toMatchObject({ publishedAt: 2500 });
    const cleared = await updatePost(db, post.id, input({ slug: post.slug, published: true, publishedAt: null }), 6000);
    expect(cleared).toMatchObject({ publishedAt: 6000 });
    const draftWithoutDate = await updatePost(db, post.id, input({ slug: post.slug, published: false, publishedAt: null }), 7000);
    expect(draftWithoutDate).toMatchObject({ published: false, publishedAt: null });
    const firstPublished = await updatePost(db, post.id, input({ slug: post.slug, published: true }), 8000);
    expect(firstPublished).toMatchObject({ publishedAt: 8000 });
  });

  it('refuses a published post without a date (the CHECK constraint), and keeps a draft with one', async () => {
    const db = t().db;
    const post = await createPost(db, input({ published: false, publishedAt: 1234 }), { now: 1000 });
    expect(post).toMatchObject({ published: false, publishedAt: 1234 });
    await expect(db.updateTable('blog_posts').set({ published: 1, published_at: null }).where('id', '=', post.id).execute()).rejects.toThrow();
  });

  it('raises the version on every save and refuses a save made from an older version, changing nothing', async () => {
    const db = t().db;
    const post = await createPost(db, input({ title: 'First' }), { now: 1000 });
    expect(post.version).toBe(1);
    const mine = await updatePost(db, post.id, input({ slug: post.slug, title: 'Mine', expectedVersion: 1 }), 2000);
    expect(mine).toMatchObject({ title: 'Mine', version: 2 });
    const stale = updatePost(db, post.id, input({ slug: post.slug, title: 'Theirs', tags: ['x'], expectedVersion: 1 }), 3000);
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ current: { title: 'Mine', version: 2 } });
    expect(await getPostById(db, post.id)).toMatchObject({ title: 'Mine', tags: [], version: 2, updatedAt: 2000 });
  });

  it('keeps Markdown as typed beside its HTML, and an HTML body as its own source', async () => {
    const db = t().db;
    const md = await createPost(db, input({ content: '<p>x</p>', contentFormat: 'markdown', contentSource: 'x' }));
    expect(await getPostById(db, md.id)).toMatchObject({ content: '<p>x</p>', contentFormat: 'markdown', contentSource: 'x' });
    const html = await createPost(db, input({ content: '<p>y</p>' }));
    expect(await getPostById(db, html.id)).toMatchObject({ content: '<p>y</p>', contentFormat: 'html', contentSource: '<p>y</p>' });
  });

  it('replaces tags on update and keeps the author unless a new one is given', async () => {
    const db = t().db;
    const post = await createPost(db, input({ tags: ['a', 'b'], authorId: 'u1', authorName: 'One' }));
    const updated = await updatePost(db, post.id, input({ slug: post.slug, tags: ['c', 'a'] }));
    expect(updated).toMatchObject({ tags: ['c', 'a'], authorId: 'u1', authorName: 'One' });
    const reassigned = await updatePost(db, post.id, input({ slug: post.slug, authorId: 'u2', authorName: 'Two' }));
    expect(reassigned).toMatchObject({ tags: [], authorId: 'u2', authorName: 'Two' });
    expect(await updatePost(db, 'no-such-id', input())).toBeNull();
  });

  it('deletes a post with its tags', async () => {
    const db = t().db;
    const post = await createPost(db, input({ tags: ['gone'] }));
    expect(await deletePost(db, post.id)).toBe(true);
    expect(await deletePost(db, post.id)).toBe(false);
    expect(await getPostById(db, post.id)).toBeNull();
    const orphans = await db.selectFrom('blog_post_tags').select('tag').where('post_id', '=', post.id).execute();
    expect(orphans).toEqual([]);
  });

  it('lists every post, drafts included, newest created first', async () => {
    const db = t().db;
    await db.deleteFrom('blog_posts').execute();
    const old = await createPost(db, input({ published: true }), { now: 10 });
    const draft = await createPost(db, input(), { now: 30 });
    const middle = await createPost(db, input({ published: true }), { now: 20 });
    expect((await listAllPosts(db)).map((p) => p.id)).toEqual([draft.id, middle.id, old.id]);
  });

  it('lists a page at a time, in the same order, with the number of posts', async () => {
    const db = t().db;
    await db.deleteFrom('blog_posts').execute();
    const created = [];
    for (let n = 0; n < 45; n++) created.push(await createPost(db, input({ tags: [`tag ${n}`] }), { now: 1_000 + n }));
    const newestFirst = created.reverse().map((p) => p.id);
    const first = await listPostsPage(db, { offset: 0, limit: 20 });
    const second = await listPostsPage(db, { offset: 20, limit: 20 });
    const last = await listPostsPage(db, { offset: 40, limit: 20 });
    expect([first.total, second.total, last.total]).toEqual([45, 45, 45]);
    expect([first, second, last].flatMap((page) => page.posts.map((p) => p.id))).toEqual(newestFirst);
    expect(last.posts).toHaveLength(5);
    expect(first.posts[0]?.tags).toEqual(['tag 44']);
    expect(await listPostsPage(db, { offset: 45, limit: 20 })).toEqual({ posts: [], total: 45 });
  });
});
