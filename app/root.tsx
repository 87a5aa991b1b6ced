import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router';
import { NotFound, notFoundMeta } from '~/components/not-found';
import { RouteNotices } from '~/components/route-notices';
import { SiteFooter } from '~/components/site-footer';
import { HEADER_END_ID, SiteHeader } from '~/components/site-header';
import { NUMBERS_CSS } from '~/components/num';
import { THEME_SCRIPT } from '~/lib/head-script';
import { OTHER_LOCALE_ATTRIBUTE } from '~/lib/theme-script';
import { islandsImportScript } from '~/islands/assets';
import { ISLAND_PROPS_ID, useIslands, type RouterHandle } from '~/islands/island';
import { INLINE_STYLE_ID, useInlineStyle } from '~/lib/inline-style';
import { useNonce } from '~/lib/nonce';
import { catalogJsonOf } from '~/i18n/catalog.server';
import { siteFromMatches, useSite } from '~/lib/site';
import { THEME_COLORS } from '~/lib/theme-colors';
import { getPublicConfig } from '~/services/config.server';
import { searchIndexPath } from '~/api/search.server';
import { chromeFromMatches, useAlternates, useChrome } from '~/i18n/chrome';
import { chromeOf } from '~/i18n/chrome.server';
import { ENGLISH, languageOfPath } from '~/i18n/languages';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // Feed readers and browsers find the blog's feed from any page.
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog RSS feed', href: '/rss.xml' },
];

export function loader({ request }: Route.LoaderArgs) {
  const site = getPublicConfig();
  const { pathname } = new URL(request.url);
  const language = languageOfPath(pathname);
  const chrome = chromeOf(language, pathname, { siteName: site.siteName, year: new Date().getFullYear() });
  // The search box of a page searches in the page's language (docs/decisions/088-search-in-each-language.md).
  return { site, catalog: catalogJsonOf(language), chrome, searchIndexPath: searchIndexPath(language) };
}

// The root data is configuration: it never changes with the URL (typing in a
// converter rewrites the query string and must not refetch anything).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  const chrome = useChrome();
  const alternates = useAlternates();
  const islands = useIslands();
  const nonce = useNonce();
  const style = useInlineStyle();
  // Marks the document interactive once React has hydrated it (end-to-end tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // A language with another number style names it for the head script, which shows the reader's (ADR 087).
    <html lang={chrome.lang} {...(chrome.numbers ? { [OTHER_LOCALE_ATTRIBUTE]: chrome.numbers.styles.otherLocale } : {})} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <style id={INLINE_STYLE_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: style }} />
        {chrome.numbers && <style dangerouslySetInnerHTML={{ __html: NUMBERS_CSS }} />}
        {/* No paint before the header is whole (see HEADER_END_ID); browsers without rel=expect ignore it. */}
        <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
        <Meta />
        <Links />
        {/* The page in each language, itself included (reciprocal links), and English for any other reader. */}
        {!chrome.draft &&
          alternates.length > 1 &&
          alternates.map((alternate) => (
            <link key={alternate.code} rel="alternate" hrefLang={alternate.code} href={`${site.publicOrigin}${alternate.path}`} />
          ))}
        {!chrome.draft && alternates.length > 1 && alternates[0]!.code === ENGLISH.code && (
          <link rel="alternate" hrefLang="x-default" href={`${site.publicOrigin}${alternates[0]!.path}`} />
        )}
        {/* A language still being written is served, never indexed (content/i18n/languages.json). */}
        {chrome.draft && <meta name="robots" content="noindex" />}
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {chrome.words.skip}
        </a>
        <SiteHeader siteName={site.siteName} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {islands ? (
          // Sent as islands: one small module instead of React Router's runtime (ADR 016). Imported
          // from an inline script, as React Router does, so no request competes with the first paint;
          // the same text on every page, so the Content-Security-Policy names it by hash (ADR 047).
          // `data-search` is the query the page was rendered for: a page kept for offline use may be
          // shown at another query (ADR 018), and its islands must then not take the markup as theirs.
          // Before it, the islands' props and their scripts' preload links, which the second pass
          // writes (app/islands/fill.server.tsx).
          <>
            <script type="application/json" id={ISLAND_PROPS_ID} />
            <script type="module" data-search={islands.search} dangerouslySetInnerHTML={{ __html: islandsImportScript(islands.mount) }} />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * A page sent as islands is rendered on the server only (ADR 016): its components write their words
 * through the server's translator. A link followed inside a page React Router hydrates (the admin's
 * header links to /blog) would render it in the browser; the whole document is loaded instead.
 */
function useDocumentForIslandPages(): boolean {
  const leaf = useMatches().at(-1);
  const inBrowserRouter = useIslands() === null && typeof document !== 'undefined';
  const islandPage = inBrowserRouter && (leaf?.handle as Partial<RouterHandle> | undefined)?.hydrate !== 'router';
  const href = leaf ? `${leaf.pathname}${typeof location === 'undefined' ? '' : location.search}` : '';
  useEffect(() => {
    if (islandPage) window.location.replace(href);
  }, [islandPage, href]);
  return islandPage;
}

export default function App() {
  if (useDocumentForIslandPages()) return null;
  return (
    <>
      <RouteNotices />
      <Outlet />
    </>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(siteFromMatches(matches), chromeFromMatches(matches));
  return [{ title: 'Unexpected Application Error!' }, { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // In production React Router replaces server error messages with a generic one,
  // so no internal detail or stack trace reaches the page.
  const message = isRouteErrorResponse(error) ? error.statusText || String(error.data) : error instanceof Error ? error.message : 'Unknown error';
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">
        <span className="font-mono">{status}</span> {message}
      </p>
    </div>
  );
}
