import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { baseURL } from './server';

// cn() joins class names without resolving conflicts (app/lib/cn.ts): a component's classes and a
// caller's must never set the same property, or which one wins depends on the stylesheet's order.
// tailwind-merge, which knows every utility's property, is the judge here: a class list it would
// shorten has a conflict.

/** Each class list's answer, worked out once: most of a page's lists are on every page (the header, the footer). */
const overriddenIn = new Map<string, string[]>();

/** The classes of `classList` that tailwind-merge would drop as overridden by a later one. */
function overridden(classList: string): string[] {
  let dropped = overriddenIn.get(classList);
  if (!dropped) {
    const kept = new Set(twMerge(classList).split(' '));
    dropped = classList
      .split(/\s+/)
      .filter(Boolean)
      .filter((c) => !kept.has(c));
    overriddenIn.set(classList, dropped);
  }
  return dropped;
}

const conflictsIn = (classLists: string[]) =>
  [...new Set(classLists)].flatMap((list) => {
    const dropped = overridden(list);
    return dropped.length ? [`${dropped.join(' ')} in "${list}"`] : [];
  });

describe('no conflicting utility classes', () => {
  it('on any page the server renders', async () => {
    // Every page of the site's own sitemap (pair pages share one template: a pair of each kind of
    // scale, and one list of pairs, stand for them).
    const sitemap = await (await fetch(`${baseURL}/sitemaps/pages.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(40);
    paths.push('/length/feet-to-inches', '/temperature/fahrenheit-to-kelvin', '/currency/eur-to-jpy', '/sitemap/length', '/sitemap/length/feet');
    const pages = [...paths, '/auth', '/favorites', '/no-such-page', '/blog?q=zzqqxx', '/length?v=5'];
    const conflicts: string[] = [];
    for (const path of pages) {
      // The same markup as compressed, in a third of the time (some 300 pages, 27 MB).
      const html = await (await fetch(baseURL + path, { headers: { 'accept-encoding': 'identity' } })).text();
      conflicts.push(...conflictsIn([...html.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]!)).map((c) => `${path}: ${c}`));
    }
    expect(conflicts).toEqual([]);
    // Some 300 pages rendered one after another: a few seconds alone, a minute on a machine running several builds.
  }, 180_000);

  describe('in states only the browser shows', () => {
    const b = useBrowser();
    const classLists = () => b.page.evaluate(() => [...document.querySelectorAll('[class]')].map((e) => e.getAttribute('class') ?? ''));

    it('a starred converter, an open menu, a chosen countdown date and the mortgage schedule', async () => {
      const { page } = b;
      const seen: string[] = [];
      await b.goto('/length');
      await page.getByRole('button', { name: 'Add to favorites' }).click();
      await page.getByRole('button', { name: 'Converters' }).click();
      await page.getByRole('menu').waitFor();
      seen.push(...(await classLists()));
      await b.goto('/favorites');
      await page.getByRole('link', { name: /Length Converter/ }).waitFor();
      seen.push(...(await classLists()));
      await b.goto('/countdown?date=2030-01-01T00:00');
      await page.getByRole('button', { name: /2030/ }).click();
      await page.getByRole('grid').waitFor();
      seen.push(...(await classLists()));
      await b.goto('/mortgage');
      await page.getByRole('heading', { name: /Amortization/ }).scrollIntoViewIfNeeded();
      await page.getByRole('table').first().waitFor();
      seen.push(...(await classLists()));
      expect(conflictsIn(seen)).toEqual([]);
    });
  });
});
