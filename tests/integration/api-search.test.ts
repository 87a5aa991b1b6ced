import { describe, expect, it } from 'vitest';
import type { SearchIndex } from '~/domain/search';
import { resolveQuery } from '~/domain/search';
import { createApp } from '../../http/app';
import { searchIndexPath } from '~/api/search.server';
import { indexBudget } from '~/domain/search/language-data.server';
import { ENGLISH, LANGUAGES } from '~/i18n/languages';

const app = createApp();

describe('GET /api/search-index', () => {
  it('sends the index as JSON with an ETag, cacheable for an hour at its bare address', async () => {
    const res = await app.request('/api/search-index');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const index = (await res.json()) as SearchIndex;
    expect(res.headers.get('etag')).toBe(`"${index.version}"`);
    expect(index.pages.find((p) => p.slug === 'length')).toMatchObject({ name: 'Length', from: 'm', to: 'km' });
    // What the browser fetched answers queries as the server does.
    expect(resolveQuery('5 ft to m', index)).toEqual({ kind: 'go', href: '/feet-to-meters?v=5' });
  });

  it('may be kept for good at its versioned address', async () => {
    const path = searchIndexPath();
    expect(path).toMatch(/^\/api\/search-index\?v=[0-9a-z]+$/);
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // An old version's address is not immutable: it gets the current index for an hour.
    const old = await app.request('/api/search-index?v=old');
    expect(old.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 304 when the client has the same version', async () => {
    const etag = (await app.request('/api/search-index')).headers.get('etag')!;
    const res = await app.request('/api/search-index', { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    const stale = await app.request('/api/search-index', { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('travels compressed, under 40 kB', async () => {
    const res = await app.request('/api/search-index', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(40_000);
    console.log(`search index: ${body.length} bytes gzipped`);
  });
});

describe('each language’s search index (docs/decisions/088-search-in-each-language.md)', () => {
  const others = LANGUAGES.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const);

  it.each(others)('%s: at its own versioned address, in its words, within its own budget', async (code, language) => {
    const path = searchIndexPath(language);
    expect(path).toMatch(new RegExp(`^/api/search-index\\?lang=${code}&v=[0-9a-z]+$`));
    const res = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(indexBudget(code));
    console.log(`search index (${code}): ${body.length} bytes gzipped of ${indexBudget(code)}`);
    const index = (await (await app.request(path)).json()) as SearchIndex;
    expect(index.language?.code).toBe(code);
    expect(index.version).not.toBe(((await (await app.request('/api/search-index')).json()) as SearchIndex).version);
  });

  it('refuses a language it does not have', async () => {
    expect((await app.request('/api/search-index?lang=xx')).status).toBe(404);
  });
});
