import { servedSearchIndex } from '~/domain/search/search-index.server';
import { versionedSearchIndexPath } from '~/lib/search-index-address';
import type { Endpoint } from './endpoint.server';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The index's versioned address: the browser may keep what it fetched there for good. */
export function searchIndexPath(): string {
  return versionedSearchIndexPath(servedSearchIndex().version);
}

export const searchEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/search-index',
    access: 'public',
    handler: (c) => {
      const { version, json } = servedSearchIndex();
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
