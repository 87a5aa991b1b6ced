import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCli, emailFor, GOOD_PASSWORD, signInCookies, type SessionCookie } from './accounts';
import { axeViolationsInBothThemes, gotoInTheme } from './axe';
import { useBrowser, waitForHydration } from './browser';
import { baseURL } from './server';

/**
 * Images as an author uploads them and a reader sees them (docs/decisions/062-images.md): from the
 * post form's "Insert image" and "Upload featured image" dialogs, alt text required, into the
 * published article with srcset. One sign-in serves the file (the run's sign-in budget is shared).
 */

const admin = emailFor('images-admin');
const run = Date.now().toString(36);
let session: SessionCookie[];
let photo: Buffer;

beforeAll(async () => {
  await adminCli(['create', admin, '--name', 'Image Tester'], { ADMIN_PASSWORD: GOOD_PASSWORD });
  session = await signInCookies(baseURL, admin);
  // 1800 × 900: three copies (480, 960, 1600). Two colours, so the picture is visibly one.
  const half = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  photo = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#f59e0b' } })
    .composite([{ input: half, left: 900, top: 0 }])
    .png()
    .toBuffer();
});

async function openDashboard(page: Page) {
  await page.context().addCookies(session);
  await page.goto('/blog-admin');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

/** Uploads the test photo through one of the form's image dialogs. */
async function uploadThrough(page: Page, button: string, submit: string, alt: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('Image file').setInputFiles({ name: 'ruler.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByLabel('Alt text').fill(alt);
  await dialog.getByRole('button', { name: submit }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('images in a post', () => {
  const b = useBrowser();

  it('are refused without alt text, with the message at the field', async () => {
    const { page } = b;
    await openDashboard(page);
    await page.getByRole('button', { name: 'Insert image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByRole('button', { name: 'Upload and insert' }).click();
    expect(await dialog.getByText('Choose an image to upload').isVisible()).toBe(true);
    await dialog.getByLabel('Image file').setInputFiles({ name: 'ruler.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByRole('button', { name: 'Upload and insert' }).click();
    const alt = dialog.getByLabel('Alt text');
    expect(await alt.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText('Alt text is required').isVisible()).toBe(true);
    expect(await alt.evaluate((field) => field === document.activeElement)).toBe(true);
    // Escape closes the dialog and nothing was inserted.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Content', { exact: true }).inputValue()).toBe('');
  });

  it('are uploaded with alt text from the editor and shown in the article with srcset', async () => {
    const { page } = b;
    const title = `A ruler in pictures ${run}`;
    await openDashboard(page);
    // Published from the start: a draft saves itself a few seconds after its first change, which
    // the uploads below can outlast on a busy machine, and the button would then say Update Post.
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category').selectOption('Length & Distance');
    await page.getByLabel('Content', { exact: true }).fill('<p>Before the picture.</p>');
    await uploadThrough(page, 'Insert image', 'Upload and insert', 'A ruler against a tape measure');
    expect(await page.getByLabel('Content', { exact: true }).inputValue()).toMatch(
      /^<p>Before the picture\.<\/p>\n\n<img src="\/media\/[0-9a-f]{16}-1600\.png" alt="A ruler against a tape measure" srcset="[^"]+ 480w, [^"]+ 960w, [^"]+ 1600w"/,
    );
    await uploadThrough(page, 'Upload featured image', 'Upload', 'The same ruler, as the cover');
    expect(await page.getByLabel('Featured image URL').inputValue()).toMatch(/^\/media\/[0-9a-f]{16}-1600\.png$/);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Post created successfully.').waitFor();

    const slug = title.toLowerCase().replace(/ /g, '-');
    await b.goto(`/blog/${slug}`);
    const inBody = page.getByRole('img', { name: 'A ruler against a tape measure' });
    const srcset = (await inBody.getAttribute('srcset')) ?? '';
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    expect(await inBody.getAttribute('sizes')).toBeTruthy();
    // Loaded from the site: the browser picked a copy and decoded it.
    await page.waitForFunction((name) => {
      const img = [...document.images].find((i) => i.alt === name);
      return img?.complete && img.naturalWidth > 0;
    }, 'A ruler against a tape measure');
    const chosen = await inBody.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\/media\/[0-9a-f]{16}-(480|960|1600)\.png$/);

    const featured = page.locator('article img').first();
    expect(await featured.getAttribute('srcset')).toMatch(/-480\.png 480w, .+-960\.png 960w, .+-1600\.png 1600w$/);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      new RegExp(`^${baseURL.replace(/[.]/g, '\\.')}/media/[0-9a-f]{16}-1600\\.png$`),
    );
  });
});

describe('the image dialog in both themes', () => {
  const b = useBrowser();

  it('has no axe violations, open and with its messages shown', async () => {
    await b.context.addCookies(session);
    await gotoInTheme(b, '/blog-admin', 'light');
    expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
    // Opened in the dark theme, which the check above left: checked in full in it, then in the light one's colours.
    await b.page.getByRole('button', { name: 'Insert image' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByRole('button', { name: 'Upload and insert' }).click();
    await dialog.getByText('Choose an image to upload').waitFor();
    expect(await axeViolationsInBothThemes(b.page)).toEqual({ light: [], dark: [] });
  });
});
