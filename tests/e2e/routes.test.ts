import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { converterPages, PERMANENT_REDIRECTS } from '~/domain/converters/registry';
import { useBrowser } from './browser';
import { baseURL } from './server';

const STATIC_PAGES: [string, string][] = [
  ['/', 'Free Online Unit Converter'],
  ['/favorites', 'Your Favorites'],
  ['/mortgage', 'Mortgage Calculator'],
  ['/countdown', 'Countdown Timer'],
  ['/blog', 'Unit Conversion Blog'],
  ['/sitemap', 'Site Map'],
  ['/about', 'About'],
  ['/contact', 'Contact Us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
];
const ROUTES: [string, string][] = [...STATIC_PAGES, ...converterPages.map((p): [string, string] => [`/${p.slug}`, p.heading])];

function headValue(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

// The server's answers, read over HTTP: no browser needed.
describe('every public route', () => {
  it.each(ROUTES)('%s answers 200 with its content and head tags in the first HTML', async (path, heading) => {
    const res = await fetch(baseURL + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(headValue(html, /<title>([^<]+)<\/title>/)).toMatch(/\S/);
    expect(headValue(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
    expect(headValue(html, /<link rel="canonical" href="([^"]+)"/)).toBe(baseURL + (path === '/' ? '/' : path));
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:url" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
  });

  // The ECB publishes reference rates for 29 currencies against the euro (its daily list since the
  // Bulgarian lev left it for the euro on 1 January 2026): with the euro itself, 30.
  it('says on the about page how many currencies the converter has', async () => {
    const html = await (await fetch(`${baseURL}/about`)).text();
    expect(html).toMatch(/<\/a> for 30 currencies at the European Central Bank’s dated reference rates/);
  });

  it.each(Object.entries(PERMANENT_REDIRECTS))('/%s answers 301 to /%s', async (from, to) => {
    const res = await fetch(`${baseURL}/${from}?v=2`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/${to}?v=2`);
  });

  it('shows the router error page with status and message, without a stack trace', async () => {
    // A form post to a page that has no action is a router-level failure (405).
    const res = await fetch(`${baseURL}/length`, {
      method: 'POST',
      headers: { origin: baseURL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'v=1',
    });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toMatch(/405<\/span> (<!-- -->)?Method Not Allowed/);
    expect(html).not.toMatch(/at requestHandler|node_modules/);
  });

  // Both are sent as islands (ADR 016): the theme script and the import of the islands' script.
  it.each([
    ['/length', 2],
    ['/about', 2],
  ])('allows the inline scripts of cached %s by their hashes, and nothing else inline', async (path, least) => {
    const pages = await Promise.all([1, 2].map(() => fetch(`${baseURL}${path}`)));
    const [policy, other] = pages.map((res) => res.headers.get('content-security-policy') ?? '');
    expect(policy).toBe(other);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await pages[0]!.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs, text]) => !/\ssrc=|application\/(ld\+)?json/.test(attrs!) && text,
    );
    expect(inline.length).toBeGreaterThanOrEqual(least);
    const hashes = inline.map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    const allowed =
      /script-src ([^;]+)/
        .exec(policy ?? '')?.[1]
        ?.split(' ')
        .filter((s) => s.startsWith("'sha256-")) ?? [];
    expect(new Set(allowed)).toEqual(new Set(hashes));
  });

  it('allows the inline scripts of an islands page rendered per request by the same hashes, with no nonce in its bytes', async () => {
    const cached = (await fetch(`${baseURL}/length`)).headers.get('content-security-policy') ?? '';
    const res = await fetch(`${baseURL}/length?v=3`);
    const policy = res.headers.get('content-security-policy') ?? '';
    const html = await res.text();
    expect(html).toContain('value="3"');
    expect(html).not.toContain('nonce=');
    const hashes = (csp: string) =>
      /script-src ([^;]+)/
        .exec(csp)?.[1]
        ?.split(' ')
        .filter((s) => s.startsWith("'sha256-"));
    expect(hashes(policy)).toEqual(hashes(cached));
    for (const [, text] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }
  });

  it('home carries WebApplication structured data without a rating', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const json = headValue(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('WebApplication');
    expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
    expect(json).not.toMatch(/aggregateRating/i);
  });

  it('points a browser asking for /favicon.ico to the site icon', async () => {
    const res = await fetch(`${baseURL}/favicon.ico`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
    expect((await fetch(`${baseURL}/favicon.ico`)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('serves robots.txt and a sitemap index whose pages sitemap lists every public page', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /auth');
    expect(robots).toContain('Disallow: /blog-admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await fetch(`${baseURL}/sitemap.xml`);
    expect(index.headers.get('content-type')).toMatch(/xml/);
    expect(await index.text()).toContain(`<sitemap><loc>${baseURL}/sitemaps/pages.xml</loc>`);
    const res = await fetch(`${baseURL}/sitemaps/pages.xml`);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    for (const [path] of ROUTES.filter(([p]) => p !== '/favorites')) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
  });

  it('paints without waiting for a stylesheet or script request', async () => {
    const html = await (await fetch(`${baseURL}/length`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head).not.toContain('modulepreload');
    // The stylesheet is in the page: the utility classes the page uses are defined there.
    const style = /<style id="site-style">([\s\S]+?)<\/style>/.exec(head)?.[1] ?? '';
    expect(style).toContain('.max-w-7xl');
    expect(style).toContain('.dark');
  });

  it.each([
    ['/length', /import "(\/assets\/islands-[^"]+\.js)";<\/script>/],
    ['/auth', /import \* as route0 from "(\/assets\/[^"]+\.js)"/],
  ])('serves the hashed assets of %s as immutable and compressed', async (path, pattern) => {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    const asset = pattern.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(baseURL + asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});

describe('every public route in Chromium', () => {
  // The pages are only opened and read: one page for all of them.
  const b = useBrowser({ onePage: true });

  it.each(ROUTES)('%s renders in Chromium with its heading and no console error', async (path, heading) => {
    const { page } = b;
    await b.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.count()).toBe(1);
    expect(await h1.textContent()).toContain(heading);
  });
});
