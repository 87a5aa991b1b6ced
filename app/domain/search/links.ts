/**
 * Where the search's answers live in the index's language (docs/decisions/088-search-in-each-language.md).
 * The search decides in English addresses (`/length/feet-to-meters?v=5`, `/mortgage`); this step
 * turns them into the language's. The builder fills `SearchAddresses` by asking a function for the
 * address of each page in the language (app/domain/search/language-data.server.ts), so the browser,
 * which has no such function, gets its answers as data.
 */
export interface SearchAddresses {
  /** The language's prefix (`/es`). */
  prefix: string;
  /**
   * Addresses by English path, for every page the search opens but pair pages (`/mortgage` →
   * `/es/hipoteca`); a longer path continues its page's (`/calculate/5+5` → `/es/calcular/5+5`).
   */
  pages: Record<string, string>;
  /** A pair page's address by its quantity page's English slug: the language's quantity path, when its pair pages live there. */
  pairs: Record<string, string>;
}

/** An English address (path, query and all) as the language's. */
export function localHref(href: string, addresses: SearchAddresses | undefined): string {
  if (!addresses || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const rest = end < 0 ? '' : href.slice(end);
  const page = addresses.pages[path];
  if (page !== undefined) return `${page}${rest}`;
  const [, quantity, pair, more] = path.split('/');
  // `/length/feet-to-meters`: under the quantity's address in the language.
  const base = quantity && pair && more === undefined ? addresses.pairs[quantity] : undefined;
  if (base !== undefined) return `${base}/${pair}${rest}`;
  // `/calculate/5+5`, `/cooking/ingredients/flour`: the longest page whose address the path continues.
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
    const parent = addresses.pages[path.slice(0, cut)];
    if (parent !== undefined) return `${parent}${path.slice(cut)}${rest}`;
  }
  return href;
}
