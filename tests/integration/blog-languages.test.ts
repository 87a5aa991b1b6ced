import { beforeEach, describe, expect, it } from 'vitest';
import { PostFormSchema } from '../../app/domain/schemas/post';
import { loadArticle, loadBlogList, loadTagArchive, searchPublishedPosts } from '../../app/services/blog/public.server';
import { createPost, getPostById, updatePost, type PostInput } from '../../app/services/db/posts-admin.server';
import { countPublishedByCategory, listPublishedPosts } from '../../app/services/db/posts-public.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

const post = (slug: string, language: string | undefined, extra: Partial<PostInput> = {}): PostInput => ({
  title: `Post ${slug}`,
  slug,
  content: '<p>x</p>',
  category: 'Temperature Guide',
  tags: ['metric system'],
  published: true,
  featured: false,
  ...(language === undefined ? {} : { language }),
  ...extra,
});

const views = { add: () => {}, pending: () => 0 } as unknown as Parameters<typeof loadArticle>[2]['views'];
const slugs = (posts: readonly { slug: string }[]) => posts.map((p) => p.slug).sort();

/** Blog posts keep their own language: each language's blog lists, counts and relates its own posts. */
describe.each(engines)('posts in languages on %s', (engine) => {
  const t = useTestDatabase(engine);
  const now = Date.now();

  beforeEach(async () => {
    await t().db.deleteFrom('blog_posts').execute();
    await createPost(t().db, post('english', undefined), { now: now - 2000, publishedAt: now - 2000 });
    await createPost(t().db, post('espanol', 'es'), { now: now - 1000, publishedAt: now - 1000 });
    await createPost(t().db, post('espanol-borrador', 'es', { published: false }), { now });
  });

  it('makes a post English when no language is given, and keeps the one given', async () => {
    const all = await listPublishedPosts(t().db);
    expect(Object.fromEntries(all.map((p) => [p.slug, p.language]))).toEqual({ english: 'en', espanol: 'es' });
  });

  it.each([
    ['en', ['english']],
    ['es', ['espanol']],
    ['de', []],
  ])('lists in the %s blog only its published posts', async (language, expected) => {
    const list = await loadBlogList(t().db, { q: '', category: null, offset: 0, limit: 12, language });
    expect(slugs(list.posts)).toEqual(expected);
    expect(list.total).toBe(expected.length);
    expect(slugs((await searchPublishedPosts(t().db, { q: 'post', category: null, offset: 0, limit: 12, language })).posts)).toEqual(expected);
    expect((await countPublishedByCategory(t().db, { language })).reduce((sum, c) => sum + c.count, 0)).toBe(expected.length);
  });

  it('gives each language its own tag archives', async () => {
    expect(slugs((await loadTagArchive(t().db, 'metric system', 12, { language: 'es' }))!.posts)).toEqual(['espanol']);
    expect(await loadTagArchive(t().db, 'metric system', 12, { language: 'de' })).toBeNull();
  });

  it('relates a post only to posts of its language, and says its language', async () => {
    const article = await loadArticle(t().db, 'espanol', { teamName: 'Team', views, reader: null });
    expect(article?.post.language).toBe('es');
    expect(article?.related).toEqual([]);
  });

  it('changes a post’s language by a save that names it, and keeps it by one that does not', async () => {
    const [stored] = await listPublishedPosts(t().db, { language: 'en' });
    const saved = await updatePost(t().db, stored!.id, post('english', 'de'));
    expect(saved?.language).toBe('de');
    const again = await updatePost(t().db, stored!.id, post('english', undefined));
    expect(again?.language).toBe('de');
    expect((await getPostById(t().db, stored!.id))?.language).toBe('de');
  });
});

describe('the post form’s language', () => {
  const form = { title: 'T', slug: 't', content: 'x', category: 'Temperature Guide' };

  it.each([['en'], ['es'], ['de']])('accepts %s, a language of the site', (language) => {
    expect(PostFormSchema.parse({ ...form, language }).language).toBe(language);
  });

  it('leaves the language to the post when the form sends none', () => {
    expect(PostFormSchema.parse(form).language).toBeUndefined();
  });

  it('refuses a language the site does not have', () => {
    const result = PostFormSchema.safeParse({ ...form, language: 'xx' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Language must be one of the site’s languages');
  });
});
