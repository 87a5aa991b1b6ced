import { servedSearchIndex } from '~/domain/search/search-index.server';
import { ENGLISH, languageByCode, type Language } from '~/i18n/languages';
import { versionedSearchIndexPath } from '~/lib/search-index-address';
import type { Endpoint } from './endpoint.server';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The versioned address of a language's index: the browser may keep what it fetched there for good. */
export function searchIndexPath(language: Language = ENGLISH): string {
  return versionedSearchIndexPath(servedSearchIndex(language.code).version, language.code);
}

export const searchEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/search-index',
    access: 'public',
    handler: (c) => {
      // Each language's index (`?lang=es`); English's at the bare address. An unknown language is none.
      const code = c.req.query('lang') ?? ENGLISH.code;
      if (!languageByCode(code)) return c.body('Not Found', 404);
      const { version, json } = servedSearchIndex(code);
      const etag = `"${version}"`;
      // At its versioned address the index never changes; at the bare one it changes with the build,
      // so caches keep it an hour and then ask again (a 304 when it is the same).
      c.header('Cache-Control', c.req.query('v') === version ? IMMUTABLE : 'public, max-age=3600');
      c.header('ETag', etag);
      if (
        c.req
          .header('if-none-match')
          ?.split(/\s*,\s*/)
          .includes(etag)
      )
        return c.body(null, 304);
      return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    },
  },
];
