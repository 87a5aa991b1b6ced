/**
 * Where the search's answers live in the index's language (docs/decisions/088-search-in-each-language.md).
 * The search decides in English addresses (`/mortgage`, `/length?v=5&from=mi`) but for pair pages,
 * whose addresses it writes in the language (`pairPath`); `localHref` turns the others into the
 * language's. The builder fills `SearchAddresses` by asking the site's address modules
 * (app/i18n/search-addresses.server.ts), so the browser, which has none of them, gets the
 * addresses as data.
 */
export interface SearchAddresses {
  /** The language's prefix (`/es`). */
  prefix: string;
  /**
   * Addresses by English path, for every page the search opens but pair pages (`/mortgage` →
   * `/es/hipoteca`, `/length` → `/es/longitud`, `/feet-to-meters` → `/es/pies-a-metros`); a longer
   * path continues its page's (`/calculate/5+5` → `/es/calcular/5+5`).
   */
  pages: Record<string, string>;
  /** The word between a pair's units in its address (`a`: `pies-a-metros`). */
  connector: string;
  /** Units' address words by quantity and key, where `unitAddressWord` (terms.ts) does not give them. */
  units: Record<string, Record<string, string>>;
}

/** A pair page's address in the language: under its quantity page's (`/es/longitud/pies-a-metros`). */
export function pairPath(addresses: SearchAddresses, pageSlug: string, from: string, to: string): string {
  return `${addresses.pages[`/${pageSlug}`]}/${from}-${addresses.connector}-${to}`;
}

/** An English address (path, query and all) as the language's; one already in the language stays. */
export function localHref(href: string, addresses: SearchAddresses | undefined): string {
  if (!addresses || !href.startsWith('/') || href.startsWith('//') || href.startsWith(`${addresses.prefix}/`)) return href;
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const rest = end < 0 ? '' : href.slice(end);
  const page = addresses.pages[path];
  if (page !== undefined) return `${page}${rest}`;
  // `/calculate/5+5`, `/cooking/ingredients/flour`: the longest page whose address the path continues.
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
    const parent = addresses.pages[path.slice(0, cut)];
    if (parent !== undefined) return `${parent}${path.slice(cut)}${rest}`;
  }
  return href;
}
