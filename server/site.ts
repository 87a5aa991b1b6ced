import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler } from 'react-router';
import { categoryPages, converterPages } from '../app/domain/converters/registry';
import { CALCULATOR_PATHS, INFORMATION_PAGES } from '../app/domain/public-pages';
import { SLUG_PATTERN } from '../app/domain/schemas/post';
import { nodeClientAddress, proxyHeaderWarning } from '../app/server/client-address.server';
import { getPublishedPostVersion } from '../app/server/db/posts-public.server';
import type { Services } from '../app/server/services.server';
import { createApp, type SitePages } from './app';
import { log } from '../app/server/logger.server';
import { createPageCache, NONCE_PLACEHOLDER, type CachePolicy, type RequestRecord } from './page-cache';
import { logRequests } from './request-log';
import { contentSecurityPolicy, securityHeaderList } from './security';

export interface SiteOptions {
  pages: SitePages;
  clientDir: string;
  services: Services;
  mode: 'production' | 'development';
  /**
   * Whether shared pages are kept and served from memory (the default). The dev server renders
   * every request, so an edit shows on the next one (docs/decisions/042-dev-server.md).
   */
  pageCache?: boolean;
}

/** Pages whose HTML is the same for every visitor: no session, no database, no query. */
const SHARED_PAGES = new Set<string>([
  '/',
  ...converterPages.map((p) => `/${p.slug}`),
  ...CALCULATOR_PATHS,
  ...INFORMATION_PAGES.map((p) => p.path),
  '/favorites',
  '/offline',
  ...categoryPages.map((p) => `/sitemap/${p.slug}`),
]);

/**
 * Pages of one quantity are the same for everyone too: its pair pages (/length/feet-to-meters)
 * and, for the largest quantities, each unit's pairs in the site map (/sitemap/length/feet). Any
 * path of those shapes (each captures the quantity) under a quantity page may be one: only a 200
 * answer is kept, so a path that is no page is never cached.
 */
const QUANTITY_PAGES = new Set(categoryPages.map((p) => p.slug));
const QUANTITY_PATHS = [/^\/([^/]+)\/[a-z0-9-]+-to-[a-z0-9-]+$/, /^\/sitemap\/([^/]+)\/[a-z0-9-]+$/];
const isQuantityPath = (path: string) => QUANTITY_PATHS.some((shape) => QUANTITY_PAGES.has(shape.exec(path)?.[1] ?? ''));

/** A minute: short enough for the pages that show today's date (calculators) to stay current. */
const SHARED_PAGE: CachePolicy = { ttlMs: 60_000 };
/**
 * An article is checked against the database on every request, and the blog list against this
 * process's count of post changes; what this bounds is how old a view count, relative date and
 * related articles, or a list changed by another server process, may be.
 */
const ARTICLE_TTL_MS = 10_000;

/** Which rendered pages may be served to everyone, and how each is checked. */
export function pagePolicy({
  config,
  database,
  views,
  blogRevision,
}: Pick<Services, 'database' | 'views' | 'blogRevision'> & { config: Pick<Services['config'], 'trustProxy'> }) {
  return (path: string): CachePolicy | null => {
    if (SHARED_PAGES.has(path) || isQuantityPath(path)) return SHARED_PAGE;
    // The blog list without a query: the same for everyone until a post changes.
    if (path === '/blog') return { ttlMs: ARTICLE_TTL_MS, check: async () => ({ version: String(blogRevision.value) }) };
    const slug = path.startsWith('/blog/') ? path.slice('/blog/'.length) : null;
    if (!slug || !SLUG_PATTERN.test(slug)) return null;
    return {
      ttlMs: ARTICLE_TTL_MS,
      check: async () => {
        const post = await getPublishedPostVersion(database.db, slug);
        if (!post) return null;
        return {
          version: `${post.id}:${post.updatedAt}:${blogRevision.value}`,
          onServe: (req) =>
            views.add(post.id, { address: nodeClientAddress(req, config.trustProxy), userAgent: req.headers['user-agent'] }),
        };
      },
    };
  };
}

/**
 * The whole site as one Node.js request listener: pages from the page cache when it can answer,
 * everything else (and every page it cannot answer) through the Hono application. Every request
 * is logged (server/request-log.ts).
 */
export function createSite({ pages, clientDir, services, mode, pageCache = true }: SiteOptions) {
  const app = createApp({ pages, clientDir, services, mode });
  const toApp = getRequestListener(app.fetch);
  const forward = (req: IncomingMessage, res: ServerResponse, record: RequestRecord) => {
    for (let i = 0; i < record.headers.length; i += 2) res.setHeader(record.headers[i]!, record.headers[i + 1]!);
    void toApp(req, res);
  };
  const checkProxyHeader = proxyHeaderWarning(services.config.trustProxy, (message) => log.warn(message));
  if (!pageCache) {
    return {
      app,
      listener: logRequests((req, res, record) => {
        checkProxyHeader(req.headers['x-forwarded-for']);
        forward(req, res, record);
      }, log),
    };
  }

  const https = services.config.publicOrigin.startsWith('https:');
  const security = securityHeaderList(https);
  const render = createRequestHandler(pages.build, mode);
  const cache = createPageCache({
    policy: pagePolicy(services),
    render: (path) =>
      render(new Request(new URL(path, services.config.publicOrigin), { headers: { accept: 'text/html' } }), {
        cspNonce: NONCE_PLACEHOLDER,
        services,
        islands: pages.islands,
        sharedRender: true,
      }),
    headers: (hashes) => [['Content-Security-Policy', contentSecurityPolicy({ hashes }, https)], ...security],
    onError: (error) => log.error(error),
  });

  function listener(req: IncomingMessage, res: ServerResponse, record: RequestRecord) {
    checkProxyHeader(req.headers['x-forwarded-for']);
    const handled = cache.handle(req, res, record);
    if (handled === true) return;
    if (handled === false) {
      forward(req, res, record);
      return;
    }
    handled.then(
      (done) => {
        if (!done) forward(req, res, record);
      },
      (error: unknown) => {
        // A failed check (the database, say) is the application's to answer and report.
        log.error(error);
        if (!res.headersSent) forward(req, res, record);
      },
    );
  }
  return { app, listener: logRequests(listener, log) };
}
