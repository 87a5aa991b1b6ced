import { getConverterPage, NAV_CATEGORIES, POPULAR_PAIRS } from '~/domain/converters/registry';

export interface NavLink {
  to: string;
  label: string;
}

function pageLink(slug: string, label: (name: string, heading: string) => string): NavLink {
  const page = getConverterPage(slug);
  if (!page) throw new Error(`Navigation names an unknown converter: ${slug}`);
  return { to: `/${page.slug}`, label: label(page.name, page.heading) };
}

/** The ten categories of the 'Converters' dropdown and the home grid. */
export const categoryLinks: NavLink[] = NAV_CATEGORIES.map((slug) => pageLink(slug, (name) => name));

export const popularLinks: NavLink[] = POPULAR_PAIRS.map((slug) => pageLink(slug, (name) => name));

export const mainLinks: NavLink[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/favorites', label: 'Favorites' },
];

export const informationLinks: NavLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/blog', label: 'Blog' },
  { to: '/sitemap', label: 'Site Map' },
];
