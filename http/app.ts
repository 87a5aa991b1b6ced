import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { Context } from 'hono';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { isShared } from '../app/lib/cache-control';
import { adminAccountEndpoints, adminGuard, authEndpoints } from '../app/api/auth.server';
import { jsonError, mountEndpoints, type Endpoint } from '../app/api/endpoint.server';
import { evaluateEndpoints } from '../app/api/evaluate.server';
import { adminMediaEndpoints, MEDIA_UPLOAD_PATH, serveMedia } from '../app/api/media.server';
import { newsletterEndpoints } from '../app/api/newsletter.server';
import { newsletterAdminEndpoints } from '../app/api/newsletter-admin.server';
import { authorAdminEndpoints } from '../app/api/authors-admin.server';
import { adminPostEndpoints } from '../app/api/posts-admin.server';
import { publicPostEndpoints } from '../app/api/posts-public.server';
import { searchEndpoints } from '../app/api/search.server';
import { unitEndpoints } from '../app/api/units.server';
import { clientAddress } from '../app/services/client-address.server';
import { log } from '../app/services/logger.server';
import type { Services } from '../app/services/services.server';
import { MAX_IMAGE_BYTES } from '../app/domain/media';
import { IMAGE_MESSAGES } from '../app/domain/schemas/image';
import type { IslandAssets } from '../app/islands/assets';
import { islandPageScriptHashes } from './islands';
import { crossSiteGuard, SAFE_METHODS, securityHeaders, type SecurityEnv } from './security';

/**
 * React Router's server build: the built one, or (in development) a function that loads it through
 * Vite for each request, so an edit shows on the next one (docs/decisions/042-dev-server.md).
 */
export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** What the pages are rendered from: the server build and the islands' scripts. */
export interface SitePages {
  build: ServerBuildSource;
  islands: IslandAssets;
}

export interface AppOptions {
  /** The pages; without them only the API is served (integration tests). */
  pages?: SitePages;
  /** Folder of the client build (hashed assets and public files). */
  clientDir?: string;
  mode?: 'production' | 'development';
  /** The site's public origin; state-changing requests must come from it (or the request's own origin). */
  publicOrigin?: string;
  /** Database, auth, mail and limits; without them only the stateless API is served. */
  services?: Services;
  /**
   * The page cache answers in front (http/listener.ts): it compresses the answers it may keep, so the
   * application leaves shared answers as they are and compresses the others.
   */
  cacheInFront?: boolean;
}

/**
 * What each request brings besides itself: Hono's Node adapter gives the client's request (its
 * connection's address), and the page cache marks its own requests for kept pages gone stale.
 */
export interface AppBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
  /** The page cache's own request: its answer goes to many readers, and no reader asked for it. */
  revalidation?: boolean;
}

export type AppEnv = SecurityEnv & { Bindings: AppBindings };

/**
 * The load context every loader and action gets: the one place it is made (React Router's
 * AppLoadContext, declared in app/entry.server.tsx).
 */
export function getLoadContext(c: Context<AppEnv>, services: Services | undefined, islands: IslandAssets): AppLoadContext {
  return {
    cspNonce: c.get('cspNonce'),
    services,
    islands,
    sharedRender: c.env?.revalidation === true,
    clientAddress: () => clientAddress(c, services?.config.trustProxy ?? 0),
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Every JSON endpoint under /api, the one list createApp mounts. Add new endpoints here: the
 * integration tests walk this list (every admin-only endpoint must refuse strangers).
 */
export function apiEndpoints(services?: Services): Endpoint[] {
  if (!services) return [...unitEndpoints(), ...searchEndpoints, ...evaluateEndpoints];
  return [
    ...unitEndpoints(services.rates),
    ...searchEndpoints,
    ...evaluateEndpoints,
    ...authEndpoints(services),
    ...adminAccountEndpoints(),
    ...adminPostEndpoints(services),
    ...publicPostEndpoints(services),
    ...newsletterEndpoints(services),
    ...newsletterAdminEndpoints(services),
    ...authorAdminEndpoints(services),
    ...adminMediaEndpoints(services),
  ];
}

/** The whole HTTP surface: static files, the JSON API under /api, and the React Router pages. */
export function createApp({
  pages,
  clientDir,
  mode = 'production',
  services,
  publicOrigin = services?.config.publicOrigin ?? 'http://localhost:3000',
  cacheInFront = false,
}: AppOptions = {}): Hono<AppEnv> {
  const https = publicOrigin.startsWith('https:');
  const app = new Hono<AppEnv>();

  app.use(securityHeaders({ https, scriptHashes: pages ? islandPageScriptHashes(pages.islands) : [] }));
  app.use(crossSiteGuard({ publicOrigin }));
  // The largest legitimate body is a blog post (50,000 characters of content plus fields).
  const limitBody = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => jsonError(c, 413, 'Request body too large') });
  // Image uploads are the one larger body (docs/decisions/062-images.md).
  const limitUpload = bodyLimit({ maxSize: MAX_IMAGE_BYTES, onError: (c) => jsonError(c, 413, IMAGE_MESSAGES.tooLarge, { field: 'file' }) });
  // Only requests that carry a body: asking a GET for its body builds a whole Fetch Request.
  app.use((c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    return c.req.path === MEDIA_UPLOAD_PATH ? limitUpload(c, next) : limitBody(c, next);
  });
  // Answers the page cache may keep it compresses itself, once, into the copies it keeps.
  app.use((c, next) =>
    compress({
      contentTypeFilter: (type) => COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !(cacheInFront && isShared(c.res.headers.get('cache-control'))),
    })(c, next),
  );

  const api = new Hono();
  mountEndpoints(api, apiEndpoints(services), services && adminGuard(services));
  app.route('/api', api);
  // A mounted sub-app does not run its own notFound: answer unknown API paths here, as JSON.
  app.all('/api/*', (c) => jsonError(c, 404, 'Not found'));

  // Uploaded images, from the folder or the bucket (before the static files: the names cannot meet).
  if (services) app.get('/media/:file', serveMedia(services.media));

  if (clientDir) {
    // Browsers ask for /favicon.ico wherever a document names no icon (a JSON answer opened as a
    // page, say): point them to the site's icon rather than logging a 404.
    app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
    app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }));
    // Browsers look for a new service worker at every visit; no cache may hold on to an old one.
    app.use('/sw.js', serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
    app.use('*', serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  }

  if (pages) {
    const handle = createRequestHandler(pages.build, mode);
    const { islands } = pages;
    app.all('*', async (c) => {
      const started = performance.now();
      const response = await handle(c.req.raw, getLoadContext(c, services, islands));
      // A page's render (its loaders included), as the page cache reports its own renders.
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        response.headers.set('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      }
      return response;
    });
  }

  app.onError((error, c) => {
    log.error(error);
    if (c.req.path.startsWith('/api/')) return jsonError(c, 500, 'Internal server error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
