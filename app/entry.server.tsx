import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ComponentType } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import siteStyle from '~/app.css?inline';
import {
  ISLAND_SLOT_ATTRIBUTE,
  IslandRoot,
  IslandsContext,
  islandIdPrefix,
  type IslandEntryName,
  type IslandsHandle,
  type IslandsRender,
} from '~/islands/island';
import { asciiAt, editHtml } from '~/lib/html-bytes.server';
import { InlineStyleContext } from '~/lib/inline-style';
import { NonceContext } from '~/lib/nonce';
import { PageSearchContext } from '~/lib/search-params';
import { log } from '~/server/logger.server';
import type { Services } from '~/server/services.server';

export const streamTimeout = 5_000;

declare module 'react-router' {
  interface AppLoadContext {
    /** Nonce for this response's inline scripts; the server's CSP header allows exactly it. */
    cspNonce?: string;
    /**
     * Set when the page cache renders: the HTML goes to many readers, so loaders must not count
     * this render as one visit.
     */
    sharedRender?: boolean;
    /** Database, auth, mail and limits of the running server. */
    services?: Services;
    /**
     * URLs of the islands' client entries: the islands build's, or their sources through Vite in
     * development (server/islands.ts). The server does not start without them.
     */
    islands: Partial<Record<IslandEntryName, string>>;
    /**
     * The address the request came from as the rate limits read it (TRUST_PROXY applied): for
     * per-client limits and for counting an article's views once per reader.
     */
    clientAddress?: () => string;
  }
}

/**
 * React Router puts a <link rel="modulepreload"> for every module of the page (about 20) at the top
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
 * The client entry of a page sent as islands: its route names one in its handle and the islands
 * build made it. A 404 page needs only the header's; other error pages are React Router's to render.
 */
function islandScript(context: EntryContext, islands: AppLoadContext['islands']): string | undefined {
  const { matches, errors } = context.staticHandlerContext;
  if (errors) {
    const notFound = Object.values(errors).every((error) => isRouteErrorResponse(error) && error.status === 404);
    return notFound ? islands.page : undefined;
  }
  for (const match of matches) {
    const handle = context.routeModules[match.route.id]?.handle as Partial<IslandsHandle> | undefined;
    if (handle?.islands) return islands[handle.islands];
  }
  return undefined;
}

const SLOT = ` ${ISLAND_SLOT_ATTRIBUTE}="`;
const EMPTY_SLOT_END = '"></div>';

/**
 * Renders each island of a page sent as islands into the empty wrapper the page left for it, as a
 * React root of its own with its own id prefix: the browser hydrates it the same way
 * (app/islands/mount.tsx), so React keeps the server's nodes and `useId` gives the same ids.
 */
function fillIslands(html: Buffer, render: IslandsRender): Buffer {
  return editHtml(html, SLOT, (at) => {
    const start = at + SLOT.length;
    const end = html.indexOf(EMPTY_SLOT_END, start);
    const index = end === -1 ? '' : asciiAt(html, start, end);
    if (!/^\d+$/.test(index)) return null;
    const island = render.islands[Number(index)]!;
    const Component = island.component as ComponentType<object>;
    const markup = renderToString(
      <IslandRoot search={render.search}>
        <Component {...island.props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(Number(index)) },
    );
    // Into the wrapper: after its start tag's `">`, before its `</div>`.
    const inside = end + '">'.length;
    return { end: inside, insert: `${asciiAt(html, at, inside)}${markup}` };
  });
}

/**
 * Renders the whole document before sending it (no streaming): pages hold no
 * deferred data, and a complete response is what crawlers and caches want.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;
  const script = islandScript(routerContext, loadContext.islands);
  const { search } = new URL(request.url);
  const islands: IslandsRender | null = script ? { script, search, islands: [], written: new Map() } : null;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStyleContext.Provider value={siteStyle}>
          <IslandsContext.Provider value={islands}>
            <PageSearchContext.Provider value={search}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </PageSearchContext.Provider>
          </IslandsContext.Provider>
        </InlineStyleContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          buffer(body)
            .then((html) => {
              const page = withoutModulePreloads(islands ? fillIslands(html, islands) : html);
              // A Buffer a stream gave, never a shared one: the cast only tells TypeScript so.
              resolve(new Response(page as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status }));
            })
            .catch(reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          log.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
