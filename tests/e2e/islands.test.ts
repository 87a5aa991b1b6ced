import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

// Public pages are sent as islands (ADR 016): one small module hydrates their interactive parts
// with React, instead of React Router's runtime; the admin's pages keep React Router.

const moduleScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.src || s.textContent);

describe('pages sent as islands', () => {
  const b = useBrowser();

  it.each([
    '/',
    '/length',
    '/feet-to-meters',
    '/mortgage',
    '/countdown',
    '/blog',
    '/blog?q=kelvin',
    '/blog/why-the-us-uses-two-measurement-systems',
    '/favorites',
    '/sitemap',
    '/about',
    '/no-such-page',
  ])('%s loads the islands entry and no React Router runtime', async (path) => {
    if (path === '/no-such-page') b.allowConsoleErrors();
    const { page } = b;
    await b.goto(path);
    expect(await page.evaluate(moduleScripts)).toEqual([expect.stringMatching(/^import "\/assets\/islands-[\w-]+\.js";$/)]);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  });

  it('the sign-in page keeps React Router, and its menu reaches a working converter', async () => {
    const { page } = b;
    await b.goto('/auth');
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    await page.getByRole('button', { name: 'Converters' }).click();
    await page.getByRole('menuitem', { name: 'Length', exact: true }).click();
    await page.waitForURL(`${b.baseURL}/length`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('heading', { level: 1, name: 'Length Converter' }).waitFor();

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
