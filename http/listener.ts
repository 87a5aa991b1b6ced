import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { proxyHeaderWarning } from '../app/services/client-address.server';
import { countViewsOfKeptArticles } from '../app/services/blog/view-counter.server';
import type { Services } from '../app/services/services.server';
import { log } from '../app/services/logger.server';
import { createApp, type SitePages } from './app';
import { createPageCache, type RequestRecord } from './page-cache';
import { logRequests } from './request-log';

export interface ListenerOptions {
  pages: SitePages;
  clientDir: string;
  services: Services;
  mode: 'production' | 'development';
  /**
   * Whether the page cache answers in front of the application (the default). The dev server turns
   * it on with PAGE_CACHE=on (docs/decisions/042-dev-server.md).
   */
  pageCache?: boolean;
}

/**
 * The whole site as one Node.js request listener: the page cache in front of the Hono application
 * (http/app.ts), which answers every request the cache does not. Every request is logged
 * (http/request-log.ts).
 */
export function createListener({ pages, clientDir, services, mode, pageCache = true }: ListenerOptions) {
  const app = createApp({ pages, clientDir, services, mode, cacheInFront: pageCache });
  const toApp = getRequestListener(app.fetch);
  const forward = (req: IncomingMessage, res: ServerResponse, record: RequestRecord) => {
    for (let i = 0; i < record.headers.length; i += 2) res.setHeader(record.headers[i]!, record.headers[i + 1]!);
    void toApp(req, res);
  };
  const checkProxyHeader = proxyHeaderWarning(services.config.trustProxy, (message) => log.warn(message));
  if (!pageCache) {
    return {
      app,
      clear: () => {},
      listener: logRequests((req, res, record) => {
        checkProxyHeader(req.headers['x-forwarded-for']);
        forward(req, res, record);
      }, log),
    };
  }

  const cache = createPageCache({
    // As Hono's Node adapter calls it, with the client's request; the cache's own requests carry none.
    origin: ({ request, incoming }) => Promise.resolve(app.fetch(request, incoming ? { incoming } : { revalidation: true })),
    publicOrigin: services.config.publicOrigin,
    onHit: countViewsOfKeptArticles(services.views, services.config.trustProxy),
    onError: (error) => log.error(error),
  });
  // Content stored by any process (posts, and rates read within a minute): the pages tagged with it go.
  services.content.subscribe((topic) => cache.purge([topic]));
  services.rates.subscribe(() => cache.purge(['rates']));

  function listener(req: IncomingMessage, res: ServerResponse, record: RequestRecord) {
    checkProxyHeader(req.headers['x-forwarded-for']);
    if (!cache.handle(req, res, record)) forward(req, res, record);
  }
  return { app, clear: cache.clear, listener: logRequests(listener, log) };
}
