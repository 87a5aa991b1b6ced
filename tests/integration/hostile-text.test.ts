import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as rssRoute from '../../app/routes/rss-xml';
import { createAdmin } from '../../app/services/admin-accounts.server';
import { loadArticle } from '../../app/services/blog/public.server';
import { parseConfig } from '../../app/services/config.server';
import { createPost } from '../../app/services/db/posts-admin.server';
import { createMailer } from '../../app/services/mail/mailer.server';
import { createServices, type Services } from '../../app/services/services.server';
import { createApp } from '../../http/app';
import { testEngines, useTestDatabase } from './db-helpers';

/**
 * Text that one engine stores and the other refuses (PostgreSQL has no U+0000 in text), and text
 * that XML cannot carry, through every input that reaches the database or the feed: both engines
 * must answer alike, with the field named, and the feed must stay well-formed whatever a row holds.
 */

const engines = await testEngines();
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Correct-Horse-9-battery';

/** Throws on anything a conforming XML 1.0 parser must reject. */
function parseXml(xml: string): { titles: string[] } {
  const parser = new SaxesParser();
  const titles: string[] = [];
  let inTitle = false;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => (inTitle = tag.name === 'title'));
  parser.on('closetag', () => (inTitle = false));
  parser.on('text', (text) => inTitle && titles.push(text));
  parser.write(xml).close();
  return { titles };
}

const validPost = {
  title: 'Fine title',
  slug: 'fine',
  excerpt: 'An excerpt',
  content: '<p>Body</p>',
  category: 'Everyday Conversions',
  tags: 'one, two',
  meta_title: '',
  meta_description: '',
  featured_image: '',
  published: true,
  featured: false,
};

describe.each(engines)('hostile text on %s', (engine) => {
  const t = useTestDatabase(engine);
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let cookie = '';
  let clients = 0;

  beforeAll(async () => {
    const config = parseConfig({ DATA_DIR: t().dataDir, DATABASE_URL: t().databaseUrl, PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: 'true' });
    services = await createServices(config, t(), {
      mailer: createMailer({ outboxDir: `${t().dataDir}/outbox`, mailFrom: 'Unitwise <a@unitwise.example>', logger: { info: () => undefined } }),
    });
    app = createApp({ services });
    await createAdmin(services, { email: 'hostile-admin@example.com', password: PASSWORD });
    const res = await post('/api/auth/sign-in/email', { email: 'hostile-admin@example.com', password: PASSWORD });
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  // Sign-ups queue their mail after answering: let that finish before the database goes.
  afterAll(() => services.mail.stop());

  function post(path: string, body: unknown) {
    return app.request(ORIGIN + path, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++clients}`, cookie },
      body: JSON.stringify(body),
    });
  }

  it.each([
    ['title', 'Title', { title: 'Nul\u0000 here' }],
    ['content', 'Content', { content: '<p>Nul\u0000 here</p>' }],
    ['tags', 'Tags', { tags: 'fine, nul\u0000tag' }],
    ['excerpt', 'Excerpt', { excerpt: 'Nul\u0000' }],
    ['meta_title', 'Meta title', { meta_title: 'Nul\u0000' }],
    ['meta_description', 'Meta description', { meta_description: 'Nul\u0000' }],
    ['featured_image', 'Featured image', { featured_image: 'https://example.com/a\u0000.png' }],
  ])('refuses a NUL byte in %s with 400 and the field named', async (field, label, change) => {
    const res = await post('/api/admin/posts', { ...validPost, slug: `nul-${field.replace('_', '-')}`, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: `${label} contains a character that is not allowed`, field });
  });

  it.each([
    ['a control character', 'Bell\u0007 rings'],
    ['a vertical tab', 'Vertical\u000Btab'],
    ['a form feed', 'Form\u000Cfeed'],
    ['U+FFFE', 'Not\uFFFE here'],
    ['U+FFFF', 'Not\uFFFF here'],
    ['a lone high surrogate', 'Half\uD83D here'],
    ['a lone low surrogate', 'Half\uDE00 here'],
  ])('refuses %s in a title, which XML cannot carry', async (_name, title) => {
    const res = await post('/api/admin/posts', { ...validPost, slug: `xml-${clients}`, title });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'title' });
  });

  it('keeps tabs, line breaks and characters beyond the BMP', async () => {
    const res = await post('/api/admin/posts', { ...validPost, slug: 'kept', title: 'Tab\there 😀', content: '<p>a</p>\r\n<p>b</p>' });
    expect(res.status).toBe(201);
  });

  it('refuses a NUL byte in a display name at sign-up with 400', async () => {
    const res = await post('/api/auth/sign-up/email', { name: 'Nul\u0000', email: 'nul-name@example.com', password: PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Display name contains a character that is not allowed' });
  });

  it('refuses a NUL byte in any other account field with 400', async () => {
    const res = await post('/api/auth/sign-up/email', { name: '', email: 'nul-image@example.com', password: PASSWORD, image: 'x\u0000' });
    expect(res.status).toBe(400);
    const signIn = await post('/api/auth/sign-in/email', { email: 'nul\u0000@example.com', password: PASSWORD });
    expect(signIn.status).toBe(400);
  });

  it.each([
    ['PUT', 'a\u0000b'],
    ['DELETE', 'a\u0000b'],
    ['PUT', 'x'.repeat(3000)],
  ])('answers %s of a post id no post can have with 404', async (method, id) => {
    const res = await app.request(`${ORIGIN}/api/admin/posts/${encodeURIComponent(id)}`, {
      method,
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
      body: method === 'PUT' ? JSON.stringify({ ...validPost, slug: 'no-such-post' }) : undefined,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Post not found' });
  });

  it('refuses an e-mail address too long to be one with 400', async () => {
    const email = `${'a'.repeat(60)}@${Array.from({ length: 60 }, () => 'b'.repeat(60)).join('.')}.com`;
    const res = await post('/api/auth/sign-up/email', { name: '', email, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Email must be less than 255 characters' });
  });

  it('treats a reset token holding a NUL byte as any invalid token', async () => {
    const link = await app.request(`${ORIGIN}/api/auth/reset-password/a%00b?callbackURL=%2Fauth`);
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe(`${ORIGIN}/auth?error=INVALID_TOKEN`);
    const res = await post('/api/auth/reset-password', { token: 'a\u0000b', newPassword: PASSWORD });
    expect(res.status).toBe(400);
  });

  it('finds no article for a slug holding a NUL byte (no query reaches the database)', async () => {
    const article = await loadArticle(t().db, 'a\u0000b', { teamName: 'Team', views: services.views, reader: null });
    expect(article).toBeNull();
  });

  it('keeps /rss.xml well-formed whatever a stored row holds', async () => {
    // A row written before the schema refused these characters, or changed outside the app.
    await createPost(t().db, {
      title: 'Old \u0001row\u000B with \uFFFF controls & <markup>',
      slug: 'old-row',
      excerpt: 'Excerpt \u001F here',
      content: '<p>Body</p>',
      category: 'Everyday Conversions',
      tags: ['tag\u0008'],
      published: true,
      featured: false,
      authorName: 'Ann\u0002',
    });
    const res = await rssRoute.loader({ context: { services }, request: new Request('http://localhost/rss.xml') } as unknown as Parameters<
      typeof rssRoute.loader
    >[0]);
    const xml = await res.text();
    const { titles } = parseXml(xml);
    expect(titles).toContain('Old row with  controls & <markup>');
  });
});
