import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler, matchRoutes, type Params, type RouteObject, type ServerBuild } from 'react-router';
import { getConverterPage } from '../app/domain/converters/registry';
import { SLUG_PATTERN } from '../app/domain/schemas/post';
import { isShared as isSharedCacheControl, responseCacheControl } from '../app/lib/cache-control';
import { nodeClientAddress, proxyHeaderWarning } from '../app/server/client-address.server';
import { getPublishedPostVersion } from '../app/server/db/posts-public.server';
import type { ContentTopic } from '../app/server/content-changes.server';
import type { Services } from '../app/server/services.server';
import { createApp, type SitePages } from './app';
import { log } from '../app/server/logger.server';
import { islandPageScriptHashes } from './islands';
import { createPageCache, type CachePolicy, type RequestRecord } from './page-cache';
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

/**
 * The routes of a server build as React Router matches them (the build lists them flat, each
 * naming its parent).
 */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive } = route!;
      return route!.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: routeTree(routes, id) };
    });
}

/** The first segment of a path as React Router compares it: decoded, in lower case. */
function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * React Router's matchRoutes, made fast enough for every request. It ranks all the routes it is
 * given on each call: about 2.5 ms for the site's 127 when each converter had a route. A route under the
 * root whose path begins with a word can only match a path that begins with that word, so each path
 * is matched against those routes and the ones that begin with a parameter, a splat or nothing:
 * three or four routes, in their order, so the ranking and the answer are React Router's own.
 */
function routeMatcher(routes: ServerBuild['routes']): (path: string) => ReturnType<typeof matchRoutes> {
  const roots = routeTree(routes);
  const [root] = roots;
  if (roots.length !== 1 || !root?.children) return (path) => matchRoutes(roots, path);
  const leading = (route: RouteObject) => {
    const word = (route.path ?? '').split('/')[0]!.toLowerCase();
    return /^[\w.-]+$/.test(word) ? word : null;
  };
  const others = root.children.filter((route) => leading(route) === null);
  const byWord = new Map<string, RouteObject[]>();
  for (const word of new Set(root.children.map(leading))) {
    if (word !== null)
      byWord.set(
        word,
        root.children.filter((route) => leading(route) === null || leading(route) === word),
      );
  }
  const trees = new Map([...byWord].map(([word, children]) => [word, [{ ...root, children }]]));
  const otherTree = [{ ...root, children: others }];
  return (path) => matchRoutes(trees.get(firstSegment(path)) ?? otherTree, path);
}

/**
 * The Cache-Control a route's page without a query goes out with: its `headers` export, or its
 * parent's when it has none (as React Router composes them), with app/lib/cache-control.ts's rules.
 */
function declaredCacheControl(build: Pick<ServerBuild, 'routes'>, ids: readonly string[]): string {
  let headers = new Headers();
  for (const id of ids) {
    const declared = build.routes[id]?.module.headers;
    if (!declared) continue;
    const parentHeaders = headers;
    headers = new Headers(
      typeof declared === 'function'
        ? declared({ loaderHeaders: new Headers(), parentHeaders, actionHeaders: new Headers(), errorHeaders: undefined })
        : declared,
    );
  }
  return responseCacheControl(headers.get('cache-control'), { status: 200, query: false });
}

/**
 * Pages made from content that changes while the server runs, by route: the content whose change
 * drops them from memory, and (articles) what each request checks before one is served from there.
 */
interface ContentPage {
  topic: ContentTopic;
  /** The paths of the route it applies to, when not all (the pair route: currency pairs only). */
  only?: (path: string) => boolean;
  check?: (params: Params, services: PolicyServices) => Promise<CheckResult | null>;
}

type PolicyServices = Pick<Services, 'database' | 'views' | 'content'> & {
  config: Pick<Services['config'], 'trustProxy'>;
  rates?: Pick<Services['rates'], 'latest'>;
};
type CheckResult = Awaited<ReturnType<NonNullable<CachePolicy['check']>>>;

const CONTENT_PAGES: Record<string, ContentPage> = {
  // Currency pages convert at the newest stored reference rates (docs/decisions/055-currencies-and-dated-rates.md):
  // checked against the rates in use, so a render made before new rates were read is not served after.
  'routes/converter': { topic: 'rates', only: (path) => getConverterPage(firstSegment(path))?.quantity === 'currency' },
  'routes/pair': { topic: 'rates', only: (path) => path.startsWith('/currency/') },
  // The blog list without a query: the same for everyone until a post changes.
  'routes/blog': { topic: 'posts' },
  // A tag's archive: its posts, the same for everyone until a post changes.
  'routes/blog-tag': { topic: 'posts' },
  // An article is checked against the database on every request, so an edited, unpublished or
  // deleted post is never served from memory, even if the news of its change were lost.
  'routes/blog-post': {
    topic: 'posts',
    check: async ({ slug = '' }, { database, views, config }) => {
      if (!SLUG_PATTERN.test(slug)) return null;
      const post = await getPublishedPostVersion(database.db, slug);
      if (!post) return null;
      return {
        version: `${post.id}:${post.updatedAt}`,
        onServe: (req) => views.add(post.id, { address: nodeClientAddress(req, config.trustProxy), userAgent: req.headers['user-agent'] }),
      };
    },
  },
};

/**
 * Which rendered pages may be served from memory, and how each is checked: those whose route
 * declares `public` (its `headers` export), found by matching the path against the build's routes.
 * A page made from changing content is checked against the count of its content's changes, which
 * every process hears of (app/server/content-changes.server.ts), so a render made before a change
 * is not served after it.
 */
export function pagePolicy(build: Pick<ServerBuild, 'routes'>, services: PolicyServices) {
  const match = routeMatcher(build.routes);
  const shared = new Map<string, boolean>();
  const isShared = (ids: string[]) => {
    const leaf = ids.at(-1)!;
    let known = shared.get(leaf);
    if (known === undefined) shared.set(leaf, (known = isSharedCacheControl(declaredCacheControl(build, ids))));
    return known;
  };
  return (path: string): CachePolicy | null => {
    const matches = match(path);
    const ids = matches?.map((match) => match.route.id!) ?? [];
    if (!matches || !isShared(ids)) return null;
    const route = ids.at(-1)!;
    const content = CONTENT_PAGES[route];
    if (!content || (content.only && !content.only(path))) return { route };
    const { params } = matches.at(-1)!;
    return {
      route,
      check: async () => {
        const revision =
          content.topic === 'rates'
            ? `${services.content.revision('rates')}.${ratesVersion(services.rates?.latest())}`
            : services.content.revision(content.topic);
        if (!content.check) return { version: String(revision) };
        const checked = await content.check(params, services);
        return checked && { ...checked, version: `${checked.version}:${revision}` };
      },
    };
  };
}

/** Drops from memory the pages made from content of `topic`, when it changed here or in another process. */
const pagesOf = (topic: ContentTopic) => (path: string, route: string) => {
  const content = CONTENT_PAGES[route];
  return content?.topic === topic && (!content.only || content.only(path));
};

/** A number for each set of rates the process has held: a page rendered with other rates is not served. */
const ratesVersions = new WeakMap<object, number>();
let ratesVersionsGiven = 0;
function ratesVersion(day: object | undefined): number {
  if (!day) return 0;
  let version = ratesVersions.get(day);
  if (version === undefined) ratesVersions.set(day, (version = ++ratesVersionsGiven));
  return version;
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
  if (typeof pages.build === 'function') throw new Error('The page cache keeps pages of a built site, not of one rendered from source');
  const render = createRequestHandler(pages.build, mode);
  const cache = createPageCache({
    policy: pagePolicy(pages.build, services),
    render: async (path) => {
      let body: Buffer | undefined;
      const response = await render(new Request(new URL(path, services.config.publicOrigin), { headers: { accept: 'text/html' } }), {
        services,
        islands: pages.islands,
        sharedRender: true,
        keepDocument: (html) => (body = html),
      });
      return { response, body };
    },
    // Cached pages are sent as islands: their inline scripts are allowed by hash, no nonce (ADR 047).
    headers: [['Content-Security-Policy', contentSecurityPolicy({ hashes: islandPageScriptHashes(pages.islands) }, https)], ...security],
    onError: (error) => log.error(error),
  });
  services.content.subscribe((topic) => cache.forget(pagesOf(topic)));
  // Rates stored by any process (or by `npm run rates`) are read within a minute: the pages made with the old ones go.
  services.rates.subscribe(() => cache.forget(pagesOf('rates')));

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
