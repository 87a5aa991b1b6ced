import { converterPages } from './converters/registry';

/** Public pages that are not converters, in the order the sitemap lists them. */
export const INFORMATION_PAGES = [
  { path: '/about', title: 'About Us' },
  { path: '/contact', title: 'Contact' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/sitemap', title: 'Site Map' },
] as const;

/** Every indexable path of the site. Favorites are per browser, so not listed. */
export function publicPaths(): string[] {
  return [
    '/',
    ...converterPages.map((p) => `/${p.slug}`),
    '/mortgage',
    '/countdown',
    ...INFORMATION_PAGES.map((p) => p.path),
  ];
}
