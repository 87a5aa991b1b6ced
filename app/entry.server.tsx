import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import siteStyle from '~/app.css?inline';
import { islandModuleFinder, renderIslandsPage } from '~/islands/fill.server';
import type { IslandAssets } from '~/islands/assets';
import { IslandsContext, type IslandsRender, type RouterHandle } from '~/islands/island';
import { responseCacheControl } from '~/lib/cache-control';
import { editHtml } from '~/lib/html-bytes.server';
import { InlineStyleContext } from '~/lib/inline-style';
import { NonceContext } from '~/lib/nonce';
import { PageSearchContext } from '~/lib/search-params';
import { TranslatorContext } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { log } from '~/services/logger.server';
import type { Services } from '~/services/services.server';

export const streamTimeout = 5_000;

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Nonce for the inline scripts of a page React Router hydrates; the server's CSP header allows
     * it. Pages sent as islands carry none: their inline scripts are allowed by hash (ADR 047).
     */
    cspNonce?: string;
    /**
     * Set for the page cache's own request for a kept page gone stale: the HTML goes to many
     * readers and no reader asked for it, so loaders must not count it as one visit.
     */
    sharedRender?: boolean;
    /** Database, auth, mail and limits of the running server. */
    services?: Services;
    /**
     * The islands' scripts: the islands build's, or their sources through Vite in development
     * (http/islands.ts). The server does not start without them.
     */
    islands: IslandAssets;
    /**
     * The address the request came from as the rate limits read it (TRUST_PROXY applied): for
     * per-client limits and for counting an article's views once per reader.
     */
    clientAddress?: () => string;
  }
}

/**
 * On a page React Router hydrates (/auth, /blog-admin), React Router puts a <link rel="modulepreload"> for every module of the page (about 20) at the top
 * of the head. The browser fetches them at high priority, ahead of the first paint, and on a slow
 * mobile connection they hold it back by a second or more; yet nothing on the page needs a script
 * to be read. Without them the page paints as soon as its HTML arrives, and the scripts come from
 * the imports of React Router's inline module script. (React re-adds the links while hydrating;
 * by then the modules are loaded, so that costs no request.)
 */
function withoutModulePreloads(html: Buffer): Buffer {
  return editHtml(html, '<link rel="modulepreload"', (at) => {
    const end = html.indexOf('>', at);
    return end === -1 ? null : { end: end + 1 };
  });
}

/**
 * Whether the page is sent as islands (docs/decisions/016-islands.md): every page but those whose
 * route asks React Router to hydrate it (`handle: { hydrate: 'router' }`: /auth and /blog-admin)
 * and error pages other than 404, which are React Router's to render.
 */
function sentAsIslands(context: EntryContext): boolean {
  const { matches, errors } = context.staticHandlerContext;
  if (errors) return Object.values(errors).every((error) => isRouteErrorResponse(error) && error.status === 404);
  return !matches.some((match) => (context.routeModules[match.route.id]?.handle as Partial<RouterHandle> | undefined)?.hydrate === 'router');
}

/**
 * A stream that keeps what React writes, and gives it as one buffer when React ends it: the two
 * pages React Router hydrates, which go through React's stream. (Node's `buffer()` of a stream goes
 * through a Blob and an ArrayBuffer: two more copies of the page.)
 */
function collect(): { sink: Writable; bytes: Promise<Buffer> } {
  const chunks: Buffer[] = [];
  let sink!: Writable;
  const bytes = new Promise<Buffer>((resolve, reject) => {
    sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
        done();
      },
      destroy(error, done) {
        if (error) reject(error);
        done(error);
      },
    });
  });
  return { sink, bytes };
}

/**
 * Renders the whole document before sending it (no streaming): pages hold no
 * deferred data, and a complete response is what crawlers and caches want. A page sent as islands
 * is rendered in one synchronous pass (renderIslandsPage); the two pages React Router hydrates go
 * through React's stream, which waits for anything that suspends.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { search } = new URL(request.url);
  // What the route declared (its `headers` export), with the rules for errors and queries applied.
  const declared = responseHeaders.get('Cache-Control');
  const cacheControl = (status: number) => responseCacheControl(declared, { status, query: search !== '' });
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Cache-Control', cacheControl(responseStatusCode));
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const islands: IslandsRender | null = sentAsIslands(routerContext)
    ? { search, mount: loadContext.islands.mount, moduleOf: islandModuleFinder(loadContext.islands), islands: [] }
    : null;
  // A page sent as islands is the same bytes for every response: its inline scripts are allowed by
  // their hashes, computed once at start (ADR 047).
  const nonce = islands ? undefined : loadContext.cspNonce;
  if (!islands && !nonce) throw new Error(`${request.url} is hydrated by React Router, whose inline scripts need a nonce`);
  const document = (
    <NonceContext.Provider value={nonce}>
      <InlineStyleContext.Provider value={siteStyle}>
        <IslandsContext.Provider value={islands}>
          <PageSearchContext.Provider value={search}>
            <TranslatorContext.Provider value={translatorFor(request)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </TranslatorContext.Provider>
          </PageSearchContext.Provider>
        </IslandsContext.Provider>
      </InlineStyleContext.Provider>
    </NonceContext.Provider>
  );
  // The page's bytes, sent as one chunk (the page cache keeps that chunk as it is). A Buffer made for
  // this page, never a shared one: the cast only tells TypeScript so.
  const respond = (page: Buffer, status: number) => {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    responseHeaders.set('Cache-Control', cacheControl(status));
    return new Response(page as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status });
  };
  if (islands) return respond(renderIslandsPage(document, islands), responseStatusCode);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onAllReady() {
        const { sink, bytes } = collect();
        pipe(sink);
        bytes.then((html) => resolve(respond(withoutModulePreloads(html), status))).catch(reject);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        log.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
