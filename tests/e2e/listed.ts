import { LANGUAGES, type Language } from '~/i18n/languages';

/**
 * The other languages a page in `language` links, in its switcher and its `hreflang` links: an
 * announced language's page, the announced ones; a page of one being written, every language. The
 * rule of app/i18n/addresses.ts, restated from the product's words (docs/product.md) as the tests'
 * reference.
 */
export const listedBy = (language: Language): Language[] =>
  LANGUAGES.filter((other) => other !== language && (other.published || !language.published));
