import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Pages sent as islands (ADR 016) load one small module instead of React Router's runtime; the
// same routes still work when React Router reaches them by client-side navigation.

const moduleScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src || s.textContent);

describe('pages sent as islands', () => {
  const b = useBrowser();

  it.each(['/', '/length', '/feet-to-meters', '/mortgage', '/countdown', '/blog/why-the-us-uses-two-measurement-systems'])('%s loads the islands entry and no React Router runtime', async (path) => {
    const { page } = b;
    await b.goto(path);
    expect(await page.evaluate(moduleScripts)).toEqual([expect.stringMatching(/^import "\/assets\/islands-[\w-]+\.js";$/)]);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  });

  it('the blog keeps React Router, and its menu reaches a working converter without a reload', async () => {
    const { page } = b;
    await b.goto('/blog');
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Converters' }).click();
    await page.getByRole('menuitem', { name: 'Length', exact: true }).click();
    await page.waitForURL(`${b.baseURL}/length`);
    await page.getByRole('heading', { level: 1, name: 'Length Converter' }).waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    await page.getByLabel('Value to convert').fill('3');
    await page.getByLabel('From unit').selectOption('ft');
    await page.getByLabel('To unit').selectOption('m');
    await expect.poll(() => page.getByLabel('Result', { exact: true }).inputValue()).toBe('0.9144');
  });

  it('follows a link from an island page with a document load, to a page that works', async () => {
    const { page } = b;
    await b.goto('/length');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${b.baseURL}/blog`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('shows a notice a redirect asked for on an island page, once', async () => {
    const { page } = b;
    await b.goto('/?notice=access-denied');
    await page.getByText('You do not have admin privileges.').waitFor();
    await expect.poll(() => page.url()).toBe(`${b.baseURL}/`);
  });
});
