import { beforeEach, describe, expect, it } from 'vitest';
import { loadTagArchive } from '../../app/services/blog/public.server';
import { createPost, type PostInput } from '../../app/services/db/posts-admin.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();
/** The English blog's archives. */
const EN = { language: 'en' };

const post = (slug: string, tags: string[], extra: Partial<PostInput> = {}): PostInput => ({
  title: `Post ${slug}`,
  slug,
  content: '<p>x</p>',
  category: 'Metric',
  tags,
  published: true,
  featured: false,
  ...extra,
});

/** A tag's archive (/blog/tag/{tag}): its published posts only, newest first, paged; null when it has none. */
describe.each(engines)('tag archive on %s', (engine) => {
  const t = useTestDatabase(engine);
  const now = Date.now();

  beforeEach(async () => {
    await t().db.deleteFrom('blog_posts').execute();
    // Published an hour apart, oldest first; a draft and a post scheduled for tomorrow carry the tag too.
    for (const [n, slug] of ['oldest', 'middle', 'newest'].entries()) {
      await createPost(t().db, post(slug, ['metric system', 'length']), { now: now - 3_600_000 * (3 - n), publishedAt: now - 3_600_000 * (3 - n) });
    }
    await createPost(t().db, post('untagged', ['length']), { now });
    await createPost(t().db, post('draft', ['metric system'], { published: false }), { now });
    await createPost(t().db, post('scheduled', ['metric system'], { publishedAt: now + 86_400_000 }), { now });
  });

  it('lists the published posts carrying the tag, newest first, with their count', async () => {
    const archive = await loadTagArchive(t().db, 'metric system', 12, EN);
    expect(archive?.posts.map((p) => p.slug)).toEqual(['newest', 'middle', 'oldest']);
    expect(archive?.matches).toBe(3);
    expect(archive?.posts[0]?.tags).toEqual(['metric system', 'length']);
  });

  it('gives the first `limit` of them, and the count of all', async () => {
    const archive = await loadTagArchive(t().db, 'metric system', 2, EN);
    expect(archive?.posts.map((p) => p.slug)).toEqual(['newest', 'middle']);
    expect(archive?.matches).toBe(3);
  });

  it.each([
    ['an unknown tag', 'imperial'],
    ['a tag in another case', 'Metric System'],
    ['a tag of drafts and scheduled posts only', 'draft-only'],
    ['a tag longer than any stored', 'm'.repeat(51)],
    ['a NUL byte', 'metric\u0000system'],
    ['an empty tag', ''],
    ['spaces around a tag', ' metric system '],
  ])('has no archive for %s', async (_, tag) => {
    await createPost(t().db, post('draft-2', ['draft-only'], { published: false }), { now });
    expect(await loadTagArchive(t().db, tag, 12, EN)).toBeNull();
  });
});
