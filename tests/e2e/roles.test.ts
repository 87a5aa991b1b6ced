import type { Cookie, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/services/db/database.server';
import { confirmSubscriber, insertPendingSubscriber } from '~/services/db/subscribers.server';
import { readOutbox } from '~/services/mail/outbox.server';
import { adminCli, emailFor, GOOD_PASSWORD, outboxDir, signInCookies, type SessionCookie } from './accounts';
import { axeViolations } from './axe';
import { useBrowser, waitForHydration, type BrowserFixture } from './browser';
import { baseURL, dataDir } from './server';

/**
 * Roles in the browser (docs/decisions/076-roles.md, issue 36): an Administrator invites an Author,
 * an Editor and a Contributor from the Authors page; the Author publishes their own post and cannot
 * touch another's; the Editor sends the Author's post as a newsletter; the Contributor is offered
 * no way to publish, and the server refuses one anyway.
 */

const run = Date.now().toString(36);
const admin = emailFor('roles-admin');
const people = { author: emailFor('roles-author'), editor: emailFor('roles-editor'), contributor: emailFor('roles-contributor') };
const reader = emailFor('roles-reader');
const authorsTitle = `Pascals and bars ${run}`;
let adminSession: SessionCookie[];
/** The signed-in cookies of each invitee, once they accepted. */
const sessions: Partial<Record<keyof typeof people, Cookie[]>> = {};

async function waitForMail(to: string, subject?: string) {
  for (let i = 0; i < 200; i++) {
    const mail = (await readOutbox(outboxDir)).find((m) => m.to === to && (!subject || m.subject === subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} in the outbox`);
}

beforeAll(async () => {
  await adminCli(['create', admin, '--name', 'Roles Admin'], { ADMIN_PASSWORD: GOOD_PASSWORD });
  adminSession = await signInCookies(baseURL, admin);
  const { db, close } = await openDatabase({ dataDir });
  const subscriber = (await insertPendingSubscriber(db, reader))!;
  await confirmSubscriber(db, subscriber.confirmToken);
  await close();
}, 60_000);

/** The fetch of an admin API call from the page, with its session: the status and the JSON. */
function apiFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const r = await fetch(p, { method: m, headers: { 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    },
    [method, path, body] as const,
  );
}

const navLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents()).map((t) => t.trim());

/** Accepts the invitation mailed to `email`, as its owner: a name and password, then the dashboard. */
async function accept(b: BrowserFixture, email: string, name: string) {
  const link = (await waitForMail(email)).links.find((l) => l.includes('/invite?token='))!;
  await b.context.clearCookies();
  await b.goto(link);
  await b.page.getByLabel('Display name (shown on your posts)').fill(name);
  await b.page.getByLabel('Password').fill(GOOD_PASSWORD);
  await b.page.getByRole('button', { name: 'Accept the invitation' }).click();
  await b.page.waitForURL(`${baseURL}/blog-admin`);
  await waitForHydration(b.page);
  await b.page.getByText(`Signed in as ${name}`).waitFor();
  return b.context.cookies();
}

describe('roles in the admin', () => {
  const b = useBrowser();

  it('an Administrator invites an Author, an Editor and a Contributor, each with their role', async () => {
    const { page } = b;
    await b.context.addCookies(adminSession);
    await b.goto('/blog-admin/authors');
    expect(await navLinks(page)).toEqual(['Posts', 'Subscribers', 'Authors', 'Account']);
    for (const [role, email] of [
      ['Author', people.author],
      ['Editor', people.editor],
      ['Contributor', people.contributor],
    ] as const) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`Invitation sent to ${email}.`).waitFor();
    }
    const waiting = page.getByRole('list', { name: 'Invitations waiting' });
    for (const email of Object.values(people)) await waiting.getByText(email, { exact: true }).waitFor();
    expect(await waiting.getByRole('listitem').filter({ hasText: people.editor }).textContent()).toContain('Editor');

    sessions.author = await accept(b, people.author, 'Ada Author');
    sessions.editor = await accept(b, people.editor, 'Eddie Editor');
    sessions.contributor = await accept(b, people.contributor, 'Connie Contributor');

    // The team shows each with their role.
    await b.context.clearCookies();
    await b.context.addCookies(adminSession);
    await b.goto('/blog-admin/authors');
    const team = page.getByRole('list', { name: 'Team' });
    expect(await team.getByRole('listitem').filter({ hasText: people.editor }).getByRole('combobox').inputValue()).toBe('editor');
    expect(await team.getByRole('listitem').filter({ hasText: people.contributor }).getByRole('combobox').inputValue()).toBe('contributor');
  }, 120_000);

  it('the Author publishes their own post, is offered no newsletter and cannot change another’s', async () => {
    const { page } = b;
    await b.context.addCookies(sessions.author!);
    await b.goto('/blog-admin');
    expect(await navLinks(page)).toEqual(['Posts', 'Account']);
    await page.getByLabel('Title', { exact: true }).fill(authorsTitle);
    await page.getByLabel('Category').selectOption('Science & Engineering');
    await page.getByLabel('Content', { exact: true }).fill('One bar is 100,000 pascals.');
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Post created successfully.').waitFor();
    await page.getByRole('button', { name: `Edit ${authorsTitle}` }).waitFor();
    expect(await page.getByRole('link', { name: `Send ${authorsTitle} as newsletter` }).count()).toBe(0);

    // Another's post: not in the Author's list, and the API refuses to change it.
    const other = await apiFromPage(page, 'GET', '/api/admin/posts?limit=100');
    const editorsPost = (await fetch(`${baseURL}/api/admin/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL, cookie: sessions.editor!.map((c) => `${c.name}=${c.value}`).join('; ') },
      body: JSON.stringify({
        title: `Editor’s own ${run}`,
        slug: `editors-own-${run}`,
        content: '<p>x</p>',
        category: 'Science & Engineering',
        published: true,
        featured: false,
      }),
    }).then((r) => r.json())) as { post: { id: string; slug: string; version: number } };
    expect((other.body.posts as { title: string }[]).map((p) => p.title)).toEqual([authorsTitle]);
    // The refusal's 403 is logged by Chromium.
    b.allowConsoleErrors();
    const refused = await apiFromPage(page, 'DELETE', `/api/admin/posts/${editorsPost.post.id}`);
    expect(refused).toEqual({
      status: 403,
      body: { error: 'This post is someone else’s: only an Editor or an Administrator may change it.', code: 'role' },
    });
  }, 60_000);

  it('the Editor sends the Author’s post as a newsletter', async () => {
    const { page } = b;
    await b.context.addCookies(sessions.editor!);
    await b.goto('/blog-admin');
    expect(await navLinks(page)).toEqual(['Posts', 'Account']);
    await page.getByRole('link', { name: `Send ${authorsTitle} as newsletter` }).click();
    await page.getByRole('heading', { level: 1, name: 'Send as newsletter' }).waitFor();
    await waitForHydration(page);
    const sendButton = page.getByRole('button', { name: /^Send to \d+ subscribers?$/ });
    const label = (await sendButton.textContent())!.trim();
    await sendButton.click();
    await page
      .getByRole('dialog', { name: `${label}?` })
      .getByRole('button', { name: label })
      .click();
    await page.getByText(/^Sent\. \d+ sent · 0 failed · 0 left/).waitFor({ timeout: 30_000 });
    const mail = await waitForMail(reader, authorsTitle);
    expect(mail.text).toContain('One bar is 100,000 pascals.');
  }, 60_000);

  it('the Contributor is offered no publishing, newsletter or people, and the server refuses a publish', async () => {
    const { page } = b;
    await b.context.addCookies(sessions.contributor!);
    await b.goto('/blog-admin');
    expect(await navLinks(page)).toEqual(['Posts', 'Account']);
    expect(await page.getByRole('switch', { name: 'Published' }).count()).toBe(0);
    expect(await page.getByLabel('Publish date').count()).toBe(0);

    const draft = `A contributor’s draft ${run}`;
    await page.getByLabel('Title', { exact: true }).fill(draft);
    await page.getByLabel('Category').selectOption('Science & Engineering');
    await page.getByLabel('Content', { exact: true }).fill('Waiting for an editor.');
    await page.getByText('Draft: only admins can see it.').waitFor();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Post created successfully.').waitFor();
    await page.getByRole('button', { name: `Edit ${draft}` }).waitFor();
    expect(await page.getByRole('link', { name: `Send ${draft} as newsletter` }).count()).toBe(0);

    // The refusal's 403 is logged by Chromium.
    b.allowConsoleErrors();
    const published = await apiFromPage(page, 'POST', '/api/admin/posts', {
      title: 'Straight to the blog',
      slug: `straight-${run}`,
      content: '<p>x</p>',
      category: 'Science & Engineering',
      published: true,
      featured: false,
    });
    expect(published).toEqual({
      status: 403,
      body: { error: 'A Contributor cannot publish or schedule a post: save it as a draft, and an Editor will publish it.', code: 'role' },
    });

    // The people's pages are not offered, and their addresses lead back to the posts, told why.
    await page.goto('/blog-admin/authors');
    await page.waitForURL(`${baseURL}/blog-admin`);
    await page.getByText('That page is for another role of the team.').waitFor();
  }, 60_000);

  it('an Administrator changes a role, suspends, removes with the posts given to another, and cancels an invitation', async () => {
    const { page } = b;
    await b.context.addCookies(adminSession);
    await b.goto('/blog-admin/authors');
    const team = page.getByRole('list', { name: 'Team' });
    // Nothing to do to oneself.
    await team.getByText('You. Another Administrator can change your role.').waitFor();

    await page.getByLabel('Role of Connie Contributor').selectOption('author');
    await page.getByRole('button', { name: 'Change role of Connie Contributor' }).click();
    await page.getByText('Connie Contributor is now an Author.').waitFor();

    await page.getByRole('button', { name: 'Suspend Eddie Editor' }).click();
    await page.getByText('Eddie Editor is suspended: signed out, and cannot sign in until restored.').waitFor();
    await team.getByRole('listitem').filter({ hasText: people.editor }).getByText('Suspended').waitFor();
    await page.getByRole('button', { name: 'Restore Eddie Editor' }).click();
    await page.getByText('Eddie Editor can sign in again.').waitFor();

    await page.getByRole('button', { name: 'Remove Ada Author' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Ada Author?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Their posts').selectOption({ label: 'Give them to Eddie Editor' });
    await dialog.getByRole('button', { name: 'Remove Ada Author' }).click();
    await page.getByText('Ada Author is no longer on the team; 1 post now under Eddie Editor.').waitFor();
    // The list is read again after the message: the person leaves it then.
    await team.getByText(people.author).waitFor({ state: 'detached' });

    const late = emailFor('roles-late');
    await page.getByLabel('Email').fill(late);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${late}.`).waitFor();
    await page.getByRole('button', { name: `Cancel invitation to ${late}` }).click();
    await page.getByText('Invitation cancelled; its link no longer works.').waitFor();
    await page.getByRole('list', { name: 'Invitations waiting' }).getByText(late, { exact: true }).waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);
});
