import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox, type OutboxMessage } from '~/services/mail/outbox.server';
import { useBrowser } from './browser';
import { dataDir } from './server';

/**
 * The newsletter as a reader meets it, against the real built server: the signup box on the blog,
 * the confirmation mail (read from the server's outbox), the confirm page, and the unsubscribe
 * page whose GET only asks. Every signup here spends one of the e2e server's per-client budget
 * (all requests come from 127.0.0.1, 5 per 10 minutes), so the file makes at most five.
 */

const outboxDir = join(dataDir, 'outbox');
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const emailFor = (label: string) => `news-${label}-${run}@example.com`;

/** Waits until `count` mails to `email` have reached the outbox; returns them, oldest first. */
async function mailsTo(email: string, count = 1): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await readOutbox(outboxDir)).filter((m) => m.to === email);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${email} in ${outboxDir}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const linkOf = (mail: OutboxMessage, path: string) => {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  return link;
};

describe('newsletter in the browser', () => {
  const b = useBrowser();

  /** A subscription as a script would make it: the API without a page (no Origin header). */
  async function subscribeByApi(email: string) {
    const res = await fetch(`${b.baseURL}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'pending', message: 'Check your inbox to confirm your subscription.' });
    return (await mailsTo(email))[0]!;
  }

  it('subscribes from the blog box, confirms by mail, says "Already subscribed" on a repeat, and unsubscribes by the link', async () => {
    const { page } = b;
    // The repeat signup's 409 makes Chromium log "Failed to load resource"; nothing else may be logged.
    b.allowConsoleErrors();
    const errors: string[] = [];
    page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
    page.on('pageerror', (error) => errors.push(error.message));

    const email = emailFor('box');
    await b.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    const input = box.getByLabel('Email address');
    const button = box.getByRole('button', { name: 'Subscribe' });

    // The browser check needs no request.
    await input.fill('not-an-email');
    await button.click();
    await page.getByText('Invalid email').waitFor();
    // Said in the toast and at the field, which is marked invalid and described by it.
    await box.getByText('Please enter a valid email address').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const described = await input.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Please enter a valid email address');

    // Hold the request so the submitting state can be seen.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(`  ${email.toUpperCase()} `);
    await button.click();
    const busy = box.getByRole('button', { name: 'Subscribing...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByText('Success!').waitFor();
    await page.getByText('Thank you for subscribing to our newsletter.').waitFor();
    expect(await input.inputValue()).toBe('');
    await box.getByText(/check your inbox/i).waitFor();
    await page.unroute('**/api/newsletter');

    const [confirmation] = await mailsTo(email);
    await b.goto(linkOf(confirmation!, '/newsletter/confirm'));
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();

    await b.goto('/blog');
    await input.fill(email);
    await button.click();
    const toasts = page.locator('[data-sonner-toast]');
    await toasts.getByText('Already subscribed', { exact: true }).waitFor();
    await toasts.getByText("You're already on our mailing list!").waitFor();
    // The box says it too, where it stays.
    await expect.poll(() => box.getByRole('status').textContent()).toBe("You're already on our mailing list!");
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);

    await b.goto(linkOf(confirmation!, '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You have been unsubscribed.' }).waitFor();
  });

  it('subscribes from the box without JavaScript: a real POST, answered by a page that says so', async () => {
    const context = await b.context.browser()!.newContext({ baseURL: b.baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const email = emailFor('nojs');
      await page.goto('/blog');
      const box = page.getByRole('region', { name: 'Get new articles by email' });
      await box.getByLabel('Email address').fill(email);
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL((url) => url.pathname === '/newsletter');
      // The address went in the body, not the address bar.
      expect(page.url()).not.toContain('example.com');
      await page.getByRole('heading', { level: 1, name: 'Success!' }).waitFor();
      await page.getByText('Thank you for subscribing to our newsletter.').waitFor();
      await page.getByText('Almost done: check your inbox and click the link in our e-mail to confirm your subscription.').waitFor();
      const [confirmation] = await mailsTo(email);
      expect(linkOf(confirmation!, '/newsletter/confirm')).toMatch(/token=/);
    } finally {
      await context.close();
    }
  });

  it('refuses a signup posted from another site', async () => {
    const res = await fetch(`${b.baseURL}/newsletter`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: emailFor('csrf') }),
    });
    expect(res.status).toBe(403);
  });

  it("shows the product's toasts for a rate-limited or failed signup, and says the same in the box", async () => {
    const { page } = b;
    b.allowConsoleErrors(); // the answers below are errors on purpose, and Chromium logs them
    // Answered here, so the server's real budget is not spent.
    const answers = [
      { status: 200, json: { status: 'pending', message: 'Check your inbox to confirm your subscription.' } },
      {
        status: 429,
        json: { error: 'Too many requests. Please try again in 7 minutes.', message: 'Too many requests. Please try again in 7 minutes.' },
      },
      { status: 500, json: { error: 'Internal server error' } },
    ];
    await page.route('**/api/newsletter', (route) => route.fulfill(answers.shift()));
    await b.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    await box.getByLabel('Email address').fill(emailFor('mocked'));

    const status = box.getByRole('status');
    const toasts = page.locator('[data-sonner-toast]');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => status.textContent())
      .toBe('Almost done: check your inbox and click the link in our e-mail to confirm your subscription.');

    // Once more: the limit answers. The box no longer says the signup is almost done.
    await box.getByLabel('Email address').fill(emailFor('mocked'));
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await toasts.getByText('Too many attempts', { exact: true }).waitFor();
    // The real wait the server gave, not "a few minutes".
    await toasts.getByText('Please try again in 7 minutes.', { exact: true }).waitFor();
    await expect.poll(() => status.textContent()).toBe('Too many attempts. Please try again in 7 minutes.');

    await box.getByRole('button', { name: 'Subscribe' }).click();
    await toasts.getByText('Failed to subscribe. Please try again.', { exact: true }).waitFor();
    await expect.poll(() => status.textContent()).toBe('Failed to subscribe. Please try again.');
    // A failed signup keeps what the reader typed.
    expect(await box.getByLabel('Email address').inputValue()).toBe(emailFor('mocked'));
  });

  it('works in the box under an article, a page sent as islands whose box renders when scrolled near', async () => {
    const { page } = b;
    const sent: unknown[] = [];
    // Answered here, so the server's real budget is not spent; the request itself is checked.
    await page.route('**/api/newsletter', (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, json: { status: 'pending', message: 'Check your inbox to confirm your subscription.' } });
    });
    await b.goto('/blog/why-the-us-uses-two-measurement-systems');
    // The box's code (with its e-mail schema) is not loaded yet: the first click reaches the server's
    // markup, is held, and goes to the island once it has loaded, instead of submitting the form.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('newsletter-box')))).toBe(false);
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    await box.getByLabel('Email address').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box.getByText('Please enter a valid email address').waitFor();
    expect(sent).toEqual([]);
    expect(new URL(page.url()).search).toBe('');

    await box.getByLabel('Email address').fill(emailFor('article'));
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing to our newsletter.').waitFor();
    expect(sent).toEqual([{ email: emailFor('article'), language: 'en', website: '' }]);
    expect(await box.getByLabel('Email address').inputValue()).toBe('');
  });

  it('confirms by the mailed link, sends the welcome mail, and unsubscribes only when the button is pressed', async () => {
    const { page } = b;
    const email = emailFor('pages');
    const confirmation = await subscribeByApi(email);
    expect(confirmation.subject).toMatch(/^Confirm your subscription/);

    await b.goto(linkOf(confirmation, '/newsletter/confirm'));
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);

    const welcome = (await mailsTo(email, 2))[1]!;
    expect(welcome.subject).toMatch(/^You are subscribed/);
    const unsubscribe = linkOf(welcome, '/newsletter/unsubscribe');
    expect(welcome.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);

    // Opening the link (as a mail scanner would) only asks; it takes the button.
    for (let i = 0; i < 2; i++) {
      await b.goto(unsubscribe);
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }).waitFor();
      await page.getByText(email).waitFor();
    }
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You have been unsubscribed.' }).waitFor();

    await b.goto(unsubscribe);
    await page.getByRole('heading', { level: 1, name: 'You have been unsubscribed.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
  });

  it("unsubscribes by a mailbox provider's one-click POST to the List-Unsubscribe URL", async () => {
    const email = emailFor('one-click');
    const confirmation = await subscribeByApi(email);
    const url = /^<(.+)>$/.exec(confirmation.headers['list-unsubscribe'] ?? '')?.[1];
    expect(url).toBe(linkOf(confirmation, '/newsletter/unsubscribe'));
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // RFC 8058: a POST with this body, without cookies or Origin, must unsubscribe at once.
    const res = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);

    await b.goto(url!);
    await b.page.getByRole('heading', { level: 1, name: 'You have been unsubscribed.' }).waitFor();
  });

  it('explains an invalid confirmation or unsubscribe link with a 404', async () => {
    const { page } = b;
    b.allowConsoleErrors(); // the browser logs the 404 document responses

    const confirm = await page.goto('/newsletter/confirm?token=not-a-real-token-at-all');
    expect(confirm?.status()).toBe(404);
    await page.getByText('This confirmation link is invalid or has expired.').waitFor();

    const unsubscribe = await page.goto('/newsletter/unsubscribe?token=not-a-real-token-at-all');
    expect(unsubscribe?.status()).toBe(404);
    await page.getByText('This unsubscribe link is invalid or has expired.').waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
  });
});
