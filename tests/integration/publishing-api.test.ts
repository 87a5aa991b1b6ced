import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { getPostById } from '../../app/services/db/posts-admin.server';
import { GOOD_PASSWORD, newClient, ORIGIN, uniqueEmail, useAccounts, type App } from './auth-helpers';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * The editor's side of the admin API (docs/decisions/060-publishing.md): the preview renders
 * Markdown as the article will and lists what the sanitizer removes, a save from an older version
 * is refused with both versions, and the list searches, filters and sorts.
 */

const engines = await testEngines();

interface SavedPost {
  id: string;
  slug: string;
  title: string;
  content: string;
  contentSource: string;
  contentFormat: string;
  version: number;
  views: number;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Powers of ten',
  slug: `powers-${Math.random().toString(36).slice(2, 8)}`,
  content: 'A nanometer is 10<sup>-9</sup> m.',
  content_format: 'markdown',
  category: 'Science & Engineering',
  tags: '',
  published: false,
  featured: false,
  ...overrides,
});

describe.each(engines)('the editor API on %s', (engine) => {
  const t = useTestDatabase(engine);
  const accounts = useAccounts(t);
  let app: App;
  let cookie: string;

  beforeAll(async () => {
    app = accounts.app();
    const email = uniqueEmail('editor');
    await createAdmin(accounts.services(), { email, password: GOOD_PASSWORD });
    cookie = await accounts.signIn(email);
  }, 30_000);

  const send = async (method: 'POST' | 'PUT', path: string, body: unknown, who = cookie) => {
    const res = await app.request(ORIGIN + path, {
      method,
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.60', ...(who ? { cookie: who } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const preview = (content: string, format = 'markdown') => send('POST', '/api/admin/posts/preview', { content, content_format: format });

  it.each([
    [
      'markdown',
      '## Area\n\n1 ft² is **0.09290304 m²**, H<sub>2</sub>O.',
      '<h2 id="user-content-area"><a href="#user-content-area" class="heading-anchor">Area</a></h2>\n<p>1 ft² is <strong>0.09290304 m²</strong>, H<sub>2</sub>O.</p>\n',
    ],
    ['markdown', 'x^2^ and H~2~O, ~~struck~~', '<p>x<sup>2</sup> and H<sub>2</sub>O, <del>struck</del></p>\n'],
    ['markdown', '- one\n- two\n\n> quoted', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n'],
    ['markdown', '[NIST](https://www.nist.gov) and `code`', '<p><a href="https://www.nist.gov">NIST</a> and <code>code</code></p>\n'],
    ['html', '<p>10<sup>-9</sup></p>', '<p>10<sup>-9</sup></p>'],
  ])('previews %s %j as the article body', async (format, content, html) => {
    const res = await preview(content, format);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html, removed: [] });
  });

  it('lists what the sanitizer removes, tags and the attributes of tags it keeps, with counts and places', async () => {
    const res = await preview(
      'Hi <script>alert(1)</script> <a href="javascript:alert(2)">bad</a> <a href="/ok" onclick="x()" target="_top">ok</a>\n\n<p style="color:red" onmouseover="y()">z</p>',
    );
    expect(res.status).toBe(200);
    // Each problem once, where it is: the bad link is one problem (not also its href).
    const link = '<a href="/ok" onclick="x()" target="_top">';
    const paragraph = '<p style="color:red" onmouseover="y()">';
    expect(res.body.removed).toEqual([
      { tag: 'script', count: 1, places: [{ line: 1, element: '<script>' }] },
      { tag: 'a', count: 1, places: [{ line: 1, element: '<a href="javascript:alert(2)">' }] },
      { tag: 'a', attribute: 'onclick', count: 1, places: [{ line: 1, element: link }] },
      { tag: 'a', attribute: 'target', count: 1, places: [{ line: 1, element: link }] },
      { tag: 'p', attribute: 'style', count: 1, places: [{ line: 3, element: paragraph }] },
      { tag: 'p', attribute: 'onmouseover', count: 1, places: [{ line: 3, element: paragraph }] },
    ]);
    expect(res.body.html).toBe('<p>Hi  bad <a href="/ok">ok</a></p>\n<p>z</p>');
  });

  it('previews for admins only, and refuses a body that is not text or a format it does not know', async () => {
    expect((await send('POST', '/api/admin/posts/preview', { content: 'x', content_format: 'markdown' }, '')).status).toBe(401);
    expect((await preview('x', 'textile')).status).toBe(400);
    expect((await send('POST', '/api/admin/posts/preview', { content: 5, content_format: 'html' })).body).toMatchObject({ field: 'content' });
  });

  it('stores Markdown as typed beside its sanitized HTML, and answers what was removed', async () => {
    const res = await send('POST', '/api/admin/posts', form({ content: '**Bold** <img src="x" onerror="alert(1)">' }));
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({
      content: '<p><strong>Bold</strong> </p>\n',
      contentSource: '**Bold** <img src="x" onerror="alert(1)">',
      contentFormat: 'markdown',
      version: 1,
    });
    expect(res.body.removed).toEqual([{ tag: 'img', count: 1, places: [{ line: 1, element: '<img src="x" onerror="alert(1)">' }] }]);
  });

  it('refuses a save made from an older version with 409 and both versions, and overwrites nothing', async () => {
    const created = (await send('POST', '/api/admin/posts', form({ title: 'Original' }))).body.post as SavedPost;
    const tabA = await send('PUT', `/api/admin/posts/${created.id}`, form({ slug: created.slug, title: 'From tab A', version: 1 }));
    expect(tabA.status).toBe(200);
    expect(tabA.body.post).toMatchObject({ title: 'From tab A', version: 2 });

    const tabB = await send('PUT', `/api/admin/posts/${created.id}`, form({ slug: created.slug, title: 'From tab B', version: 1 }));
    expect(tabB.status).toBe(409);
    expect(tabB.body).toMatchObject({
      code: 'conflict',
      error: expect.stringContaining('changed elsewhere'),
      current: { title: 'From tab A', version: 2 },
      yours: { title: 'From tab B', version: 1 },
    });
    expect(await getPostById(t().db, created.id)).toMatchObject({ title: 'From tab A', version: 2 });

    // Choosing to keep one's own: saved over the version now seen.
    const kept = await send('PUT', `/api/admin/posts/${created.id}`, form({ slug: created.slug, title: 'From tab B', version: 2 }));
    expect(kept.body.post).toMatchObject({ title: 'From tab B', version: 3 });
    expect((await send('PUT', `/api/admin/posts/${created.id}`, form({ slug: created.slug }))).body).toMatchObject({ field: 'version' });
  });

  describe('the list', () => {
    const titles = async (query: string) => {
      const res = await newClient(app).get(`/api/admin/posts?limit=100&${query}`, cookie);
      const body = (await res.json()) as { posts?: SavedPost[]; total?: number; field?: string };
      return { status: res.status, titles: body.posts?.map((p) => p.title), total: body.total, field: body.field };
    };

    beforeAll(async () => {
      await t().db.deleteFrom('blog_posts').execute();
      const day = 86_400_000;
      const rows: [string, string, boolean, number | null, number][] = [
        ['Feet and meters', 'Length & Distance', true, Date.now() - 3 * day, 40],
        ['Cups to grams', 'Cooking Conversions', true, Date.now() - 2 * day, 900],
        ['50% off_sale', 'Cooking Conversions', false, null, 0],
        ['Next week', 'Length & Distance', true, Date.now() + 7 * day, 0],
      ];
      for (const [title, category, published, at, views] of rows) {
        const res = await send('POST', '/api/admin/posts', form({ title, category, published, published_at: at ? new Date(at).toISOString() : '' }));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        await t()
          .db.updateTable('blog_posts')
          .set({ views })
          .where('id', '=', (res.body.post as SavedPost).id)
          .execute();
      }
    });

    it.each([
      ['', ['Next week', '50% off_sale', 'Cups to grams', 'Feet and meters']],
      ['q=FEET', ['Feet and meters']],
      ['q=50%25', ['50% off_sale']],
      // '_' and '%' are letters here, no wildcards: "Feet and" has "t a", not "t_a".
      ['q=t_a', []],
      ['status=draft', ['50% off_sale']],
      ['status=scheduled', ['Next week']],
      ['status=published', ['Cups to grams', 'Feet and meters']],
      ['category=Cooking%20Conversions', ['50% off_sale', 'Cups to grams']],
      ['category=Length%20%26%20Distance&status=published', ['Feet and meters']],
      ['sort=views', ['Cups to grams', 'Feet and meters', 'Next week', '50% off_sale']],
      ['sort=published', ['Next week', 'Cups to grams', 'Feet and meters', '50% off_sale']],
    ])('answers ?%s with the matching posts in order', async (query, expected) => {
      const res = await titles(query);
      expect(res.status).toBe(200);
      expect(res.titles).toEqual(expected);
      expect(res.total).toBe(expected.length);
    });

    it.each(['status=gone', 'sort=title', 'category=Other'])('refuses ?%s with 400 naming the field', async (query) => {
      const res = await titles(query);
      expect(res.status).toBe(400);
      expect(res.field).toBe(query.split('=')[0]);
    });
  });
});
