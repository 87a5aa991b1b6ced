/**
 * The service worker, served at /sw.js (docs/decisions/018-offline.md): the build's hashed assets
 * and the offline page are precached; every page a visitor opens is fetched from the network first
 * and kept for when there is none. scripts/build-sw.mjs bundles this file and injects the list of
 * files to precache.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import { OFFLINE_COPY_HEADER, assetUrls, isKeptPage, isNeverKeptPath, languagePagesOf, type LanguagePages } from './page-policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/**
 * Each language's offline page, shown for a page of it that was never opened while online, and its
 * favorites page, whose list is in the browser, so it opens offline even if never opened; all
 * precached (build-sw.mjs writes the list from the languages table and adds the pages).
 */
declare const LANGUAGE_PAGES: readonly LanguagePages[];
const PAGES_CACHE = 'pages';
/** Enough for every page a regular visitor uses; the least recently used go first. */
const MAX_PAGES = 100;

// A new deployment takes over at once, in every open tab, rather than after they all close.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
navigationPreload.enable();

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    {
      cacheWillUpdate: async ({ request, response }) => (isKeptPage(request.url, response, self.location.origin) ? response : null),
    },
    new ExpirationPlugin({ maxEntries: MAX_PAGES }),
  ],
});
// Before the precache's route, so that pages it holds (the favorites page) are still fetched from
// the network first; it answers their navigations only offline (the catch handler below), and
// everything else it holds (the build's files, the search index) at once.
registerRoute(({ request }) => request.mode === 'navigate', pages);
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Offline and not kept: the same page kept at another query (a converter page is kept as it was
 * opened; its address changes as the visitor types), at the address asked for: its islands render
 * that address's state, not the numbers it was kept with (app/islands/mount.tsx). Else the
 * precached favorites page, whose list is in the browser, or the offline page.
 */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(PAGES_CACHE);
  const [samePage] = await cache.keys(request.url, { ignoreSearch: true });
  const kept = samePage && (await cache.match(samePage));
  // A new response, so the page keeps the address asked for rather than the kept one's.
  if (kept) return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers: kept.headers });
  const { pathname } = new URL(request.url);
  const { offline, favorites } = languagePagesOf(pathname, LANGUAGE_PAGES);
  const precached = pathname === favorites ? await matchPrecache(favorites) : undefined;
  return precached ?? (await matchPrecache(offline)) ?? Response.error();
});

/**
 * A kept page names the hashed assets of the build it came from, and a new build's precache drops
 * the old ones: keep only the pages whose every asset the new precache has.
 */
async function dropPagesOfOtherBuilds(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  for (const request of await cache.keys()) {
    const html = (await (await cache.match(request))?.text()) ?? '';
    if (!assetUrls(html).every((url) => getCacheKeyForURL(url))) await cache.delete(request);
  }
}

/**
 * The page that registered the service worker was loaded before it, so it went by: fetch the pages
 * open now through the same strategy, so they are kept too (and, after a new deployment, kept again
 * with its assets).
 */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set(windows.map((client) => client.url.split('#')[0]!));
  for (const url of urls) {
    if (isNeverKeptPath(new URL(url).pathname) || (await cache.match(url))) continue;
    // Offline, or a page not to keep: it is kept the next time it is opened, or never.
    // Not a visit: the server counts no view for it.
    const request = new Request(url, { headers: { [OFFLINE_COPY_HEADER]: '1' } });
    await pages.handle({ event, request }).catch(() => undefined);
  }
}

self.addEventListener('activate', (event) => event.waitUntil(dropPagesOfOtherBuilds().then(() => keepOpenPages(event))));
