import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCli, apiCookie, confirmationLink, emailFor, GOOD_PASSWORD, signInCookies, type SessionCookie } from './accounts';
import { useBrowser, waitForHydration } from './browser';
import { baseURL } from './server';

/**
 * The post form as an author meets it (issue 15): unsaved work is never lost silently, a deleted
 * post leaves the form, a sign-out elsewhere leads to /auth with the text kept, errors sit at
 * their fields; and the reader's side: long words on a phone, relative times, the category list's
 * heading, a confirmation link opened twice. One sign-in serves the whole file (the run's sign-in
 * budget is shared), a second one the sign-out test.
 */

const admin = emailFor('form-admin');
const run = Date.now().toString(36);
let session: SessionCookie[];

interface NewPost {
  title: string;
  slug: string;
  published?: boolean;
  tags?: string;
}

/** Creates a post through the admin API, as the dashboard would. */
async function createPost(post: NewPost): Promise<void> {
  const res = await fetch(`${baseURL}/api/admin/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, cookie: apiCookie(session) },
    body: JSON.stringify({
      content: '<p>Body</p>',
      category: 'Everyday Conversions',
      excerpt: '',
      tags: '',
      published: false,
      featured: false,
      ...post,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

beforeAll(async () => {
  await adminCli(['create', admin, '--name', 'Form Tester'], { ADMIN_PASSWORD: GOOD_PASSWORD });
  session = await signInCookies(baseURL, admin);
});

async function openDashboard(page: Page, cookies = session) {
  await page.context().addCookies(cookies);
  await page.goto('/blog-admin');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

const titleField = (page: Page) => page.getByLabel('Title', { exact: true });
const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });
/** Answers the question the Delete button asks, which names the post. */
const moveToTrash = (page: Page, title: string) =>
  page
    .getByRole('dialog', { name: `Move “${title}” to the trash?` })
    .getByRole('button', { name: 'Move to trash' })
    .click();
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? active?.textContent ?? '';
  });

/** The text a field's aria-describedby points at (its hint and its error). */
const description = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((field) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('the post form', () => {
  const b = useBrowser();

  it('asks before Edit, Cancel, a link or closing the page throws away unsaved changes', async () => {
    const { page } = b;
    const other = `Guarded post ${run}`;
    await createPost({ title: other, slug: `guarded-${run}` });
    await openDashboard(page);
    const editOther = page.getByRole('button', { name: `Edit ${other}` });

    // Edit on another post: "Keep editing" keeps the half-written post, with focus back on Edit.
    await titleField(page).fill('Half-written thoughts');
    await editOther.click();
    await discardDialog(page).waitFor();
    expect(await focusedLabel(page)).toBe('Keep editing');
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await discardDialog(page).waitFor({ state: 'hidden' });
    expect(await titleField(page).inputValue()).toBe('Half-written thoughts');
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();

    // "Discard changes" opens the other post, and the author continues in its title.
    await editOther.click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    expect(await titleField(page).inputValue()).toBe(other);
    await expect.poll(() => focusedLabel(page)).toBe('Title');

    // An unchanged post is left without a question; a changed one asks, and Escape keeps it.
    await titleField(page).fill(`${other} (changed)`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await discardDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await discardDialog(page).waitFor({ state: 'hidden' });
    expect(await titleField(page).inputValue()).toBe(`${other} (changed)`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
    expect(await titleField(page).inputValue()).toBe('');

    // A link within the site asks too, and stays on the page until the author agrees.
    await titleField(page).fill('Another draft');
    const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    await blogLink.click();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/blog-admin');
    expect(await titleField(page).inputValue()).toBe('Another draft');

    // Closing the tab gets the browser's own question.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  it('follows a link at once when nothing is unsaved, and after "Discard changes" when something is', async () => {
    const { page } = b;
    await openDashboard(page);
    await titleField(page).fill('Leaving this');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(`${baseURL}/blog`);
  });

  it('goes back to a new post when the post open in the form is deleted', async () => {
    const { page } = b;
    const title = `Doomed post ${run}`;
    await createPost({ title, slug: `doomed-${run}` });
    await openDashboard(page);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('button', { name: 'Update Post' }).waitFor();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await moveToTrash(page, title);
    await page.getByText('Post moved to the trash.').waitFor();
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
    expect(await page.getByRole('button', { name: 'Update Post' }).count()).toBe(0);
    expect(await titleField(page).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Create Post' }).waitFor();
  });

  it('shows each error at its field, focuses the first one in view, and keeps the post open after a save', async () => {
    const { page } = b;
    await openDashboard(page);
    await page.getByLabel('Content', { exact: true }).fill('<p>Body</p>');
    await page.getByLabel('Excerpt').fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Validation Error').first().waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Title');
    expect(await titleField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, 'Title')).toContain('Title is required');
    expect(await description(page, 'Category')).toContain('Category is required');
    expect(await description(page, 'Excerpt')).toContain('Excerpt must be less than 500 characters');
    expect(await page.getByLabel('Content', { exact: true }).getAttribute('aria-invalid')).toBeNull();

    // Fixing a field clears its message.
    const title = `Errors at fields ${run}`;
    await titleField(page).fill(title);
    expect(await titleField(page).getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Category').selectOption('Everyday Conversions');
    await page.getByLabel('Excerpt').fill('Short.');

    // A field far down the form is scrolled into view with focus.
    await page.getByLabel('Featured image URL').fill('not a url');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Featured image URL');
    expect(await description(page, 'Featured image URL')).toContain('Featured image must be a valid URL');
    const inView = await page.getByLabel('Featured image URL').evaluate((field) => {
      const box = field.getBoundingClientRect();
      return box.top >= 64 && box.bottom <= innerHeight;
    });
    expect(inView).toBe(true);

    await page.getByLabel('Featured image URL').fill('');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Post created successfully.').waitFor();
    // The saved post stays open in the form (docs/product.md#post-form).
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    expect(await titleField(page).inputValue()).toBe(title);
  });

  it('has an address for the post in the editor and for the list’s filters, which a reload opens again, and keeps focus on Save', async () => {
    const { page } = b;
    const title = `Addressed post ${run}`;
    await createPost({ title, slug: `addressed-${run}` });
    await openDashboard(page);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe(title);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/blog-admin\/posts\/[\w-]+$/);
    const postAddress = new URL(page.url()).pathname;

    // The search and the status filter go into the address too.
    await page.getByLabel('Search posts').fill(`addressed-${run}`);
    await page.getByLabel('Status').selectOption('draft');
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=addressed-${run}&status=draft`);
    expect(new URL(page.url()).pathname).toBe(postAddress);

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    await expect.poll(() => titleField(page).inputValue()).toBe(title);
    expect(await page.getByLabel('Search posts').inputValue()).toBe(`addressed-${run}`);
    expect(await page.getByLabel('Status').inputValue()).toBe('draft');
    // The list is the filtered one: this draft alone.
    await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count()).toBe(1);

    // After a save, focus stays on the button the author pressed, to go on from there.
    await page.getByLabel('Excerpt').fill('Opened from its address.');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.getByText('Post updated successfully.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Update Post');

    // A new post leaves the post's address; the filters stay.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog-admin');
    expect(new URL(page.url()).search).toBe(`?q=addressed-${run}&status=draft`);
  });

  it('says so when the address names a post that is gone, and shows the list', async () => {
    const { page } = b;
    await page.context().addCookies(session);
    await page.goto('/blog-admin/posts/no-such-post');
    await page.getByText('Post not found', { exact: true }).waitFor();
    await page.getByText('It may have been deleted. The list shows the posts there are.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog-admin');
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
  });

  it('goes to /auth when signed out in another tab, and gives the text back after signing in again', async () => {
    const { page, context } = b;
    // A session of its own, so signing it out leaves the file's session alone.
    await openDashboard(page, await signInCookies(baseURL, admin));
    await titleField(page).fill('Written before the sign-out');
    await page.getByLabel('Content', { exact: true }).fill('<p>Not lost</p>');

    const other = await context.newPage();
    await other.goto('/blog-admin');
    await waitForHydration(other);
    await other.getByRole('button', { name: 'Sign Out' }).click();
    await other.waitForURL(`${baseURL}/auth`);

    await page.waitForURL(/\/auth/);
    await page.getByText('You have been signed out.').waitFor();
    await page.getByText('Sign in again to continue. Unsaved changes to your post are kept in this tab.').waitFor();

    // Signed in again (the file's own session), the dashboard gives the text back.
    await openDashboard(page);
    await page.getByText('Your unsaved post was restored.').waitFor();
    expect(await titleField(page).inputValue()).toBe('Written before the sign-out');
    expect(await page.getByLabel('Content', { exact: true }).inputValue()).toBe('<p>Not lost</p>');
  });
});

/** Whether the page is wider than the screen (it scrolls sideways). */
const tooWide = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth);

describe('the trash', () => {
  const b = useBrowser();

  it('asks naming the post, moves it to the trash with the day it goes for good, and restores it as a draft', async () => {
    const { page } = b;
    const title = `Trashed furlongs ${run}`;
    const slug = `trashed-furlongs-${run}`;
    await createPost({ title, slug, published: true });
    expect((await fetch(`${baseURL}/blog/${slug}`)).status).toBe(200);
    await openDashboard(page);
    await page.getByLabel('Search posts').fill(title);
    // The post's row in the list, in main: a toast that names the post is a list item too, and
    // stays for seconds after the row has gone.
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    const remove = row.getByRole('button', { name: `Delete ${title}` });

    // Cancel keeps it.
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Move “${title}” to the trash?` });
    await dialog.getByText('You can restore it from the Trash for 30 days; then it is deleted for good.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    const trashedAt = Date.now();
    await remove.click();
    await moveToTrash(page, title);
    await page.getByText('Post moved to the trash.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await fetch(`${baseURL}/blog/${slug}`)).status).toBe(404);

    await page.getByLabel('Status', { exact: true }).selectOption('Trash');
    await page.getByRole('heading', { name: /^Trash \(\d+\)$/ }).waitFor();
    const trashed = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    const purge = await trashed.getByText(/^Deleted for good on /).textContent();
    const [, day, time] = /^Deleted for good on (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC$/.exec(purge ?? '') ?? [];
    const purgeAt = Date.parse(`${day}T${time}Z`);
    const days30 = 30 * 86_400_000;
    expect(purgeAt).toBeGreaterThanOrEqual(trashedAt + days30 - 60_000);
    expect(purgeAt).toBeLessThanOrEqual(Date.now() + days30);
    expect(page.url()).toContain('status=trash');

    await trashed.getByRole('button', { name: `Restore ${title}` }).click();
    await page.getByText('Post restored as a draft.').waitFor();
    await trashed.waitFor({ state: 'detached' });
    // Back among the drafts, and still off the site until it is published again.
    await page.getByLabel('Status', { exact: true }).selectOption('Drafts');
    await page.getByRole('main').getByRole('listitem').filter({ hasText: title }).getByText('Draft', { exact: true }).waitFor();
    expect((await fetch(`${baseURL}/blog/${slug}`)).status).toBe(404);
  });
});

describe('a long list of posts', () => {
  const b = useBrowser();

  it('moves focus after a delete to the next post’s Delete button, and after the last to the list heading', async () => {
    const { page } = b;
    await createPost({ title: `Delete me ${run} A`, slug: `delete-me-${run}-a` });
    await createPost({ title: `Delete me ${run} B`, slug: `delete-me-${run}-b` });
    await openDashboard(page);
    await page.getByLabel('Search posts').fill(`Delete me ${run}`);
    const deleteA = page.getByRole('button', { name: `Delete Delete me ${run} A` });
    const deleteB = page.getByRole('button', { name: `Delete Delete me ${run} B` });
    await deleteA.waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Delete / }).count()).toBe(2);

    // Newest first: B, then A. Deleting B leaves focus on A's Delete button.
    await deleteB.click();
    await moveToTrash(page, `Delete me ${run} B`);
    await page.getByText('Post moved to the trash.').first().waitFor();
    await deleteB.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Delete Delete me ${run} A`);

    // Deleting the last one leaves focus on the list's heading.
    await page.keyboard.press('Enter');
    await moveToTrash(page, `Delete me ${run} A`);
    await deleteA.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^All Posts \(\d+\)$/);
  });

  it('comes 20 at a time: "Load more posts" adds the next ones and puts focus on the first of them', async () => {
    const { page } = b;
    const title = (n: number) => `Paged post ${run} ${String(n).padStart(2, '0')}`;
    for (let n = 0; n < 25; n++) await createPost({ title: title(n), slug: `paged-${run}-${n}` });
    const count = await fetch(`${baseURL}/api/admin/posts?limit=1`, { headers: { cookie: apiCookie(session) } });
    const { total } = (await count.json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(25);

    // The page itself carries the first 20 (newest first: 24 down to 5), not every post.
    const html = await (await fetch(`${baseURL}/blog-admin`, { headers: { cookie: apiCookie(session) } })).text();
    expect(html).toContain(title(5));
    expect(html).not.toContain(title(4));

    await openDashboard(page);
    const editButtons = page.getByRole('button', { name: /^Edit / });
    await page.getByRole('heading', { name: `All Posts (${total})` }).waitFor();
    expect(await editButtons.count()).toBe(20);
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toBe(`Showing 20 of ${total}`);

    await page.getByRole('button', { name: 'Load more posts' }).click();
    await page.getByRole('button', { name: `Edit ${title(0)}` }).waitFor();
    expect(await editButtons.count()).toBe(Math.min(40, total));
    await page.waitForFunction((text) => document.activeElement?.textContent === text, title(4));

    // The posts loaded stay when one is edited from the second page.
    await page.getByRole('button', { name: `Edit ${title(1)}` }).click();
    await titleField(page).fill(`${title(1)} (edited)`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.getByText('Post updated successfully.').waitFor();
    await page.getByRole('button', { name: `Edit ${title(1)} (edited)` }).waitFor();
    expect(await editButtons.count()).toBe(Math.min(40, total));
  });
});

describe('a tag and its archive', () => {
  const b = useBrowser();
  const tag = `paged tag ${run}`;
  const title = (n: number) => `Tagged article ${run} ${String(n).padStart(2, '0')}`;
  /** Thirteen published posts with the tag, created oldest first: one more than a page of the list. */
  let created = false;
  async function createTagged() {
    if (created) return;
    created = true;
    for (let n = 0; n < 13; n++) await createPost({ title: title(n), slug: `tagged-${run}-${n}`, published: true, tags: `${tag}, other` });
    // A draft with the tag is not in its archive.
    await createPost({ title: `Tagged draft ${run}`, slug: `tagged-draft-${run}`, tags: tag });
  }
  const cardTitles = (page: Page) => page.getByRole('heading', { level: 2 }).getByRole('link').allTextContents();

  it('lists the tag’s published posts newest first, a page at a time, with its own title and canonical', async () => {
    const { page } = b;
    await createTagged();
    const res = await fetch(`${baseURL}/blog/tag/${encodeURIComponent(tag)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');

    await b.goto(`/blog/tag/${encodeURIComponent(tag)}`);
    await page.getByRole('heading', { level: 1, name: `Articles tagged “${tag}”` }).waitFor();
    await page.getByText('13 articles', { exact: true }).waitFor();
    expect(await page.title()).toContain(`Articles Tagged “${tag}”`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/blog/tag/${encodeURIComponent(tag)}$`));
    // Newest first: the twelve made last, 12 down to 1.
    expect(await cardTitles(page)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(title));
    expect(await page.getByText(`Tagged draft ${run}`).count()).toBe(0);

    await page.getByRole('link', { name: 'Load more articles' }).click();
    await page.waitForURL(/\?page=2$/);
    expect(await cardTitles(page)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(title));
    expect(await page.getByRole('link', { name: 'Load more articles' }).count()).toBe(0);

    // A card's tag opens that tag's archive; so does the article's.
    await page.getByRole('link', { name: 'Articles tagged other' }).first().waitFor();
    await b.goto(`/blog/tagged-${run}-3`);
    // The article's own tags come before those of its related posts' cards.
    await page
      .getByRole('link', { name: `Articles tagged ${tag}` })
      .first()
      .click();
    await page.waitForURL(`${baseURL}/blog/tag/${encodeURIComponent(tag)}`);
    await page.getByRole('heading', { level: 1, name: `Articles tagged “${tag}”` }).waitFor();

    // Its archive is in the sitemap.
    const sitemap = await (await fetch(`${baseURL}/sitemaps/pages.xml`)).text();
    expect(sitemap).toContain(`/blog/tag/${encodeURIComponent(tag)}</loc>`);
  });

  it('answers an unknown tag, and a tag only drafts carry, with the 404 page', async () => {
    const { page } = b;
    await createPost({ title: `Draft only ${run}`, slug: `draft-only-${run}`, tags: `draft only ${run}` });
    b.allowConsoleErrors();
    for (const path of [`/blog/tag/no-such-tag-${run}`, `/blog/tag/${encodeURIComponent(`draft only ${run}`)}`, `/blog/tag/${'x'.repeat(51)}`]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
    }
  });

  it('moves focus to the first post "Load more articles" adds to the blog list', async () => {
    const { page } = b;
    await createTagged();
    await b.goto(`/blog?q=${encodeURIComponent(`Tagged article ${run}`)}`);
    const list = page.getByRole('region', { name: 'All Posts' });
    await list.getByText('13 articles', { exact: true }).waitFor();
    const more = page.getByRole('link', { name: 'Load more articles' });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    // The oldest, the 13th match, is the one added; the button is gone, and focus is on its title.
    await page.waitForFunction((text) => document.activeElement?.textContent === text, title(0));
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    expect(await more.count()).toBe(0);
  });
});

describe('on a 390 px phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } });

  it('wraps a long word in a title and a 50-character tag on the article and its card', async () => {
    const { page } = b;
    const word = `Pneumonoultramicroscopicsilicovolcanoconiosis${run}`;
    const slug = `long-words-${run}`;
    await createPost({ title: `On ${word}`, slug, published: true, tags: 'w'.repeat(50) });

    await b.goto(`/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: `On ${word}` }).waitFor();
    expect(await tooWide(page)).toBe(false);
    // docs/product.md#blog: a post of a few seconds ago reads as relative time with 'ago'.
    await page.getByText('less than a minute ago').first().waitFor();

    await b.goto(`/blog?q=${word}`);
    // The newest post also leads the featured row: both of its cards are there.
    await page
      .getByRole('link', { name: `On ${word}` })
      .first()
      .waitFor();
    expect(await tooWide(page)).toBe(false);
  });
});

describe('small texts for readers', () => {
  const b = useBrowser();

  it('brings the list heading out from under the sticky header after a category click', async () => {
    const { page } = b;
    await b.goto('/blog');
    const heading = page.getByRole('heading', { level: 2, name: 'All Posts' });
    // Scrolled so that the heading sits under the header (64 px tall).
    await heading.evaluate((h) => window.scrollBy(0, h.getBoundingClientRect().top - 20));
    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: /Temperature Guide/ })
      .click();
    const shown = page.getByRole('heading', { level: 2, name: 'Temperature Guide' });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);
  });

  it('says that an address is already confirmed when its confirmation link is opened again', async () => {
    const { page } = b;
    const email = emailFor('twice');
    const res = await fetch(`${b.baseURL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: b.baseURL },
      body: JSON.stringify({ email, password: GOOD_PASSWORD, name: '', callbackURL: '/blog-admin' }),
    });
    expect(res.status).toBe(200);
    const link = await confirmationLink(email);
    // The first use (in another browser, say) confirms the address.
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);

    await page.goto(link);
    await page.waitForURL(/\/auth/);
    await page.getByText('Your email address is already confirmed.').waitFor();
    await page.getByText('Sign in to continue.').waitFor();
  });
});
