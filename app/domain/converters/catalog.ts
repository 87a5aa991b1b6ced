import { quantityPages, converterPages, GROUP_LABELS, GROUP_ORDER, NAV_QUANTITIES, pairPages, POPULAR_PAIRS } from './registry';
import type { ConverterGroup, ConverterPage } from './types';

/** What navigation needs of a converter page: no formulas, examples or article text. */
export interface CatalogLink {
  slug: string;
  name: string;
  heading: string;
  /** The page's address in a language other than English (`/es/longitud`); English's is `/{slug}`. */
  path?: `/${string}`;
}

/** Where a catalog link goes. */
export const catalogPath = (link: CatalogLink): `/${string}` => link.path ?? `/${link.slug}`;

export interface CatalogGroup {
  id: ConverterGroup;
  label: string;
  pages: CatalogLink[];
  pairs: CatalogLink[];
}

/**
 * The light index of the registry that the header, footer, home and site map render. The
 * server sends it with the root route's data, so the browser never downloads the registry's
 * article text just to draw a menu.
 */
export interface Catalog {
  nav: CatalogLink[];
  popular: CatalogLink[];
  groups: CatalogGroup[];
}

const link = ({ slug, name, heading }: ConverterPage): CatalogLink => ({ slug, name, heading });

function bySlug(slugs: readonly string[]): CatalogLink[] {
  return slugs.map((slug) => {
    const page = converterPages.find((p) => p.slug === slug);
    if (!page) throw new Error(`Catalog names an unknown converter: ${slug}`);
    return link(page);
  });
}

export const catalog: Catalog = {
  nav: bySlug(NAV_QUANTITIES),
  popular: bySlug(POPULAR_PAIRS),
  // Groups with no page yet are left out of the lists rather than shown empty.
  groups: GROUP_ORDER.map((id) => ({
    id,
    label: GROUP_LABELS[id],
    pages: quantityPages.filter((p) => p.group === id).map(link),
    pairs: pairPages.filter((p) => p.group === id).map(link),
  })).filter((group) => group.pages.length > 0),
};

/**
 * The catalog as the root route sends it: its JSON text, made once. React Router serializes every
 * route's data on every request (turbo-stream), also for the pages sent as islands, which never
 * send it; walking the catalog's few hundred objects was a millisecond of each page's render,
 * where one string costs nothing (docs/decisions/065-render-cost.md). `useCatalog` reads it back.
 */
export const catalogJson = JSON.stringify(catalog);
