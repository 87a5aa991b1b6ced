import { THEME_COLORS } from '~/lib/theme-colors';
import { getConfig } from '~/services/config.server';

const ICONS = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest, which makes the site installable (docs/decisions/018-offline.md). */
export function loader() {
  const { siteName } = getConfig();
  const manifest = {
    id: '/',
    name: siteName,
    short_name: siteName,
    description: 'Free unit converters, a mortgage calculator and a countdown timer; the pages you open keep working offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // One color only: a manifest cannot follow the theme, as the pages' theme-color metas do.
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: ICONS,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
