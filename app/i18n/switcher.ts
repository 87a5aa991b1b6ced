/**
 * The language switcher keeps the page's conversion (issue 38, ADR 083 "As built"): a link to the
 * page in another language carries the page's query, its typed numbers rewritten in the other
 * language's number style (`?v=2,5` on /es/longitud is `?v=2.5` on /length). The server writes the
 * links from the request's query (the page cache keys by URL, so the bytes vary by nothing else);
 * what the reader types afterwards is picked up by followSwitchLinks, a few lines of the head script
 * that every page already runs, when a link is pointed at, focused or followed. Both use the same
 * functions below: the head script is compiled from them (app/lib/head-script.ts).
 */
// Relative: the head script's compiler (scripts/head-script.ts) bundles this module without the app's `~` alias.
import { NUMBERS_STORAGE_KEY } from '../lib/theme-script';
import type { Alternate } from './chrome';

/** What a page keeps in its query, declared by its route as `handle.switcher`. */
export interface QueryKept {
  /** Keys whose values are numbers as the reader typed them, in the page's number style. */
  numbers: readonly string[];
  /**
   * Whether the page reads them in the reader's chosen style (the converters, ADR 087) rather than
   * in its language's (the mortgage and the ingredient pages).
   */
  readerStyle?: boolean;
}

/** The attribute of a switcher link that carries the query: what followSwitchLinks needs to rewrite it. */
export const SWITCH_ATTRIBUTE = 'data-switch';

/**
 * A language's decimal signs as the switcher reads them: its decimal sign, then, where the language
 * offers another style, that style's sign and locale (`,` for German, `,.es-MX` for Spanish).
 */
export function decimalOf(signs: string, chosen: string | null | undefined): string {
  return signs.length > 2 && signs.slice(2) === chosen ? signs[1]! : signs[0]!;
}

/** A single sign between one to three digits and three: a group sign or a decimal one, by the style. */
const AMBIGUOUS = /^[1-9]\d{0,2}[.,]\d{3}$/;

/**
 * `text` typed in a style whose decimal sign is `from` (`.` or `,`), written for a style whose sign is
 * `to`, as parse.ts reads each: every run of digits and signs that is a number is written without
 * grouping and with `to`'s decimal sign (`1.234,5` → `1234.5`); one sign before exactly three digits
 * is a group sign unless it is `from` (parse.ts's one text that reads two ways); a number with an
 * exponent reads alike in every style and is kept, as is text that is no number.
 */
export function restyleTyped(text: string, from: string, to: string): string {
  if (from === to) return text;
  return text.replace(/[\d.,]+([eE][+-]?\d)?/g, (token, exponent?: string) => {
    const signs = token.replace(/\d/g, '');
    // No sign, or no digit (the signs are the whole token): nothing to rewrite.
    if (exponent || !signs || signs === token) return token;
    // One sign: dropped where it groups, else the decimal sign, written as `to`'s.
    if (signs.length === 1) return token.replace(signs, AMBIGUOUS.test(token) && signs !== from ? '' : to);
    const group = signs[0]!;
    const decimal = group === '.' ? ',' : '.';
    const grouped = new RegExp(`^[1-9]\\d{0,2}(\\${group}\\d{3})+(\\${decimal}\\d*)?$`);
    return grouped.test(token) ? token.replaceAll(group, '').replace(decimal, to) : token;
  });
}

/** What followSwitchLinks reads from a link (SWITCH_ATTRIBUTE), in short names since every page carries it. */
interface SwitchData {
  /** The target's address without its query. */
  p: string;
  /** The query's number keys. */
  n: readonly string[];
  /** The decimal signs of this page and of the target (see decimalOf). */
  f: string;
  t: string;
  /** Keys the target reads otherwise when absent, with this page's default (Alternate's `carry`). */
  k?: Record<string, string>;
}

/** The address of a link of `data` from a page whose query is `search`, in the reader's chosen style `chosen`. */
function switchHref(search: string, data: SwitchData, chosen: string | null | undefined): string {
  const query = new URLSearchParams(search);
  const from = decimalOf(data.f, chosen);
  const to = decimalOf(data.t, chosen);
  for (const key of data.n) {
    const value = query.get(key);
    if (value !== null) query.set(key, restyleTyped(value, from, to));
  }
  for (const [key, value] of Object.entries(data.k ?? {})) if (!query.has(key)) query.set(key, value);
  const rest = query.toString();
  return rest ? `${data.p}?${rest}` : data.p;
}

/**
 * The switcher's link to `target` from a page whose language's signs are `own`: its address with
 * the query `search` rewritten as followSwitchLinks rewrites it, with the reader's chosen style
 * `chosen` (the server knows none: the page's own), and the data that function needs.
 */
export function switchLink(
  search: string,
  kept: QueryKept,
  own: string,
  target: Alternate,
  chosen: string | null = null,
): { href: string; data: string } {
  const signs = (all: string) => (kept.readerStyle ? all : all.slice(0, 1));
  const data: SwitchData = { p: target.path, n: kept.numbers, f: signs(own), t: signs(target.signs), ...(target.carry ? { k: target.carry } : {}) };
  return { href: switchHref(search, data, chosen), data: JSON.stringify(data) };
}

/**
 * switchLink in the browser, at the moment it matters: a switcher link pointed at, pressed (any
 * button, so a middle click or the context menu's "open in new tab" gets it), focused (the keyboard)
 * or clicked gets the address of the page's query as it is now, in the reader's style as it is now.
 * One delegated listener from the head script (app/lib/head-script.browser.ts, compiled into the
 * inline script by app/lib/head-script.ts): no island, nothing on a page's first-load JavaScript.
 */
export function followSwitchLinks(): void {
  const follow = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${SWITCH_ATTRIBUTE}]`);
    if (!link) return;
    let chosen: string | null | undefined;
    try {
      chosen = localStorage.getItem(NUMBERS_STORAGE_KEY);
    } catch {
      // Storage refused (a private window's settings): the page's own style.
    }
    link.href = switchHref(location.search, JSON.parse(link.getAttribute(SWITCH_ATTRIBUTE)!) as SwitchData, chosen);
  };
  for (const type of ['pointerdown', 'focusin', 'mouseover', 'click']) document.addEventListener(type, follow, true);
}
