import { catalogPath, type CatalogLink } from '~/domain/converters/catalog';
import type { NavLink } from '~/i18n/chrome';

export type { NavLink };

export const toNavLink = (page: CatalogLink): NavLink => ({ to: catalogPath(page), label: page.name });
