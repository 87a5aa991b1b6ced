/**
 * The one slug rule of the site (DECISIONS.md, Languages; ADR 083 item 2): every address word —
 * converter pages in every language, units, ingredients, fixed pages — is a slug of this shape,
 * and every slug made from a name is made by `slugify`.
 */

/** What a slug looks like: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A name as an address word: lower-case ASCII, accents dropped (á → a, ñ → n, ç → c), German
 * umlauts and ß spelt out (ä → ae, ö → oe, ü → ue, ß → ss), letters without a decomposition written
 * as their Latin spelling (ø → o, æ → ae, ł → l), and every run of other characters one hyphen
 * ('metros cúbicos' → 'metros-cubicos', 'Fuß' → 'fuss'). A name with no such letter or digit gives ''.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[äöüßẞæœøłđþ]/giu, (letter) => SPELLED_OUT[letter.toLowerCase()]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Letters whose ASCII spelling is not the letter without its accent, by their lower case (Ä, ẞ and Ø are looked up as ä, ß and ø). */
const SPELLED_OUT: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };
