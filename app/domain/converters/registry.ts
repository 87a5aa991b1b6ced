import { getQuantity } from '../units/registry';
import type { Unit } from '../units/types';
import { contentPages } from './content';
import { CONVERTER_GROUPS, type ConverterGroup, type ConverterPage } from './types';

/** Group order for grouped lists (home 'All Converters', site map). */
export const GROUP_ORDER: readonly ConverterGroup[] = CONVERTER_GROUPS;

/**
 * Every converter page of the site, from the content files (content/converters/*.md), by group and
 * then by each file's `order`. Routes, nav, the home grid, the sitemap page, sitemap.xml, related
 * cards and the API are all generated from this list, so adding a converter means adding a content
 * file (and its unit table), never a component.
 */
export const converterPages: readonly ConverterPage[] = [...contentPages]
  .sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || a.order - b.order)
  .map(({ order: _order, ...page }) => page);

const pagesBySlug = new Map<string, ConverterPage>();
for (const page of converterPages) {
  // A duplicate would silently shadow a page and its route id; fail at load instead.
  if (pagesBySlug.has(page.slug)) throw new Error(`Converter registry: duplicate slug "${page.slug}"`);
  pagesBySlug.set(page.slug, page);
}

/** The page for a slug (no leading slash), or undefined for unknown slugs. */
export function getConverterPage(slug: string): ConverterPage | undefined {
  return pagesBySlug.get(slug);
}

/** The units a converter page offers, in its order (all of its quantity's unless it names some). */
export function pageUnits(page: ConverterPage): Unit[] {
  const all = getQuantity(page.quantity)?.units ?? [];
  if (!page.units) return [...all];
  return page.units.flatMap((key) => all.filter((u) => u.key === key));
}

/** One page per quantity screen: everything except the pair landing pages. */
export const quantityPages: readonly ConverterPage[] = converterPages.filter((page) => !page.pairOf);

/** Landing pages that preselect one pair of a quantity (`/feet-to-meters`). */
export const pairPages: readonly ConverterPage[] = converterPages.filter((page) => page.pairOf);

/** The ten quantities of the 'Converters' dropdown and the home grid, in the order of docs/product.md#site-and-brand. */
export const NAV_QUANTITIES = ['length', 'weight', 'temperature', 'speed', 'time', 'volume', 'area', 'data', 'currency', 'energy'] as const;

/** The home page's 'Popular Converters' shortcuts. */
export const POPULAR_PAIRS = ['feet-to-meters', 'kg-to-lbs', 'celsius-to-fahrenheit', 'usd-to-eur'] as const;

export const GROUP_LABELS: Readonly<Record<ConverterGroup, string>> = {
  common: 'Common Converters',
  engineering: 'Engineering',
  heat: 'Heat',
  fluids: 'Fluids',
  light: 'Light',
  electricity: 'Electricity',
  magnetism: 'Magnetism',
  radiology: 'Radiology',
  other: 'Other',
};

/**
 * Every alternate path that answers 301, mapped to its canonical path (both
 * without the leading slash). Converter aliases come from the pages; the
 * calculator alternates are listed here because links elsewhere use them
 * (docs/product.md#routes) though the calculators are not converter pages.
 * Null-prototype, so a lookup of `constructor` or `__proto__` finds nothing.
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    ...Object.fromEntries(converterPages.flatMap((page) => (page.aliases ?? []).map((alias) => [alias, page.slug]))),
    'mortgage-calculator': 'mortgage',
    'countdown-timer': 'countdown',
  }),
);
