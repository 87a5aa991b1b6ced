import { ENGLISH, LANGUAGES } from './languages';

/**
 * The languages besides English, whose unit names are generated (`content/i18n/<lang>/units.json`,
 * `npm run i18n:units`); the generator and the tests iterate over this list, never over named
 * languages. English names are the catalog's own.
 */
export const unitNameLanguages: readonly string[] = LANGUAGES.filter((language) => language !== ENGLISH).map((language) => language.code);
