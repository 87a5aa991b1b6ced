import { beforeAll, describe, expect, it } from 'vitest';
import { createPost, type PostInput } from '../../app/services/db/posts-admin.server';
import {
  countPublishedByCategory,
  getPublishedPostBySlug,
  incrementPostViews,
  listFeaturedPosts,
  listPublishedPosts,
  listRelatedPosts,
} from '../../app/services/db/posts-public.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

type Seed = Pick<PostInput, 'slug' | 'category' | 'published'> & Partial<PostInput> & { at: number };

// `at` is both creation and publication time, so the expected orders read off this table.
const SEED: Seed[] = [
  { slug: 'metric-basics', category: 'Metric', published: true, tags: ['metric', 'si'], at: 100 },
  { slug: 'si-prefixes', category: 'Science', published: true, tags: ['si'], featured: true, at: 200 },
  { slug: 'kitchen-cups', category: 'Cooking', published: true, tags: ['cooking', 'volume'], at: 300 },
  { slug: 'draft-metric', category: 'Metric', published: false, tags: ['metric', 'si'], featured: true, at: 400 },
  { slug: 'metric-history', category: 'Metric', published: true, tags: ['history'], featured: true, at: 500 },
  { slug: 'untagged-metric', category: 'Metric', published: true, at: 600 },
  { slug: 'oven-temps', category: 'Cooking', published: true, tags: ['cooking'], at: 700 },
  { slug: 'metric-myths', category: 'Metric', published: true, tags: ['metric'], at: 800 },
  { slug: 'metric-units-kids', category: 'Metric', published: true, tags: ['si', 'metric'], at: 900 },
  { slug: 'lonely', category: 'Science', published: true, tags: ['unique-tag'], at: 1000 },
];

describe.each(engines)('public post reads on %s', (engine) => {
  const t = useTestDatabase(engine);
  const ids = new Map<string, string>();
  const slugsOf = (posts: { slug: string }[]) => posts.map((p) => p.slug);
  const id = (slug: string) => ids.get(slug) ?? 'missing';

  beforeAll(async () => {
    for (const { at, ...post } of SEED) {
      const created = await createPost(t().db, { title: post.slug, content: 'x', featured: false, ...post }, { now: at });
      ids.set(post.slug, created.id);
    }
  });

  it('never return drafts, whatever is asked', async () => {
    const db = t().db;
    expect(await getPublishedPostBySlug(db, 'draft-metric')).toBeNull();
    expect(slugsOf(await listPublishedPosts(db))).not.toContain('draft-metric');
    expect(slugsOf(await listFeaturedPosts(db, 10))).not.toContain('draft-metric');
    for (const slug of ['metric-basics', 'metric-myths', 'untagged-metric']) {
      expect(slugsOf(await listRelatedPosts(db, id(slug), 10))).not.toContain('draft-metric');
    }
    expect(await incrementPostViews(db, id('draft-metric'))).toBeNull();
  });

  it('read one published post by slug, with its tags', async () => {
    const post = await getPublishedPostBySlug(t().db, 'metric-basics');
    expect(post).toMatchObject({ slug: 'metric-basics', published: true, tags: ['metric', 'si'], publishedAt: 100 });
    expect(await getPublishedPostBySlug(t().db, 'no-such-slug')).toBeNull();
  });

  it('list published posts newest published first, optionally limited', async () => {
    const published = SEED.filter((s) => s.published)
      .sort((a, b) => b.at - a.at)
      .map((s) => s.slug);
    expect(slugsOf(await listPublishedPosts(t().db))).toEqual(published);
    expect(slugsOf(await listPublishedPosts(t().db, { limit: 2 }))).toEqual(published.slice(0, 2));
  });

  it('list featured published posts, newest first, up to the limit', async () => {
    expect(slugsOf(await listFeaturedPosts(t().db))).toEqual(['metric-history', 'si-prefixes']);
    expect(slugsOf(await listFeaturedPosts(t().db, 1))).toEqual(['metric-history']);
  });

  it('count published posts per category', async () => {
    expect(await countPublishedByCategory(t().db)).toEqual([
      { category: 'Cooking', count: 2 },
      { category: 'Metric', count: 5 },
      { category: 'Science', count: 2 },
    ]);
  });

  it.each([
    // Tag overlap (any shared tag), newest published first, never itself, at most 3.
    ['metric-basics', ['metric-units-kids', 'metric-myths', 'si-prefixes']],
    ['si-prefixes', ['metric-units-kids', 'metric-basics']],
    ['kitchen-cups', ['oven-temps']],
    // Overlap crosses categories: si-prefixes is Science.
    ['metric-units-kids', ['metric-myths', 'si-prefixes', 'metric-basics']],
    // No tags: same category instead, tagged or not.
    ['untagged-metric', ['metric-units-kids', 'metric-myths', 'metric-history']],
    // Tags that no other post shares: nothing (docs/product.md#blog falls back to category only for
    // untagged posts).
    ['lonely', []],
  ])('relate %s by shared tags, else by category', async (slug, expected) => {
    expect(slugsOf(await listRelatedPosts(t().db, id(slug)))).toEqual(expected);
  });

  it('relate with a custom limit', async () => {
    expect(slugsOf(await listRelatedPosts(t().db, id('metric-basics'), 1))).toEqual(['metric-units-kids']);
  });

  it('add exactly 50 views for 50 concurrent increments', async () => {
    const db = t().db;
    const postId = id('oven-temps');
    const before = (await getPublishedPostBySlug(db, 'oven-temps'))?.views ?? -1;
    const results = await Promise.all(Array.from({ length: 50 }, () => incrementPostViews(db, postId)));
    expect((await getPublishedPostBySlug(db, 'oven-temps'))?.views).toBe(before + 50);
    // Each increment saw its own total: no two callers were told the same number.
    expect(new Set(results).size).toBe(50);
    expect(Math.max(...results.map(Number))).toBe(before + 50);
  });

  it('count nothing for an unknown post', async () => {
    expect(await incrementPostViews(t().db, 'no-such-id')).toBeNull();
  });
});
