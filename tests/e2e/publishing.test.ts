import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOSAVE_MS } from '~/components/admin/editor/use-autosave';
import { adminCli, apiCookie, emailFor, GOOD_PASSWORD, signInCookies, type SessionCookie } from './accounts';
import { axeViolations, axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser, waitForHydration } from './browser';
import { baseURL } from './server';

/**
 * Writing and publishing as an author (docs/decisions/060-publishing.md): Markdown with a live
 * preview and the sanitizer's removed-list, a draft seen at its address by its admin alone, a
 * schedule that appears on the blog and the feed at its time, a save over a newer version refused
 * with both versions offered. One sign-in serves the whole file (the run's budget is shared).
 */

const admin = emailFor('publisher');
const run = Date.now().toString(36);
let session: SessionCookie[];

interface SavedPost {
  id: string;
  slug: string;
  version: number;
  published: boolean;
  publishedAt: number | null;
}

async function api(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: baseURL, cookie: apiCookie(session) },
    body: JSON.stringify({ category: 'Science & Engineering', tags: '', featured: false, published: false, content_format: 'markdown', ...body }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { post: SavedPost }).post;
}

async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, { headers: { cookie: apiCookie(session) } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  await adminCli(['create', admin, '--name', 'Publisher'], { ADMIN_PASSWORD: GOOD_PASSWORD });
  session = await signInCookies(baseURL, admin);
});

async function openDashboard(page: Page) {
  await page.context().addCookies(session);
  await page.goto('/blog-admin');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

describe('the editor', () => {
  const b = useBrowser();

  it('writes Markdown with the toolbar and the keyboard, previews it as the article, and says what will be removed', async () => {
    const { page } = b;
    await openDashboard(page);
    const title = `Markdown post ${run}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption('Science & Engineering');
    const body = page.getByLabel('Content', { exact: true });
    await body.fill('## Powers\n\nA nanometer is 10');
    // Superscript from the toolbar wraps a placeholder, selected, so typing replaces it.
    await page.getByRole('button', { name: 'Superscript' }).click();
    await page.keyboard.type('-9');
    await page.keyboard.press('End');
    await page.keyboard.type(' m. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Exact');
    await preview(page).locator('sup', { hasText: '-9' }).waitFor();
    await preview(page).locator('h2', { hasText: 'Powers' }).waitFor();
    await preview(page).locator('strong', { hasText: 'Exact' }).waitFor();
    expect(await body.inputValue()).toBe('## Powers\n\nA nanometer is 10<sup>-9</sup> m. **Exact**');

    await body.press('End');
    await page.keyboard.type(' <span onclick="x()">hi</span><script>alert(1)</script> ![ruler](http://images.example/r.png)');
    const removed = page.getByRole('status').filter({ hasText: 'Saving will remove' });
    await removed.getByText('<script> (1)').waitFor();
    await removed.getByText('onclick on <span> (1)').waitFor();
    // An http: image is listed (the page could not load it), and each problem says where it is.
    await removed.getByText('<img> at an http: address (1)').waitFor();
    await removed.getByText('line 3: <img src="http://images.example/r.png" alt="ruler">').waitFor();
    await removed.getByText('line 3: <span onclick="x()">').waitFor();
    expect(await removed.getByText('<script> (1)').count()).toBe(1);
    expect(await preview(page).locator('script').count()).toBe(0);

    // The draft may have saved itself by now (the button then says Update Post).
    await page.getByRole('button', { name: /^(Create|Update) Post$/ }).click();
    await page.getByText(/^Post (created|updated) successfully\.$/).waitFor();
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    // The Markdown comes back as typed, not as the HTML it made.
    expect(await body.inputValue()).toContain('10<sup>-9</sup> m. **Exact**');
  });

  it('is worked with the keyboard alone: the toolbar is one tab stop whose buttons the arrows move between', async () => {
    const { page } = b;
    await openDashboard(page);
    const body = page.getByLabel('Content', { exact: true });
    await body.focus();
    await page.keyboard.type('word');
    await page.keyboard.press('Shift+Home');
    // Back from the text to the toolbar's first button, then along it to Italic.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bold');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic');
    await page.keyboard.press('Enter');
    expect(await body.inputValue()).toBe('_word_');
    expect(await body.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('saves a draft by itself while it is written, and refuses a save over a newer version with both versions offered', async () => {
    const { page } = b;
    // The browser reports the refused save (HTTP 409) on the console.
    b.allowConsoleErrors();
    const post = await api('POST', '/api/admin/posts', { title: `Shared draft ${run}`, slug: `shared-${run}`, content: 'First words.' });
    // The page's timers run on the test's clock, which lets the autosave's wait pass at once.
    await page.clock.install();
    await openDashboard(page);
    await page.getByRole('button', { name: `Edit Shared draft ${run}` }).click();
    await page.getByLabel('Content', { exact: true }).fill('First words, then more.');
    await page.getByText('Drafts save automatically every few seconds.', { exact: false }).waitFor();
    await page.clock.runFor(AUTOSAVE_MS);
    // In UTC, named, as every time in the admin.
    await page.getByText(/Draft saved automatically at \d{2}:\d{2}:\d{2} UTC\./).waitFor();

    // Another admin saves meanwhile, from the version the form has.
    const stored = await adminGet<{ post: SavedPost }>(`/api/admin/posts/${post.id}`);
    await api('PUT', `/api/admin/posts/${post.id}`, {
      title: `Other admin's title ${run}`,
      slug: post.slug,
      content: 'Their words.',
      version: stored.post.version,
    });

    await page.getByLabel('Title', { exact: true }).fill(`My title ${run}`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'This post was changed elsewhere' });
    await dialog.waitFor();
    await dialog.getByRole('region', { name: 'Your version' }).getByText(`My title ${run}`).waitFor();
    await dialog.getByRole('region', { name: 'Saved version' }).getByText(`Other admin's title ${run}`).waitFor();
    await dialog.getByRole('region', { name: 'Saved version' }).getByText('Their words.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await page.getByRole('button', { name: `Edit My title ${run}` }).waitFor();
  });
});

describe('Markdown from Ghost and GitHub, and switching the body format (ADR 075)', () => {
  const b = useBrowser();
  const markdown = '## Water\n\nH~2~O boils at 100 °C[^1].\n\n- [x] Boil\n- [ ] Freeze\n\n[^1]: At sea level.';
  // What GitHub's rendering of the same Markdown becomes under our ids and allow-list, written out by hand.
  const html = [
    '<h2 id="user-content-water"><a href="#user-content-water" class="heading-anchor">Water</a></h2>',
    '<p>H<sub>2</sub>O boils at 100 °C<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup>.</p>',
    '<ul>',
    '<li class="task-list-item">☑ Boil</li>',
    '<li class="task-list-item">☐ Freeze</li>',
    '</ul>',
    '<div class="footnotes">',
    '<h2 class="sr-only">Footnotes</h2>',
    '<ol>',
    '<li id="user-content-fn-1">',
    '<p>At sea level. <a href="#user-content-fnref-1" class="footnote-backref">↩<span class="sr-only">Back to reference 1</span></a></p>',
    '</li>',
    '</ol>',
    '</div>',
    '',
  ].join('\n');

  it('converts a Markdown body to the HTML it makes when the format becomes HTML, after asking, and keeps the text going back', async () => {
    const { page } = b;
    // The conversion refused on purpose below is reported on the console.
    b.allowConsoleErrors();
    await openDashboard(page);
    const body = page.getByLabel('Content', { exact: true });
    const format = page.getByLabel('Body format');
    await body.fill(markdown);
    await preview(page).locator('sub', { hasText: '2' }).waitFor();
    await preview(page)
      .getByRole('link', { name: /Back to reference 1$/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Asked first; keeping Markdown changes nothing.
    const toHtml = page.getByRole('dialog', { name: 'Convert the body to HTML?' });
    await format.selectOption('html');
    await toHtml
      .getByText(
        'The Markdown is replaced by the HTML it makes, as the preview shows it; anything the preview lists as removed is left out. Switching back to Markdown later keeps the HTML as it is.',
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await toHtml.getByRole('button', { name: 'Keep Markdown' }).click();
    await toHtml.waitFor({ state: 'hidden' });
    expect([await format.inputValue(), await body.inputValue()]).toEqual(['markdown', markdown]);

    // A conversion the server does not answer says so, and changes nothing.
    await page.route('**/api/admin/posts/preview', (route) => route.abort('failed'));
    await format.selectOption('html');
    await toHtml.getByRole('button', { name: 'Convert to HTML' }).click();
    await toHtml.getByRole('alert').getByText('The body was not converted: Network error. Check your connection and try again.').waitFor();
    expect([await format.inputValue(), await body.inputValue()]).toEqual(['markdown', markdown]);

    // While the server has not answered, the dialog says it is converting and the text cannot be
    // typed into: the answer is held until the test has seen that.
    await page.unroute('**/api/admin/posts/preview');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/admin/posts/preview', async (route) => {
      await answered;
      await route.continue();
    });
    await toHtml.getByRole('button', { name: 'Convert to HTML' }).click();
    expect(await toHtml.getByRole('button', { name: 'Converting…' }).isDisabled()).toBe(true);
    answer();
    await toHtml.waitFor({ state: 'hidden' });
    // Every held request (the live preview's too) answered before the route goes.
    await page.unrouteAll({ behavior: 'wait' });
    expect([await format.inputValue(), await body.inputValue()]).toEqual(['html', html]);
    await preview(page).locator('sub', { hasText: '2' }).waitFor();
    await preview(page).getByText('☑ Boil').waitFor();

    // Back to Markdown: asked, and the text stays as it is.
    const toMarkdown = page.getByRole('dialog', { name: 'Write the body in Markdown?' });
    await format.selectOption('markdown');
    await toMarkdown
      .getByText(
        'The text stays as it is: Markdown keeps the HTML in it. Check the preview, as blank lines and indented lines inside the HTML can now read as Markdown.',
      )
      .waitFor();
    await toMarkdown.getByRole('button', { name: 'Keep HTML' }).click();
    expect(await format.inputValue()).toBe('html');
    await format.selectOption('markdown');
    await toMarkdown.getByRole('button', { name: 'Switch to Markdown' }).click();
    await toMarkdown.waitFor({ state: 'hidden' });
    expect([await format.inputValue(), await body.inputValue()]).toEqual(['markdown', html]);

    // An empty body has nothing to convert: no question.
    await body.fill('');
    await format.selectOption('html');
    expect(await format.inputValue()).toBe('html');
    expect(await toHtml.isVisible()).toBe(false);
  });

  it('shows the article with its anchors and notes working, in both themes', async () => {
    const { page } = b;
    const post = await api('POST', '/api/admin/posts', {
      title: `Water notes ${run}`,
      slug: `water-notes-${run}`,
      content: markdown,
      published: true,
    });
    await page.goto(`/blog/${post.slug}`);
    const article = page.getByRole('article');
    const heading = article.getByRole('heading', { name: 'Water', exact: true, level: 2 });
    expect(await heading.getByRole('link', { name: 'Water' }).getAttribute('href')).toBe('#user-content-water');
    // The heading's link shows a # while pointed at or focused, a mark its name leaves out.
    const mark = () => heading.getByRole('link').evaluate((link) => getComputedStyle(link, '::after').content);
    expect(await mark()).not.toContain('#');
    await heading.getByRole('link').hover();
    expect(await mark()).toBe('"#" / ""');
    await page.mouse.move(0, 0);
    await heading.getByRole('link').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await mark()).toBe('"#" / ""');
    await article.getByText('☑ Boil').waitFor();

    await article.getByRole('link', { name: '1', exact: true }).click();
    await page.waitForURL(/#user-content-fn-1$/);
    await article.getByRole('link', { name: /Back to reference 1$/ }).click();
    await page.waitForURL(/#user-content-fnref-1$/);
    await gotoInTheme(b, `/blog/${post.slug}`, 'light');
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  }, 60_000);
});

describe('drafts and schedules at their public address', () => {
  const b = useBrowser();

  it('shows a draft to its admin with a banner, privately, and answers 404 to everyone else', async () => {
    const { page } = b;
    const post = await api('POST', '/api/admin/posts', { title: `Secret draft ${run}`, slug: `secret-${run}`, content: 'Not yet.' });
    await page.context().addCookies(session);
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await page.getByText('Draft — not public').waitFor();
    await page.getByRole('heading', { name: `Secret draft ${run}` }).waitFor();
    // A draft has no date to show, no readers and no public address to share.
    const article = page.getByRole('article');
    const byline = article.locator('p', { hasText: /^By / });
    expect(await byline.textContent()).toMatch(/^By \S/);
    expect(await byline.locator('time').count()).toBe(0);
    expect(await byline.getByText(/^\d[\d,]* views?$/).count()).toBe(0);
    expect(await article.getByRole('link', { name: /^Share on / }).count()).toBe(0);
    await gotoInTheme(b, `/blog/${post.slug}`, 'light');
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    for (let i = 0; i < 2; i++) expect((await fetch(`${baseURL}/blog/${post.slug}`)).status).toBe(404);
  });

  it('publishes at the time set in the form: absent from the article, the blog and the feed before it, on all of them from it', async () => {
    const { page } = b;
    // The admin's times are UTC wherever its author is (docs/product.md#post-form): a browser in India shows it.
    await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Kolkata' });
    await openDashboard(page);
    const title = `Scheduled post ${run}`;
    // Made from the title by the form.
    const slug = `scheduled-post-${run}`;
    const seen = async () => ({
      article: (await fetch(`${baseURL}/blog/${slug}`)).status,
      blog: (await (await fetch(`${baseURL}/blog`)).text()).includes(title),
      feed: (await (await fetch(`${baseURL}/rss.xml`)).text()).includes(title),
    });
    // Asked for first, so that the page cache holds the blog list while the post is saved.
    expect(await seen()).toEqual({ article: 404, blog: false, feed: false });

    // An hour ahead, to the second, typed in UTC: no run reaches it.
    const hourAhead = Math.floor(Date.now() / 1000) * 1000 + 3_600_000;
    const utc = new Date(hourAhead).toISOString().slice(0, 19);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption('Science & Engineering');
    await page.getByLabel('Content', { exact: true }).fill('Right on time.');
    await page.getByLabel('Publish date (UTC)').fill(utc);
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByText(`Scheduled: public from ${utc.slice(0, 16).replace('T', ' ')} UTC.`).waitFor();
    await page.getByRole('button', { name: /^(Create|Update) Post$/ }).click();
    await page.getByText(/^Post (created|updated) successfully\.$/).waitFor();
    // Stored as the instant typed in UTC, whatever the browser's time zone.
    const found = await adminGet<{ posts: SavedPost[] }>(`/api/admin/posts?q=${encodeURIComponent(title)}`);
    expect(found.posts.map((p) => [p.slug, p.published, p.publishedAt])).toEqual([[slug, true, hourAhead]]);
    expect(await seen()).toEqual({ article: 404, blog: false, feed: false });

    // Then its time comes without the test waiting an hour: the API moves it to a moment `lead` ahead
    // (a save drops the pages made from posts, and the server sets its timer anew). The blog list
    // read and kept before that moment is kept without the post, so only the timer can bring the
    // post to it. A machine too slow to read it before the moment tries again with twice the lead.
    for (let lead = 2000; ; lead *= 2) {
      const { post } = await adminGet<{ post: SavedPost }>(`/api/admin/posts/${found.posts[0]!.id}`);
      const at = Date.now() + lead;
      await api('PUT', `/api/admin/posts/${post.id}`, {
        title,
        slug,
        content: 'Right on time.',
        published: true,
        published_at: new Date(at).toISOString(),
        version: post.version,
      });
      const before = await seen();
      // Asked again until the page cache answers (with an Age header): the list it keeps now.
      await expect.poll(async () => (await fetch(`${baseURL}/blog`)).headers.has('age')).toBe(true);
      // Each page was made before its answer came, so all of them before the moment.
      if (Date.now() >= at) continue;
      expect(before).toEqual({ article: 404, blog: false, feed: false });
      await expect.poll(seen, { timeout: lead + 30_000, interval: 200 }).toEqual({ article: 200, blog: true, feed: true });
      break;
    }
  }, 90_000);
});

describe('the dashboard with the editor, in both themes', () => {
  const b = useBrowser();

  it('has no axe violations, with a preview and a removed-list shown', async () => {
    await b.context.addCookies(session);
    await gotoInTheme(b, '/blog-admin', 'light');
    await waitForHydration(b.page);
    await b.page.getByLabel('Content', { exact: true }).fill('## Hi\n\n<span onclick="x">bold</span>');
    await b.page.getByText('onclick on <span> (1)').waitFor();
    expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
  });
});
