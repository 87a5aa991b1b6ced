import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/services/db/database.server';
import { confirmSubscriber, insertPendingSubscriber } from '~/services/db/subscribers.server';
import { readOutbox } from '~/services/mail/outbox.server';
import { adminCli, apiCookie, emailFor, GOOD_PASSWORD, outboxDir, signInCookies, type SessionCookie } from './accounts';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser } from './browser';
import { baseURL, dataDir } from './server';

/**
 * The admin's newsletter and people (docs/decisions/061-newsletter-sending.md): a test copy, then
 * a post sent to every confirmed subscriber (read back from the outbox), the subscriber list, an
 * author invited by e-mail who sets a password through the link and lands signed in, and the new
 * screens under axe in both themes. One sign-in serves the file (the run's budget is shared).
 */

const admin = emailFor('news-admin');
const readers = [emailFor('reader-a'), emailFor('reader-b'), emailFor('reader-c')];
const pending = emailFor('reader-pending');
const title = `Kelvin and Celsius ${Date.now().toString(36)}`;
let session: SessionCookie[];
let postId = '';

async function waitForMails(match: (m: { to: string; subject: string }) => boolean, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = (await readOutbox(outboxDir)).filter(match);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Fewer than ${count} matching mails in the outbox`);
}

/** Creates a published post through the API (scheduled when `publishedAt` is later); returns its id. */
async function createPost(postTitle: string, publishedAt?: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/admin/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, cookie: apiCookie(session) },
    body: JSON.stringify({
      title: postTitle,
      slug: `kelvin-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      content: '<p>Add <strong>273.15</strong> to a Celsius temperature.</p>',
      category: 'Everyday Conversions',
      excerpt: '',
      tags: '',
      published: true,
      featured: false,
      ...(publishedAt && { published_at: publishedAt }),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}

beforeAll(async () => {
  await adminCli(['create', admin, '--name', 'News Admin'], { ADMIN_PASSWORD: GOOD_PASSWORD });
  session = await signInCookies(baseURL, admin);
  // Subscribers straight into the server's database (a signup would spend the run's newsletter budget).
  const { db, close } = await openDatabase({ dataDir });
  for (const email of [...readers, pending]) {
    const s = (await insertPendingSubscriber(db, email))!;
    if (email !== pending) await confirmSubscriber(db, s.confirmToken);
  }
  await close();
  postId = await createPost(title);
});

describe('newsletter and people in the admin', () => {
  const b = useBrowser();

  it('sends a test to oneself, then the post to every confirmed subscriber, by keyboard, with progress', async () => {
    const { page } = b;
    await b.context.addCookies(session);
    await b.goto('/blog-admin');
    await page.getByRole('link', { name: `Send ${title} as newsletter` }).click();
    await page.getByRole('heading', { level: 1, name: 'Send as newsletter' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    await page.getByRole('button', { name: `Send a test to ${admin}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`A test copy is on its way to ${admin}.`).waitFor();
    const [test] = await waitForMails((m) => m.to === admin && m.subject === `Test: ${title}`, 1);
    expect(test!.text).toContain('Add 273.15 to a Celsius temperature.');

    const sendButton = page.getByRole('button', { name: /^Send to \d+ subscribers?$/ });
    const label = (await sendButton.textContent())!.trim();
    await sendButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${label}?` });
    await dialog.waitFor();
    // The dialog's first button has focus; Tab reaches the confirmation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(label);
    await page.keyboard.press('Enter');
    await page.getByText(/^Sent\. \d+ sent · 0 failed · 0 left/).waitFor({ timeout: 20_000 });

    const mails = await waitForMails((m) => m.subject === title && readers.includes(m.to), readers.length);
    expect(mails.map((m) => m.to).sort()).toEqual([...readers].sort());
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await readOutbox(outboxDir)).some((m) => m.to === pending)).toBe(false);
  });

  it('says when the send of a scheduled post will go, and mails nobody before', async () => {
    const { page } = b;
    const scheduled = `Rankine on schedule ${Date.now().toString(36)}`;
    const id = await createPost(scheduled, '2099-01-01T09:00:00Z');
    await b.context.addCookies(session);
    await b.goto(`/blog-admin/posts/${id}/newsletter`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const sendButton = page.getByRole('button', { name: /^Send to \d+ subscribers?$/ });
    const label = (await sendButton.textContent())!.trim();
    await sendButton.click();
    await page
      .getByRole('dialog', { name: `${label}?` })
      .getByRole('button', { name: label })
      .click();
    const waiting = page.getByRole('status').filter({ hasText: 'Will be sent at publication, 1 Jan 2099 09:00 UTC' });
    await waiting.waitFor();
    // The server renders the same after a reload.
    await page.reload();
    await waiting.waitFor();
    expect((await readOutbox(outboxDir)).filter((m) => m.subject === scheduled)).toEqual([]);
  });

  it('lists and searches subscribers with their status', async () => {
    const { page } = b;
    await b.context.addCookies(session);
    await b.goto('/blog-admin/subscribers');
    await page.getByLabel('Search by address').fill(pending);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Showing 1–1 of 1' }).waitFor();
    await page.getByRole('cell', { name: pending, exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Pending', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/admin/subscribers.csv?q=${encodeURIComponent(pending)}`,
    );
  });

  it('invites an author, who sets a password through the link, lands signed in and writes', async () => {
    const { page } = b;
    const author = emailFor('invited-author');
    await b.context.addCookies(session);
    await b.goto('/blog-admin/authors');
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    // The error sits at its field.
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Email').fill(author);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${author}.`).waitFor();

    const [invite] = await waitForMails((m) => m.to === author, 1);
    const link = (await readOutbox(outboxDir)).find((m) => m.to === author)!.links.find((l) => l.includes('/invite?token='))!;
    expect(invite!.subject).toBe('You are invited to write for Unitwise');

    await b.context.clearCookies();
    // The refused password answers 400 (the page with the error at its field), which Chromium logs.
    b.allowConsoleErrors();
    await b.goto(link);
    await page.getByLabel('Display name (shown on your posts)').fill('Invited Author');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByText('Password must be at least 12 characters').waitFor();
    await page.getByLabel('Password').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.waitForURL(`${baseURL}/blog-admin`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByText('Signed in as Invited Author').waitFor();

    // Writes: the new author's session saves a post.
    const cookies = await b.context.cookies();
    const res = await page.evaluate(
      async (slug) => {
        const r = await fetch('/api/admin/posts', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'By the invited author',
            slug,
            content: '<p>Hi</p>',
            category: 'Everyday Conversions',
            excerpt: '',
            tags: '',
            published: false,
            featured: false,
          }),
        });
        return r.status;
      },
      `by-invited-${Date.now().toString(36)}`,
    );
    expect(cookies.some((c) => c.name === 'unitwise.session_token')).toBe(true);
    expect(res).toBe(201);
  });
});

describe('new admin screens in both themes', () => {
  const b = useBrowser();
  it.each(['/blog-admin/subscribers', '/blog-admin/authors', '/account', 'newsletter'])('%s has no axe violations', async (path) => {
    await b.context.addCookies(session);
    await gotoInTheme(b, path === 'newsletter' ? `/blog-admin/posts/${postId}/newsletter` : path, 'light');
    expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
  });
});
