/**
 * Rendered HTML of pages that are the same for every visitor (converters, home, static pages),
 * kept for a short time so a popular page is rendered once, not on every request.
 *
 * Each response still gets its own CSP nonce: the page is rendered once with a placeholder
 * nonce, and every response replaces the placeholder with that response's fresh nonce.
 * Only GET requests without a query string are cached, and only complete 200 HTML responses
 * that set no cookie; anything else goes straight to the renderer.
 */
export const NONCE_PLACEHOLDER = 'cspNoncePlaceholder0000';

interface Entry {
  html: string;
  headers: [string, string][];
  expires: number;
}

export interface PageCacheOptions {
  /** Whether the rendered page at this path is the same for every visitor. */
  cacheable: (path: string) => boolean;
  ttlMs: number;
  now?: () => number;
}

export function createPageCache({ cacheable, ttlMs, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();

  async function render(renderPage: (nonce: string) => Promise<Response>): Promise<Entry | null> {
    const res = await renderPage(NONCE_PLACEHOLDER);
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('text/html') || res.headers.has('set-cookie')) return null;
    // The nonce differs in length from the placeholder, so no length recorded now can stay true.
    const headers = [...res.headers].filter(([name]) => name !== 'content-length');
    return { html: await res.text(), headers, expires: now() + ttlMs };
  }

  function respond(entry: Entry, nonce: string): Response {
    return new Response(entry.html.replaceAll(NONCE_PLACEHOLDER, nonce), { status: 200, headers: entry.headers });
  }

  return {
    /** The page for this request: from the cache, or rendered (once, however many ask at the same time). */
    async serve(request: Request, nonce: string, renderPage: (nonce: string) => Promise<Response>): Promise<Response> {
      const url = new URL(request.url);
      if (request.method !== 'GET' || url.search !== '' || !cacheable(url.pathname)) return renderPage(nonce);
      const cached = entries.get(url.pathname);
      if (cached && cached.expires > now()) return respond(cached, nonce);
      let job = pending.get(url.pathname);
      if (!job) {
        job = render(renderPage).finally(() => pending.delete(url.pathname));
        pending.set(url.pathname, job);
      }
      const entry = await job;
      if (!entry) return renderPage(nonce);
      entries.set(url.pathname, entry);
      return respond(entry, nonce);
    },
  };
}
