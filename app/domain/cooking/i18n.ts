import { PSEUDO_ENABLED, PSEUDO_LANGUAGE } from '~/i18n/pseudo';
import { ingredientGroups } from './content';
import { pseudoCooking } from './pseudo-cooking';
import { parseCookingWords, parseTranslatedGroup, type CookingWords, type TranslatedGroup } from './i18n-parse';

/**
 * The cooking data of every language folder (content/i18n/<lang>/cooking.yaml and
 * content/i18n/<lang>/ingredients/<group>.yaml), by language code. English is the data itself
 * (content/ingredients/) and has no folder here.
 */
const wordFiles = import.meta.glob<string>('../../../content/i18n/*/cooking.yaml', { query: '?raw', import: 'default', eager: true });
const groupFiles = import.meta.glob<string>('../../../content/i18n/*/ingredients/*.yaml', { query: '?raw', import: 'default', eager: true });

export interface CookingLanguage {
  lang: string;
  words: CookingWords;
  /** By the English group's file name (flours, sugars …). */
  groups: Record<string, TranslatedGroup>;
}

const where = (path: string) => path.replace(/^(\.\.\/)+/, '');
/** [language, file name without .yaml] of a content path. */
function placeOf(path: string): [string, string] {
  const parts = where(path).split('/');
  return [parts[2]!, parts[parts.length - 1]!.replace(/\.yaml$/, '')];
}

function load(): Record<string, CookingLanguage> {
  const languages: Record<string, CookingLanguage> = {};
  for (const [path, source] of Object.entries(wordFiles)) {
    const [lang] = placeOf(path);
    languages[lang] = { lang, words: parseCookingWords(source, where(path)), groups: {} };
  }
  for (const [path, source] of Object.entries(groupFiles)) {
    const [lang, group] = placeOf(path);
    const language = languages[lang];
    if (!language) throw new Error(`${where(path)}: content/i18n/${lang}/cooking.yaml is missing`);
    language.groups[group] = parseTranslatedGroup(source, where(path));
  }
  if (PSEUDO_ENABLED) languages[PSEUDO_LANGUAGE.code] = { lang: PSEUDO_LANGUAGE.code, ...pseudoCooking(ingredientGroups) };
  return languages;
}

export const cookingLanguages: Readonly<Record<string, CookingLanguage>> = load();

/** The group's words in `lang`, or null where the language has none (English, or a language not yet written). */
export function translatedGroup(lang: string, groupSlug: string): TranslatedGroup | null {
  return cookingLanguages[lang]?.groups[groupSlug] ?? null;
}

/** An English ingredient's name, slug and aliases in `lang`, or null. */
export function translatedIngredient(lang: string, slug: string) {
  const group = ingredientGroups.find((g) => g.ingredients.some((i) => i.slug === slug));
  return group ? (translatedGroup(lang, group.slug)?.ingredients[slug] ?? null) : null;
}
