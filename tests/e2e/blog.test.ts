import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCli, emailFor, GOOD_PASSWORD, signInAsAdmin } from './accounts';
import { axeViolations } from './axe';
import { useBrowser } from './browser';

/**
 * The blog as its admin and its readers meet it, against the real server: post management on
 * /blog-admin, drafts kept private, publishing into the blog, RSS and sitemap.xml, stable dates,
 * the featured row, deletion, every validation message, and reading, searching and sharing.
 */

const admin = emailFor('blog-admin');
/** A desktop browser's User-Agent: article views count only such readers, never bots. */
const BROWSER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const run = Date.now().toString(36);

beforeAll(async () => {
  await adminCli(['create', admin, '--name', 'Blog Tester'], { ADMIN_PASSWORD: GOOD_PASSWORD });
});

async function fillPost(page: Page, fields: { title: string; category: string; content: string; excerpt?: string; tags?: string }) {
  await page.getByLabel('Title', { exact: true }).fill(fields.title);
  await page.getByLabel('Category').selectOption(fields.category);
  await page.getByLabel('Content', { exact: true }).fill(fields.content);
  if (fields.excerpt !== undefined) await page.getByLabel('Excerpt').fill(fields.excerpt);
  if (fields.tags !== undefined) await page.getByLabel('Tags').fill(fields.tags);
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/**
 * An article's view count as a full render shows it now. A query string keeps the request away
 * from the page cache, whose copy may be a few seconds old. The load itself counts no view: Node's
 * fetch names no browser (User-Agent "node"), and bots are never counted.
 */
async function freshViews(baseURL: string, slug: string): Promise<number> {
  const html = await (await fetch(`${baseURL}/blog/${slug}?fresh`)).text();
  return Number(/([\d,]+) views?</.exec(html)?.[1]?.replace(/,/g, ''));
}

async function status(baseURL: string, path: string): Promise<number> {
  return (await fetch(baseURL + path)).status;
}

describe('blog administration', () => {
  const b = useBrowser();

  it('takes a post from draft to published, featured, edited and deleted', async () => {
    const { page, baseURL } = b;
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAsAdmin(page, admin);
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();

    const title = `Converting Furlongs ${run}`;
    const slug = `converting-furlongs-${run}`;
    await fillPost(page, {
      title,
      category: 'Length & Distance',
      excerpt: 'A furlong is 220 yards.',
      content: '<p>A furlong is <strong>220 yards</strong>, or 201.168 m.</p><script>alert(1)</script>',
      tags: 'furlong, length',
    });
    // In create mode the slug follows the title.
    expect(await page.getByLabel('Slug').inputValue()).toBe(slug);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Post created successfully.');
    // The post's row in the list, in main: a toast that names the post is a list item too, and
    // stays for seconds after the row has gone.
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await row.getByText('Draft').waitFor();
    // The saved post stays open in the form.
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);

    // A draft is not public.
    b.allowConsoleErrors();
    expect(await status(baseURL, `/blog/${slug}`)).toBe(404);
    expect(await (await fetch(`${baseURL}/rss.xml`)).text()).not.toContain(slug);

    // Publish it.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Post updated successfully.');
    await row.getByText('Published', { exact: true }).waitFor();
    expect(await status(baseURL, `/blog/${slug}`)).toBe(200);
    expect(await (await fetch(`${baseURL}/rss.xml`)).text()).toContain(`/blog/${slug}`);
    expect(await (await fetch(`${baseURL}/sitemaps/pages.xml`)).text()).toContain(`/blog/${slug}`);
    const html = await (await fetch(`${baseURL}/blog/${slug}`)).text();
    expect(html).toContain('<strong>220 yards</strong>');
    expect(html).not.toContain('alert(1)');
    const publishedAt = /"datePublished":"([^"]+)"/.exec(html)?.[1];
    expect(publishedAt).toBeDefined();

    // Editing a published post keeps its publication date; the slug no longer follows the title.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByLabel('Title', { exact: true }).fill(`${title} (revised)`);
    expect(await page.getByLabel('Slug').inputValue()).toBe(slug);
    await page.getByRole('switch', { name: 'Featured' }).check();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Post updated successfully.');
    // The first update's toast may still be showing: the list's new title is this one's.
    await page.getByRole('button', { name: `Edit ${title} (revised)` }).waitFor();
    const revised = await (await fetch(`${baseURL}/blog/${slug}`)).text();
    expect(/"datePublished":"([^"]+)"/.exec(revised)?.[1]).toBe(publishedAt);
    expect(revised).toContain(`${title} (revised)`);

    // Featured: it leads the featured row of the blog.
    const blog = await (await fetch(`${baseURL}/blog`)).text();
    const featuredRow = blog.slice(blog.indexOf('Featured Articles'), blog.indexOf('All Posts'));
    expect(featuredRow).toContain(`${title} (revised)`);

    // Delete it.
    const revisedRow = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `${title} (revised)` });
    await revisedRow.getByRole('button', { name: `Delete ${title} (revised)` }).click();
    await page
      .getByRole('dialog', { name: `Move “${title} (revised)” to the trash?` })
      .getByRole('button', { name: 'Move to trash' })
      .click();
    await toast(page, 'Post moved to the trash.');
    await revisedRow.waitFor({ state: 'detached' });
    expect(await status(baseURL, `/blog/${slug}`)).toBe(404);
  });

  it('escapes post fields in every head tag and in the structured data', async () => {
    const { page, baseURL } = b;
    await signInAsAdmin(page, admin);
    const evil = `</script><script>alert("t")</script>"><img src=x onerror=alert(1)>`;
    const slug = `escaping-${run}`;
    const res = await page.request.post('/api/admin/posts', {
      headers: { origin: baseURL },
      data: {
        title: `Title ${evil}`,
        slug,
        excerpt: `Excerpt ${evil}`,
        content: '<p>Body</p>',
        category: 'Everyday Conversions',
        tags: `tag ${evil.slice(0, 40)}`,
        meta_title: `Meta ${evil}`,
        meta_description: `Description ${evil}`,
        featured_image: '',
        published: true,
        featured: false,
      },
    });
    expect(res.status()).toBe(201);
    const html = await (await fetch(`${baseURL}/blog/${slug}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<img src=x');
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(jsonLd).headline).toBe(`Title ${evil}`);
  });

  it('lets a keyboard reach and scroll an article’s wide code block and table, with no axe violation', async () => {
    const { page, baseURL } = b;
    await signInAsAdmin(page, admin);
    const slug = `wide-code-${run}`;
    const code = `const feetPerNauticalMile = 1852 / 0.3048; // ${'6076.115485564304 '.repeat(8)}`;
    const cells = Array.from({ length: 12 }, (_, i) => `<td>${(i + 1) * 1852} m = ${((i + 1) * 1852) / 0.3048} ft</td>`).join('');
    const res = await page.request.post('/api/admin/posts', {
      headers: { origin: baseURL },
      data: {
        title: `Wide code ${run}`,
        slug,
        excerpt: '',
        content: `<p>Before.</p><pre><code>${code}</code></pre><table><tbody><tr>${cells}</tr></tbody></table>`,
        category: 'Everyday Conversions',
        tags: '',
        featured_image: '',
        published: true,
        featured: false,
      },
    });
    expect(res.status()).toBe(201);
    await page.setViewportSize({ width: 390, height: 844 });
    await b.goto(`/blog/${slug}`);
    expect(await axeViolations(page)).toEqual([]);
    for (const [selector, name] of [
      ['.prose pre', 'code block'],
      ['.prose table', 'table'],
    ] as const) {
      const region = page.locator(selector);
      await region.focus();
      expect(await region.evaluate((el) => el === document.activeElement && el.scrollWidth > el.clientWidth), name).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft), { message: name }).toBeGreaterThan(0);
    }
    // Tab reaches the code block from the element before it in the article, and the table after it.
    await page.locator('.prose pre').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TABLE');
  });

  it('counts 50 concurrent loads of an article by one reader as one view, and a bot’s as none', async () => {
    const slug = 'pounds-kilograms-mass-vs-weight';
    const before = await freshViews(b.baseURL, slug);
    const load = (userAgent: string, path = `/blog/${slug}`) =>
      fetch(`${b.baseURL}${path}`, { headers: { 'user-agent': userAgent } }).then((r) => r.text());
    // The e2e run's only reader with a browser's User-Agent; all of it comes from 127.0.0.1.
    await Promise.all(Array.from({ length: 50 }, () => load(BROWSER_AGENT)));
    expect(await freshViews(b.baseURL, slug)).toBe(before + 1);
    // Past the page cache too (a render of its own), and from a search engine's crawler.
    await load(BROWSER_AGENT, `/blog/${slug}?again`);
    await load('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(await freshViews(b.baseURL, slug)).toBe(before + 1);
  });

  it('shows every validation message of the post form', async () => {
    const { page } = b;
    await signInAsAdmin(page, admin);
    const valid = { title: `Valid ${run}`, category: 'Everyday Conversions', content: '<p>Body</p>' };
    const cases: [string, (p: Page) => Promise<void>, string][] = [
      ['title', (p) => p.getByLabel('Title', { exact: true }).fill(''), 'Title is required'],
      ['long title', (p) => p.getByLabel('Title', { exact: true }).fill('x'.repeat(201)), 'Title must be less than 200 characters'],
      ['symbol title', (p) => p.getByLabel('Title', { exact: true }).fill('???'), 'Slug is required'],
      ['slug', (p) => p.getByLabel('Slug').fill('Bad Slug!'), 'Slug must contain only lowercase letters, numbers, and hyphens'],
      ['excerpt', (p) => p.getByLabel('Excerpt').fill('x'.repeat(501)), 'Excerpt must be less than 500 characters'],
      ['content', (p) => p.getByLabel('Content', { exact: true }).fill('   '), 'Content is required'],
      ['long content', (p) => p.getByLabel('Content', { exact: true }).fill('x'.repeat(50_001)), 'Content must be less than 50,000 characters'],
      ['category', async (p) => void (await p.getByLabel('Category').selectOption('')), 'Category is required'],
      ['tags', (p) => p.getByLabel('Tags').fill('a,b,c,d,e,f,g,h,i,j,k'), 'Maximum 10 tags allowed'],
      ['image', (p) => p.getByLabel('Featured image URL').fill('not a url'), 'Featured image must be a valid URL'],
      ['meta title', (p) => p.getByLabel('Meta title').fill('x'.repeat(201)), 'Meta title must be less than 200 characters'],
      ['meta description', (p) => p.getByLabel('Meta description').fill('x'.repeat(501)), 'Meta description must be less than 500 characters'],
    ];
    for (const [, breakField, message] of cases) {
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await fillPost(page, valid);
      await breakField(page);
      await page.getByRole('button', { name: 'Create Post' }).click();
      await page.getByText('Validation Error').first().waitFor();
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    expect(await page.getByText(`Valid ${run}`).count()).toBe(0);
  });
});

describe('reading the blog', () => {
  const b = useBrowser();

  it('lists, searches and filters the seeded articles', async () => {
    const { page, baseURL } = b;
    await b.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Unit Conversion Blog' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    const all = await categories.getByRole('link', { name: /All Posts/ }).textContent();
    expect(Number(all?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(6);

    await page.getByLabel('Search articles').fill('kelvin');
    await page.waitForURL(/\?q=kelvin/);
    // The address changes first; the list follows once the filtered posts have arrived.
    const shown = async () => Number((await page.getByText(/^\d+ articles?$/).textContent())?.replace(/\D/g, ''));
    await expect.poll(shown).toBeLessThan(Number(all?.replace(/\D/g, '')));
    expect(await shown()).toBeGreaterThan(0);
    await page
      .getByRole('link', { name: /Celsius, Fahrenheit and Kelvin/ })
      .first()
      .waitFor();

    await page.getByLabel('Search articles').fill('zzqqxxnothing');
    await page.getByText('No articles found. Try adjusting your search or category filter.').waitFor();

    await b.goto('/blog');
    const temperature = categories.getByRole('link', { name: /Temperature Guide/ });
    await temperature.click();
    await page.waitForURL(`${baseURL}/blog?category=Temperature+Guide`);
    await page.getByRole('heading', { level: 2, name: 'Temperature Guide' }).waitFor();
    await categories.getByRole('link', { name: /All Posts/ }).click();
    await page.getByRole('heading', { level: 2, name: 'All Posts' }).waitFor();
  });

  it('opens an article, counts its reader once, shows related posts and shares', async () => {
    const { page, context } = b;
    // Headless Chromium names itself (HeadlessChrome), and bots count no views: be a browser.
    await page.setExtraHTTPHeaders({ 'user-agent': BROWSER_AGENT });
    await b.goto('/blog');
    const first = page.getByRole('heading', { name: 'Featured Articles' }).locator('..').getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(/^By /).waitFor();
    // The visit counted (the page came from the cache, whose copy shows the count it was rendered
    // with; a render of its own shows this visit).
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const before = await freshViews(b.baseURL, slug);
    expect(before).toBeGreaterThan(0);
    // A reload within the hour is the same reader: no second view.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await freshViews(b.baseURL, slug)).toBe(before);

    await page.getByRole('heading', { name: 'Related Articles' }).waitFor();

    const share = page.getByRole('link', { name: 'Share on Twitter (opens in a new window)' });
    const href = (await share.getAttribute('href')) ?? '';
    expect(href).toContain(`text=${encodeURIComponent(title)}`);
    expect(href).toContain(`url=${encodeURIComponent(page.url())}`);
    expect(await share.getAttribute('target')).toBe('_blank');
    // No network here: answer for the provider, to see the share page open in its own window.
    await context.route('https://twitter.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'shared' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), share.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    await popup.close();
  });

  it('links the RSS feed from every page, and visibly from the blog', async () => {
    const { page } = b;
    for (const path of ['/', '/length', '/blog']) {
      await b.goto(path);
      expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/rss.xml');
    }
    expect(await page.getByRole('link', { name: 'Follow by RSS' }).getAttribute('href')).toBe('/rss.xml');
  });

  it('answers a missing article with Post Not Found and HTTP 404', async () => {
    const { page } = b;
    b.allowConsoleErrors();
    const res = await page.goto('/blog/no-such-article');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    await page.getByText("The blog post you're looking for doesn't exist.").waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(/\/blog$/);
  });
});
