/**
 * The one slug rule of the site (DECISIONS.md, Languages; ADR 083 item 2): every address word —
 * converter pages in every language, units, ingredients, fixed pages — is a slug of this shape,
 * and every slug made from a name is made by `slugify`.
 */

/**
 * A letter of a script other than Latin, or a mark (kana, kanji, the prolonged sound mark ー,
 * Cyrillic or Greek small letters): kept in a slug as written (ADR 095). Latin letters are folded to
 * ASCII instead, so a Latin-script language's slugs are lower-case ASCII.
 */
const OTHER_SCRIPT = String.raw`(?:(?!\p{Script=Latin})[\p{Ll}\p{Lm}\p{Lo}\p{M}])`;
const SLUG_CHAR = `(?:[a-z0-9]|${OTHER_SCRIPT})`;

/**
 * What a slug looks like: words joined by single hyphens, each of lower-case ASCII letters and
 * digits or letters of another script (`metros-cubicos`, `長さ`, `フィート-から-メートル`).
 */
export const SLUG_PATTERN = new RegExp(`^${SLUG_CHAR}+(?:-${SLUG_CHAR}+)*$`, 'u');

/** Every run of characters that is no slug character. */
const NOT_SLUG = new RegExp(`(?:(?!${SLUG_CHAR})[^])+`, 'gu');

/**
 * A name as an address word: Latin letters as lower-case ASCII, accents dropped (á → a, ñ → n,
 * ç → c), German umlauts and ß spelt out (ä → ae, ö → oe, ü → ue, ß → ss), letters without a
 * decomposition written as their Latin spelling (ø → o, æ → ae, ł → l); letters of other scripts
 * kept, in NFC, their full-width and half-width forms folded (ｶﾞ → ガ, ５ → 5); and every run of
 * other characters one hyphen ('metros cúbicos' → 'metros-cubicos', 'Fuß' → 'fuss',
 * '平方 メートル' → '平方-メートル'). A name with no such letter or digit gives ''.
 */
export function slugify(text: string): string {
  // Accents come off Latin letters only: Cyrillic й keeps its breve.
  return text
    .normalize('NFC')
    .replace(/[äöüßẞæœøłđþ]/giu, (letter) => SPELLED_OUT[letter.toLowerCase()]!)
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(NOT_SLUG, '-')
    .replace(/^-|-$/g, '');
}

/** Letters whose ASCII spelling is not the letter without its accent, by their lower case (Ä, ẞ and Ø are looked up as ä, ß and ø). */
const SPELLED_OUT: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };
