/**
 * The inline head script's source (app/lib/head-script.ts compiles it into the text every page
 * inlines). Runs in <head> before first paint, so a stored dark theme never flashes light. With no
 * stored choice it follows the system's (prefers-color-scheme), as the stylesheet does for a page
 * whose scripts never run (app.css). It also marks the page for the reader's number style (ADR
 * 087): where the stored style is the other style the page's language offers, the class that shows
 * every number written on the server in that style. Then it keeps the language switcher's links to
 * the page's query as it is when one is used (followSwitchLinks). Imports nothing but those few
 * functions and constants: all of it is inlined into every page.
 */
import { followSwitchLinks } from '../i18n/switcher';
import { NUMBERS_OTHER_CLASS, NUMBERS_STORAGE_KEY, OTHER_LOCALE_ATTRIBUTE, THEME_STORAGE_KEY } from './theme-script';

let theme: string | null | undefined;
let numbers: string | null | undefined;
try {
  theme = localStorage.getItem(THEME_STORAGE_KEY);
  numbers = localStorage.getItem(NUMBERS_STORAGE_KEY);
} catch {
  // Storage refused (a private window's settings): the system's theme, the page's numbers.
}
if (theme !== 'dark' && theme !== 'light') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
const root = document.documentElement;
const classes = root.classList;
classes.remove('light', 'dark');
classes.add(theme);
if (numbers && numbers === root.getAttribute(OTHER_LOCALE_ATTRIBUTE)) classes.add(NUMBERS_OTHER_CLASS);
followSwitchLinks();
