import type { Language } from './languages';

/**
 * The pseudo-locale (ADR 092): English with every letter accented and every message bracketed
 * (`Length` → `[Ļéñĝţĥ]`), made from the English files while the site starts, never written down.
 * It exists only in a build made with `PSEUDO_LOCALE=1` (what `npm test` builds), whose
 * end-to-end test (tests/e2e/pseudo-locale.test.ts) opens every page type in it and fails on any
 * text that did not go through the translation layer: such text is still plain English.
 */

declare const __PSEUDO_LOCALE__: boolean | undefined;

/**
 * Whether this build has the pseudo-locale: a constant the builds write into the server and the
 * islands (scripts/pseudo-locale.ts), so that a build without it has none of its code; where code
 * runs unbuilt while building (React Router reading app/routes.ts), the build's environment.
 */
export const PSEUDO_ENABLED: boolean =
  typeof __PSEUDO_LOCALE__ !== 'undefined' ? __PSEUDO_LOCALE__ : typeof process !== 'undefined' && process.env.PSEUDO_LOCALE === '1';

/** Its row of the languages table: never announced, English numbers and money. */
export const PSEUDO_LANGUAGE: Language = {
  code: 'en-xa',
  name: '[Éñĝļîšĥ]',
  locale: 'en-US',
  otherLocale: null,
  currency: 'USD',
  published: false,
};

const LOWER = 'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž';
const UPPER = 'ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';

/** Every ASCII letter as an accented one that reads the same: no plain letter is left. */
export function accented(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => {
    const code = letter.charCodeAt(0);
    return code >= 97 ? LOWER[code - 97]! : UPPER[code - 65]!;
  });
}

/** Text accented outside what a machine reads in it: link targets, tags, entities, addresses. */
export function accentedProse(text: string): string {
  return text
    .split(/(\]\([^)]*\)|`[^`]*`|<[^>]*>|&[a-z]+;|&#\d+;|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+)/)
    .map((part, i) => (i % 2 === 1 ? part : accented(part)))
    .join('');
}

/** A name (unit, ingredient, holiday): accented, not bracketed, as it sits inside messages. */
export const pseudoName = accented;

/** A bracketed text (a converter page's title, a paragraph): accented and marked at both ends. */
export const pseudoText = (text: string): string => `[${accentedProse(text)}]`;

/**
 * An address word as the pseudo-locale writes it: ASCII still (the slug rule), every vowel doubled
 * (`mortgage` → `moortgaagee`), so that an English word left in an address stands out.
 */
export const pseudoSlug = (slug: string): string => slug.replace(/[aeiou]/g, '$&$&');
