import { describe, expect, it } from 'vitest';
import { assetUrls, isKeptPage, isNeverKeptPath, languagePagesOf } from './page-policy';

const ORIGIN = 'https://units.example.com';
const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<!doctype html>', { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('isKeptPage', () => {
  it.each([
    ['a converter page', '/length', page(), true],
    ['a page with its query', '/length?v=5&from=ft&to=m', page(), true],
    ['an article that must be revalidated', '/blog/metric-basics', page({ 'Cache-Control': 'no-cache' }), true],
    ['a page for one visitor', '/favorites', page({ 'Cache-Control': 'private, max-age=0' }), false],
    ['a page no cache may store', '/newsletter-like', page({ 'Cache-Control': 'No-Store' }), false],
    ['a body that varies with the cookie', '/length', page({ Vary: 'Accept-Encoding, Cookie' }), false],
    ['a body that varies with anything', '/length', page({ Vary: '*' }), false],
    ['the sign-in page, whatever its headers', '/auth', page(), false],
    ['the admin, whatever its headers', '/blog-admin', page(), false],
    ['the admin in capitals (the router matches it too)', '/BLOG-ADMIN', page(), false],
    ['a newsletter link', '/newsletter/confirm?token=abc', page(), false],
    ['an API response', '/api/units', new Response('{}', { headers: { 'Content-Type': 'application/json' } }), false],
    ['a 404 page', '/nope', page({}, 404), false],
    ['a server error', '/length', page({}, 500), false],
    ['not HTML', '/rss.xml', new Response('<rss/>', { headers: { 'Content-Type': 'application/rss+xml' } }), false],
  ])('%s (%s): %s', (_name, path, response, kept) => {
    expect(isKeptPage(`${ORIGIN}${path}`, response, ORIGIN)).toBe(kept);
  });

  it('refuses a page of another origin', () => {
    expect(isKeptPage('https://elsewhere.example/length', page(), ORIGIN)).toBe(false);
  });
});

describe('isNeverKeptPath', () => {
  it.each([
    ['/auth', true],
    ['/blog-admin', true],
    ['/api/units', true],
    ['/api', true],
    ['/newsletter/unsubscribe', true],
    // The router matches paths whatever their case and escapes: so does the policy.
    ['/BLOG-ADMIN', true],
    ['/Auth/callback', true],
    ['/API/units', true],
    ['/blog%2Dadmin', true],
    ['/bl%ZZog', false],
    ['/authors', false],
    ['/blog', false],
    ['/length', false],
  ])('%s: %s', (path, never) => {
    expect(isNeverKeptPath(path)).toBe(never);
  });
});

describe('assetUrls', () => {
  it('finds the hashed files a page names: module scripts, preloads, imports and styles, once each', () => {
    const html = [
      '<link rel="modulepreload" href="/assets/islands-mount-B1x_9-a.js"/>',
      '<link rel="stylesheet" href="/assets/root-Cq2.css"/>',
      '<script type="module">import "/assets/islands-converter-D4k.js";</script>',
      '<script type="module">import "/assets/islands-converter-D4k.js";</script>',
      '<p>Read more at /blog and <a href="/length">length</a>.</p>',
    ].join('');
    expect(assetUrls(html)).toEqual(['/assets/islands-mount-B1x_9-a.js', '/assets/root-Cq2.css', '/assets/islands-converter-D4k.js']);
  });
});

describe('languagePagesOf', () => {
  const LANGUAGES = [
    { prefix: '', offline: '/offline', favorites: '/favorites' },
    { prefix: '/es', offline: '/es/sin-conexion', favorites: '/es/favoritos' },
    { prefix: '/de', offline: '/de/offline', favorites: '/de/favoriten' },
  ];
  it.each([
    ['/length', '/offline'],
    ['/es', '/es/sin-conexion'],
    ['/es/hipoteca', '/es/sin-conexion'],
    ['/de/laenge/fuss-in-meter', '/de/offline'],
    ['/espana', '/offline'],
    ['/desk', '/offline'],
  ])('a page at %s is replaced offline by %s', (path, offline) => {
    expect(languagePagesOf(path, LANGUAGES).offline).toBe(offline);
  });
});
