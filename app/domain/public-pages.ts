/** Public pages that are not converters, in the order the sitemap lists them. */
export const INFORMATION_PAGES = [
  { path: '/about', title: 'About Us' },
  { path: '/contact', title: 'Contact' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/sitemap', title: 'Site Map' },
] as const;

export const CALCULATOR_PATHS = ['/mortgage', '/countdown'] as const;
