// A post published without an excerpt is still described: its page's description and its RSS item
// come from the body's first paragraph (issue 23), on every engine.
import { beforeAll, describe, expect, it } from 'vitest';
import * as rssRoute from '../../app/routes/rss-xml';
import { languageByCode } from '../../app/i18n/languages';
import { translatorOf } from '../../app/i18n/translator.server';
import { loadArticle } from '../../app/services/blog/public.server';
import { parseConfig } from '../../app/services/config.server';
import { createPost } from '../../app/services/db/posts-admin.server';
import { createServices, type Services } from '../../app/services/services.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

const body = '<h2>Why it matters</h2><p>A nanometer is 10<sup>-9</sup> m: <strong>a billionth</strong> of a meter.</p><p>More.</p>';

describe.each(engines)('post summaries on %s', (engine) => {
  const t = useTestDatabase(engine);
  let services: Services;

  beforeAll(async () => {
    services = await createServices(parseConfig({ DATA_DIR: t().dataDir, DATABASE_URL: t().databaseUrl }), t());
    const post = { category: 'Everyday Conversions', tags: [], published: true, featured: false, authorName: 'Ann' };
    await createPost(t().db, { ...post, title: 'Nanometers', slug: 'nanometers', excerpt: null, content: body });
    await createPost(t().db, { ...post, title: 'Feet', slug: 'feet', excerpt: 'All about feet.', content: '<p>Body.</p>' });
    await createPost(t().db, { ...post, title: 'Pies', slug: 'pies', excerpt: 'Todo sobre los pies.', content: '<p>Texto.</p>', language: 'es' });
  });

  it('describes an article without an excerpt by its first paragraph, with its powers', async () => {
    const article = await loadArticle(t().db, 'nanometers', { teamName: 'Team', views: services.views, reader: null });
    expect(article?.post.summary).toBe('A nanometer is 10⁻⁹ m: a billionth of a meter.');
    const withExcerpt = await loadArticle(t().db, 'feet', { teamName: 'Team', views: services.views, reader: null });
    expect(withExcerpt?.post.summary).toBe('All about feet.');
  });

  it('gives every RSS item a description', async () => {
    const res = await rssRoute.loader({ context: { services }, request: new Request('http://localhost/rss.xml') } as unknown as Parameters<
      typeof rssRoute.loader
    >[0]);
    const xml = await res.text();
    expect(xml).toContain('<description>A nanometer is 10⁻⁹ m: a billionth of a meter.</description>');
    expect(xml).toContain('<description>All about feet.</description>');
  });

  it('gives each language’s blog its own feed, in its words, of its own posts', async () => {
    const feed = async (path: string) =>
      (
        await rssRoute.loader({ context: { services }, request: new Request(`http://localhost${path}`) } as unknown as Parameters<
          typeof rssRoute.loader
        >[0])
      ).text();
    const english = await feed('/rss.xml');
    const spanish = await feed('/es/rss.xml');
    expect(english).not.toContain('Pies');
    expect(spanish).toContain('<link>http://localhost:3000/es/blog/pies</link>');
    expect(spanish).toContain('<language>es-es</language>');
    expect(spanish).toContain(`<title>${translatorOf(languageByCode('es')!)('blog.rssTitle', { siteName: services.config.siteName })}</title>`);
    expect(spanish).not.toContain('Feet');
  });
});
