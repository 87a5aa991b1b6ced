// The head script's names (app/lib/head-script.browser.ts), which islands and the server share.
// Free of imports: the islands' build config and the head script's compiler read it.

export const THEME_STORAGE_KEY = 'theme';

/** The number style the reader chose (ADR 087): the locale of the other style (`es-MX`), kept in the browser. */
export const NUMBERS_STORAGE_KEY = 'numbers';

/**
 * The attribute of `<html>` naming the other number style a page's language offers (`es-MX`): only
 * on pages of a language that has one (content/i18n/languages.json, `otherLocale`).
 */
export const OTHER_LOCALE_ATTRIBUTE = 'data-other-locale';

/** The class of `<html>` while the page shows its numbers in the other style; CSS picks each number's form by it. */
export const NUMBERS_OTHER_CLASS = 'numbers-other';
