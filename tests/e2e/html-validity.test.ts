import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL } from './server';

/**
 * The server's HTML of one page of each kind, checked by the W3C Nu HTML Checker (vnu.jar, from
 * the npm package vnu-jar, run by the system's Java: Debian's default-jre-headless, which .ci/run
 * installs when `java` is missing). One Java process checks every page: it is slow to start.
 */
const PAGES: Record<string, string> = {
  home: '/',
  quantity: '/length',
  pair: '/length/feet-to-inches',
  'top-level pair': '/feet-to-meters',
  mortgage: '/mortgage',
  countdown: '/countdown',
  'countdown with a date': '/countdown?date=2030-01-01T00:00',
  'countdown event': '/countdown?title=New+Year+party&date=2026-12-31T23%3A00&tz=Europe%2FBerlin&repeat=yearly',
  favorites: '/favorites',
  blog: '/blog',
  'tag archive': '/blog/tag/metric%20system',
  'search results': '/search?q=square',
  'search without a match': '/search?q=xyzzy',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  'site map': '/sitemap',
  ingredients: '/cooking/ingredients',
  'an ingredient': '/cooking/ingredients/all-purpose-flour?v=2&fill=flour_sifted',
  'recipe converter': '/cooking/recipe',
  "a quantity's pairs": '/sitemap/length',
  offline: '/offline',
  auth: '/auth',
};
const NOT_FOUND = '/no-such-page';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** Runs vnu over the files; resolves with its messages (it exits non-zero when it finds errors). */
function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 << 20 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(error ?? new Error(`vnu printed no JSON: ${stderr}`));
      }
    });
  });
}

describe('HTML validity', () => {
  const dir = mkdtempSync(join(tmpdir(), 'unitwise-vnu-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function save(name: string, path: string, status: number): Promise<string> {
    const res = await fetch(new URL(path, baseURL), { redirect: 'manual' });
    expect(res.status, `${name} (${path})`).toBe(status);
    const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.html`);
    writeFileSync(file, await res.text());
    return file;
  }

  it('every kind of page passes the Nu HTML Checker without an error', { timeout: 120_000 }, async () => {
    // An article: the newest post of the feed (the seeded sample articles).
    const feed = await (await fetch(new URL('/rss.xml', baseURL))).text();
    const article = [...feed.matchAll(/<link>([^<]*\/blog\/[^<]+)<\/link>/g)][0]?.[1];
    expect(article, 'an article in the feed').toBeTruthy();
    const files = new Map<string, string>();
    for (const [name, path] of Object.entries({ ...PAGES, article: new URL(article!).pathname })) {
      files.set(await save(name, path, 200), path);
    }
    files.set(await save('not found', NOT_FOUND, 404), NOT_FOUND);

    const messages = await vnu([...files.keys()]);
    // The checker's CSS parser predates rules the stylesheet uses (@property, field-sizing,
    // margin-trim): those messages are about the checker, not the page. So does its rule that only
    // a stylesheet link may carry `blocking`: the HTML standard also gives it to `<link rel="expect">`,
    // which the head uses (app/components/site-header.tsx). Every other HTML error counts.
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !m.message.startsWith('CSS: '))
      .filter((m) => !(m.message.includes('“blocking” attribute must have a “rel” attribute') && m.extract?.includes('<link rel="expect"')))
      .map((m) => `${files.get(m.url.replace(/^file:/, '')) ?? m.url}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 160)}` : ''}`);
    expect(errors).toEqual([]);
  });
});
