// Relative: the islands' build config imports this module, without the app's `~` alias.
import { switchScript } from '../i18n/switcher';

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

/**
 * Runs in <head> before first paint, so a stored dark theme never flashes light. With no stored
 * choice it follows the system's (prefers-color-scheme), as the stylesheet does for a page whose
 * scripts never run (app.css). It also marks the page for the reader's number style (ADR 087): where
 * the stored style is the other style the page's language offers, the class that shows every number
 * written on the server in that style. Then it keeps the language switcher's links to the page's
 * query as it is when one is used (switchScript, app/i18n/switcher.ts). Kept tiny and
 * dependency-free because it is inlined into every page, and in a module of its own because the server hashes it for its
 * Content-Security-Policy (docs/decisions/047-inline-scripts-hashed-once.md): the hash follows the
 * text at the server's start, nothing to update by hand.
 */
export const THEME_SCRIPT = `(function(){var t,n;try{t=localStorage.getItem('${THEME_STORAGE_KEY}');n=localStorage.getItem('${NUMBERS_STORAGE_KEY}')}catch(e){}if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var r=document.documentElement,c=r.classList;c.remove('light','dark');c.add(t);if(n&&n===r.getAttribute('${OTHER_LOCALE_ATTRIBUTE}'))c.add('${NUMBERS_OTHER_CLASS}')})();${switchScript(NUMBERS_STORAGE_KEY)}`;
