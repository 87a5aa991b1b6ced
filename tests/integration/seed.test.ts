import { beforeEach, describe, expect, it } from 'vitest';
import { createPost, deletePost, listAllPosts, updatePost, type PostInput } from '../../app/services/db/posts-admin.server';
import { listFeaturedPosts, listPublishedPosts, listRelatedPosts } from '../../app/services/db/posts-public.server';
import { getConverterPage } from '../../app/domain/converters/registry';
import type { BlogPost } from '../../app/services/db/post-rows.server';
import { sanitizePostHtml } from '../../app/services/sanitize.server';
import { SAMPLE_ARTICLES } from '../../app/services/seed/articles';
import { SAMPLE_POSTS_SEED_KEY, seedRecorded, seedSampleContent } from '../../app/services/seed/seed.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

const TEAM = 'Unitwise Team';
const NOW = 1_767_225_600_000; // 2026-01-01T00:00:00Z
const DAY_MS = 86_400_000;

/** docs/product.md#post-form. */
const CATEGORIES = [
  'Metric vs Imperial',
  'Cooking Conversions',
  'Science & Engineering',
  'Everyday Conversions',
  'Temperature Guide',
  'Weight & Mass',
  'Length & Distance',
  'Volume & Capacity',
];
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'class', 'target', 'rel']);

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

function wordCount(html: string): number {
  return plainText(html)
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

function tagCounts(posts: readonly { tags: readonly string[] }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

describe('the sample articles', () => {
  it('are six, exactly one featured, in at least five of the eight categories', () => {
    expect(SAMPLE_ARTICLES).toHaveLength(6);
    expect(SAMPLE_ARTICLES.filter((a) => a.featured)).toHaveLength(1);
    for (const article of SAMPLE_ARTICLES) expect(CATEGORIES).toContain(article.category);
    expect(new Set(SAMPLE_ARTICLES.map((a) => a.category)).size).toBeGreaterThanOrEqual(5);
  });

  it('have unique, valid slugs and distinct publication offsets', () => {
    const slugs = SAMPLE_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(200);
    }
    const offsets = SAMPLE_ARTICLES.map((a) => a.publishedDaysAgo);
    expect(new Set(offsets).size).toBe(offsets.length);
    for (const offset of offsets) expect(offset).toBeGreaterThan(0);
  });

  it('keep every field within the post form limits (docs/product.md#post-form, #limits) and the seed brief', () => {
    for (const a of SAMPLE_ARTICLES) {
      expect(a.title.trim()).toBe(a.title);
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.title.length).toBeLessThanOrEqual(200);
      expect(a.excerpt.length).toBeGreaterThan(0);
      expect(a.excerpt.length).toBeLessThanOrEqual(300);
      expect(a.metaTitle.length).toBeGreaterThan(0);
      expect(a.metaTitle.length).toBeLessThanOrEqual(200);
      expect(a.metaDescription.length).toBeGreaterThan(0);
      expect(a.metaDescription.length).toBeLessThanOrEqual(160);
      expect(a.content.length).toBeLessThanOrEqual(50_000);
      expect(a.tags.length).toBeGreaterThanOrEqual(2);
      expect(a.tags.length).toBeLessThanOrEqual(5);
      expect(new Set(a.tags).size).toBe(a.tags.length);
      for (const tag of a.tags) {
        expect(tag.trim()).toBe(tag);
        expect(tag).not.toContain(',');
        expect(tag.length).toBeGreaterThan(0);
        expect(tag.length).toBeLessThanOrEqual(50);
      }
      const words = wordCount(a.content);
      expect(words, a.slug).toBeGreaterThanOrEqual(500);
      expect(words, a.slug).toBeLessThanOrEqual(900);
    }
  });

  it('share tags, so every article has related posts', () => {
    const counts = tagCounts(SAMPLE_ARTICLES);
    for (const article of SAMPLE_ARTICLES) {
      expect(
        article.tags.some((tag) => (counts.get(tag) ?? 0) >= 2),
        article.slug,
      ).toBe(true);
    }
  });

  it('are written within the allow-list: sanitizing changes nothing, no script, no data attributes', () => {
    for (const { slug, content } of SAMPLE_ARTICLES) {
      expect(sanitizePostHtml(content), slug).toBe(content);
      expect(content.toLowerCase()).not.toContain('<script');
      for (const [, name, attributes] of content.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        expect(ALLOWED_TAGS.has((name ?? '').toLowerCase()), `${slug}: <${name}>`).toBe(true);
        for (const [, attribute] of (attributes ?? '').matchAll(/\s([^\s=]+)=/g)) {
          expect(ALLOWED_ATTRIBUTES.has((attribute ?? '').toLowerCase()), `${slug}: ${attribute}`).toBe(true);
        }
      }
    }
  });

  it('link only to converter pages that exist', () => {
    let links = 0;
    for (const { slug, content } of SAMPLE_ARTICLES) {
      for (const [, href] of content.matchAll(/href="([^"]*)"/g)) {
        links += 1;
        expect(href, slug).toMatch(/^\/[a-z0-9-]+$/);
        expect(getConverterPage((href ?? '').slice(1)), `${slug}: ${href}`).toBeDefined();
      }
    }
    expect(links).toBeGreaterThan(0);
  });

  it('mention only the exact factors of the unit tables', () => {
    const all = SAMPLE_ARTICLES.map((a) => a.content).join('\n');
    // The rounded figures (0.453592 for the pound…) must not creep in where the tables use the
    // exact definitions.
    expect(all).not.toMatch(/0\.453592(?!37)/);
    expect(all).not.toMatch(/3\.78541(?!1784)/);
    expect(all).toContain('2.54 cm');
    expect(all).toContain('236.5882365 mL');
    expect(all).toContain('3.785411784');
    expect(all).toContain('0.45359237 kg');
  });
});

describe.each(engines)('seeding the sample content on %s', (engine) => {
  const t = useTestDatabase(engine);

  beforeEach(async () => {
    const { db } = t();
    await db.deleteFrom('blog_posts').execute();
    await db.deleteFrom('app_settings').where('name', '=', SAMPLE_POSTS_SEED_KEY).execute();
  });

  it('publishes the six articles under the team name, back-dated and exactly as written', async () => {
    const { db } = t();
    expect(await seedRecorded(db)).toBe(false);
    expect(await seedSampleContent(db, { now: NOW, authorName: TEAM })).toBe(6);
    expect(await seedRecorded(db)).toBe(true);

    const posts = await listAllPosts(db);
    expect(posts).toHaveLength(6);
    for (const article of SAMPLE_ARTICLES) {
      const post = posts.find((p) => p.slug === article.slug);
      expect(post, article.slug).toBeDefined();
      if (!post) continue;
      const publishedAt = NOW - article.publishedDaysAgo * DAY_MS;
      expect(post).toMatchObject({
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        category: article.category,
        tags: [...article.tags],
        featuredImage: null,
        metaTitle: article.metaTitle,
        metaDescription: article.metaDescription,
        published: true,
        featured: article.featured,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        views: 0,
        authorId: null,
        authorName: TEAM,
      });
      expect(post.content).not.toContain('<script');
    }
  });

  it('gives the public blog six published posts, one featured, five or more categories, related posts by tag', async () => {
    const { db } = t();
    await seedSampleContent(db, { now: NOW, authorName: TEAM });

    const published = await listPublishedPosts(db);
    expect(published.map((p) => p.slug)).toEqual(SAMPLE_ARTICLES.map((a) => a.slug)); // newest first
    expect(published.filter((p) => p.featured)).toHaveLength(1);
    expect((await listFeaturedPosts(db))[0]?.featured).toBe(true);
    expect(new Set(published.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect([...tagCounts(published).values()].some((count) => count >= 2)).toBe(true);
    for (const post of published) {
      expect((await listRelatedPosts(db, post.id)).length, post.slug).toBeGreaterThan(0);
    }
  });

  it('inserts nothing and changes nothing when run again', async () => {
    const { db } = t();
    await seedSampleContent(db, { now: NOW, authorName: TEAM });
    const before = await listAllPosts(db);

    expect(await seedSampleContent(db, { now: NOW + DAY_MS, authorName: 'Someone Else' })).toBe(0);
    expect(await seedSampleContent(db, { authorName: TEAM })).toBe(0);
    expect(await listAllPosts(db)).toEqual(before);
  });

  it('never brings back a sample post an admin deleted, nor undoes an edit', async () => {
    const { db } = t();
    await seedSampleContent(db, { now: NOW, authorName: TEAM });
    const posts = await listAllPosts(db);
    const [deleted, edited] = posts;
    if (!deleted || !edited) throw new Error('expected seeded posts');

    expect(await deletePost(db, deleted.id)).toBe(true);
    const edit: PostInput = {
      title: 'Edited by the admin',
      slug: edited.slug,
      excerpt: null,
      content: '<p>Rewritten.</p>',
      category: edited.category,
      tags: ['edited'],
      published: false,
      featured: false,
    };
    await updatePost(db, edited.id, edit, NOW + DAY_MS);
    const afterEdits = await listAllPosts(db);

    expect(await seedSampleContent(db, { now: NOW + 2 * DAY_MS, authorName: TEAM })).toBe(0);
    const after = await listAllPosts(db);
    expect(after).toEqual(afterEdits);
    expect(after).toHaveLength(5);
    expect(after.some((p) => p.slug === deleted.slug)).toBe(false);
    expect(after.find((p) => p.id === edited.id)).toMatchObject({ title: 'Edited by the admin', published: false, tags: ['edited'] });
  });

  it('skips a slug an admin already used, without overwriting that post', async () => {
    const { db } = t();
    const [first] = SAMPLE_ARTICLES;
    if (!first) throw new Error('expected sample articles');
    const own = await createPost(
      db,
      { title: 'Mine', slug: first.slug, content: '<p>Mine.</p>', category: 'Metric vs Imperial', published: false, featured: false },
      { now: NOW - DAY_MS },
    );

    expect(await seedSampleContent(db, { now: NOW, authorName: TEAM })).toBe(5);
    const posts = await listAllPosts(db);
    expect(posts).toHaveLength(6);
    expect(posts.find((p) => p.slug === first.slug)).toEqual(own);
  });

  it('finishes a seed that was interrupted before it recorded itself', async () => {
    const { db } = t();
    await seedSampleContent(db, { now: NOW, authorName: TEAM });
    // As if the process died after some posts: drop the marker and the last two posts.
    const posts = await listAllPosts(db);
    const survivors: BlogPost[] = posts.slice(0, 4);
    for (const post of posts.slice(4)) await deletePost(db, post.id);
    await db.deleteFrom('app_settings').where('name', '=', SAMPLE_POSTS_SEED_KEY).execute();

    expect(await seedSampleContent(db, { now: NOW, authorName: TEAM })).toBe(2);
    const after = await listAllPosts(db);
    expect(after.map((p) => p.slug).sort()).toEqual(SAMPLE_ARTICLES.map((a) => a.slug).sort());
    for (const survivor of survivors) expect(after.find((p) => p.id === survivor.id)).toEqual(survivor);
    expect(await seedRecorded(db)).toBe(true);
  });

  it('inserts each article once when two servers seed at the same time', async () => {
    const { db } = t();
    const results = await Promise.all([seedSampleContent(db, { now: NOW, authorName: TEAM }), seedSampleContent(db, { now: NOW, authorName: TEAM })]);
    expect(results[0] + results[1]).toBe(6);
    expect(await listAllPosts(db)).toHaveLength(6);
    expect(await seedRecorded(db)).toBe(true);
  });
});
