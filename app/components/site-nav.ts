import type { CatalogLink } from '~/domain/converters/catalog';

export interface NavLink {
  to: `/${string}`;
  label: string;
}

export const toNavLink = (page: CatalogLink): NavLink => ({ to: `/${page.slug}`, label: page.name });

export const mainLinks: NavLink[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/favorites', label: 'Favorites' },
];

/** The calculators, by the names of their pages (their headings and the site map's). */
export const calculatorLinks: NavLink[] = [
  { to: '/mortgage', label: 'Mortgage Calculator' },
  { to: '/countdown', label: 'Countdown Timer' },
];

export const informationLinks: NavLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/blog', label: 'Blog' },
  { to: '/sitemap', label: 'Site Map' },
];
