import list from '../../content/i18n/languages.json';

/**
 * The languages besides English that have unit names (`content/i18n/<lang>/units.json`); the
 * generator and the tests iterate over this list, never over named languages. The one place to
 * switch to the languages table of ADR 083 once it exists.
 */
export const unitNameLanguages: readonly string[] = list.languages;
