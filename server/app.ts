import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { jsonError, mountEndpoints } from '../app/server/api/endpoint.server';
import { unitEndpoints } from '../app/server/api/units.server';

export interface AppOptions {
  /** React Router's server build; without it only the API is served (integration tests). */
  build?: ServerBuild;
  /** Folder of the client build (hashed assets and public files). */
  clientDir?: string;
  mode?: 'production' | 'development';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The whole HTTP surface: static files, the JSON API under /api, and the React Router pages. */
export function createApp({ build, clientDir, mode = 'production' }: AppOptions = {}): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  app.use(compress());

  const api = new Hono();
  mountEndpoints(api, unitEndpoints);
  app.route('/api', api);
  // A mounted sub-app does not run its own notFound: answer unknown API paths here, as JSON.
  app.all('/api/*', (c) => jsonError(c, 404, 'Not found'));

  if (clientDir) {
    app.use(
      '/assets/*',
      serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
    );
    app.use(
      '*',
      serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }),
    );
  }

  if (build) {
    const handle = createRequestHandler(build, mode);
    app.all('*', (c) => handle(c.req.raw));
  }

  app.onError((error, c) => {
    console.error(error);
    if (c.req.path.startsWith('/api/')) return jsonError(c, 500, 'Internal server error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
