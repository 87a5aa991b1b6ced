import { ingredientSlugIn } from '~/domain/cooking/addresses';
import { getConverterPage, quantityPages } from '~/domain/converters/registry';
import type { AddressOf } from '~/domain/search/language-data.server';
import { getQuantity } from '~/domain/units/registry';
import { converterPath, pairConnector, unitSlugOf } from './converter-addresses.server';
import type { Language } from './languages';
import { FIXED_PAGES, pagePath } from './pages';

/** The fixed pages, longest first: `/cooking/ingredients` before a shorter one it continues. */
const FIXED_LONGEST_FIRST = [...FIXED_PAGES].sort((a, b) => b.length - a.length);

/**
 * Where the search's answers live in a language (ADR 088, "As built"), from the site's address
 * modules and nothing else: the fixed pages at their words (app/i18n/pages.ts), an ingredient at
 * its slug in the language (app/domain/cooking/addresses.ts), converter and core pair pages at
 * their translated slugs and units at their address words (converter-addresses.server.ts). The
 * index builder asks it for every page and unit the search opens, so the browser gets the answers'
 * addresses as data and no address ever goes through a 301.
 */
export function searchAddressOf(language: Language): AddressOf {
  return {
    page(path) {
      const fixed = FIXED_LONGEST_FIRST.find((p) => path === `/${p}` || path.startsWith(`/${p}/`));
      if (fixed) {
        const rest = path.slice(fixed.length + 2);
        return pagePath(language, fixed, fixed === 'cooking/ingredients' && rest ? ingredientSlugIn(language.code, rest) : rest);
      }
      const page = getConverterPage(path.slice(1));
      if (page) return converterPath(language, page);
      throw new Error(`The search opens ${path}, which has no address in ${language.code}`);
    },
    unit(quantity, key) {
      const page = quantityPages.find((p) => p.quantity === quantity);
      const unit = getQuantity(quantity)?.units.find((u) => u.key === key);
      if (!page || !unit) throw new Error(`No page for the unit ${quantity}/${key}`);
      return unitSlugOf(language, page, unit);
    },
    connector: pairConnector(language),
  };
}
