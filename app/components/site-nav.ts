import type { CatalogLink } from '~/domain/converters/catalog';
import type { NavLink } from '~/i18n/chrome';

export type { NavLink };

export const toNavLink = (page: CatalogLink): NavLink => ({ to: `/${page.slug}`, label: page.name });
