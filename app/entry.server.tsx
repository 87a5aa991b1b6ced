import { createReadableStreamFromReadable } from '@react-router/node';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from '~/lib/nonce';
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
  }
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

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
