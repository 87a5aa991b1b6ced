/**
 * The language switcher keeps the page's conversion (issue 38, ADR 083 "As built"): a link to the
 * page in another language carries the page's query, its typed numbers rewritten in the other
 * language's number style (`?v=2,5` on /es/longitud is `?v=2.5` on /length). The server writes the
 * links from the request's query (the page cache keys by URL, so the bytes vary by nothing else);
 * what the reader types afterwards is picked up by switchScript, a few lines of the head script
 * that every page already runs, when a link is pointed at, focused or followed.
 */
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

/** The attribute of a switcher link that carries the query: what switchScript needs to rewrite it. */
export const SWITCH_ATTRIBUTE = 'data-switch';

/**
 * A language's decimal signs as the switcher reads them: its decimal sign, then, where the language
 * offers another style, that style's sign and locale (`,` for German, `,.es-MX` for Spanish).
 */
export function decimalOf(signs: string, chosen: string | null): string {
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
    if (exponent || signs === '' || !/\d/.test(token)) return token;
    if (signs.length === 1) return AMBIGUOUS.test(token) && signs !== from ? token.replace(signs, '') : token.replace(signs, to);
    const group = signs[0]!;
    const decimal = group === '.' ? ',' : '.';
    const grouped = new RegExp(`^[1-9]\\d{0,2}(\\${group}\\d{3})+(\\${decimal}\\d*)?$`);
    return grouped.test(token) ? token.split(group).join('').replace(decimal, to) : token;
  });
}

/** What switchScript reads from a link (SWITCH_ATTRIBUTE), in short names since every page carries it. */
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

/**
 * The switcher's link to `target` from a page whose language's signs are `own`: its address with
 * the query `search` rewritten as switchScript rewrites it, with the reader's chosen style `chosen`
 * (the server knows none: the page's own), and the data that script needs.
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
  const query = new URLSearchParams(search);
  const from = decimalOf(data.f, chosen);
  const to = decimalOf(data.t, chosen);
  for (const key of kept.numbers) {
    const value = query.get(key);
    if (value !== null) query.set(key, restyleTyped(value, from, to));
  }
  for (const [key, value] of Object.entries(target.carry ?? {})) if (!query.has(key)) query.set(key, value);
  const rest = query.toString();
  return { href: `${target.path}${rest ? `?${rest}` : ''}`, data: JSON.stringify(data) };
}

/**
 * switchLink in the browser, at the moment it matters: a switcher link pointed at, pressed (any
 * button, so a middle click or the context menu's "open in new tab" gets it), focused (the keyboard)
 * or clicked gets the address of the page's query as it is now, in the reader's style as it is now.
 * One delegated listener from the head script: no island, nothing on a page's first-load JavaScript.
 * Its rewriting is restyleTyped's, which switcher.test.ts holds it to. `numbersKey`: where the reader's
 * chosen style is kept (THEME_SCRIPT's NUMBERS_STORAGE_KEY).
 */
export const switchScript = (numbersKey: string) =>
  String.raw`(function(){function r(v,f,t){return f==t?v:v.replace(/[\d.,]+([eE][+-]?\d)?/g,function(x,e){var s=x.replace(/\d/g,''),g=s[0],d=g=='.'?',':'.';return e||!s||!/\d/.test(x)?x:s.length<2?(/^[1-9]\d{0,2}[.,]\d{3}$/.test(x)&&s!=f?x.replace(s,''):x.replace(s,t)):RegExp('^[1-9]\\d{0,2}(\\'+g+'\\d{3})+(\\'+d+'\\d*)?$').test(x)?x.split(g).join('').replace(d,t):x})}function u(e){var a=e.target,o,q,c,k,f,t;a=a&&a.closest&&a.closest('a[${SWITCH_ATTRIBUTE}]');if(!a)return;o=JSON.parse(a.getAttribute('${SWITCH_ATTRIBUTE}'));q=new URLSearchParams(location.search);try{c=localStorage.getItem('${numbersKey}')}catch(x){}function d(s){return s.length>2&&s.slice(2)===c?s[1]:s[0]}f=d(o.f);t=d(o.t);o.n.forEach(function(n){var v=q.get(n);if(v!==null)q.set(n,r(v,f,t))});for(k in o.k||{})if(!q.has(k))q.set(k,o.k[k]);k=q.toString();a.href=o.p+(k?'?'+k:'')}['pointerdown','focusin','mouseover','click'].forEach(function(n){document.addEventListener(n,u,true)})})()`;
