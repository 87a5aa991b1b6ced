import { density } from '~/domain/cooking/convert';
import { fillLabel, formatCookingAmount, gramsPerUsCup, sourceName, valueKey } from '~/domain/cooking/describe';
import { cookingLanguages } from '~/domain/cooking/i18n';
import type { PieceUnit, SentenceWords } from '~/domain/cooking/page-units';
import { pieceUnits } from '~/domain/cooking/page-units';
import { ENGLISH_DESCRIBER, type IngredientDescriber } from '~/domain/cooking/page';
import { DEFAULT_SYSTEM, MEASURE_SYSTEMS, measureSystem, UNIT_LABELS, type CookingUnit, type MeasureSystem } from '~/domain/cooking/measures';
import { writtenAmount, type RecipeUnitId } from '~/domain/cooking/i18n-parse';
import { ingredientGroups } from '~/domain/cooking/ingredients';
import type { Ingredient, IngredientGroup, IngredientSource, IngredientValue } from '~/domain/cooking/types';
import { isOne, type RecipeText, type UnitNames, type VolumeWords } from '~/domain/cooking/words';
import { RECIPE_LIMITS } from '~/domain/cooking/recipe-bounds';
import { groupThousands } from '~/domain/number-format';
import { numberStyleOf } from '~/domain/number-style';
import type { Language } from './languages';
import { translatorOf } from './translator.server';

/**
 * The cooking pages' words in a language (issue 38), made on the server from its messages
 * (content/i18n/<code>/messages/cooking.json) and, for a language other than the English data's,
 * its cooking words (content/i18n/<code>/cooking.yaml, ingredients/): unit, fill, size and source
 * names, the default cups and spoons (DECISIONS.md, Languages: metric 250 mL for es and de), and
 * numbers in the language's style. Islands get what they show as props.
 */
const PAGE_UNITS: Record<CookingUnit, RecipeUnitId> = {
  cup: 'cup',
  tbsp: 'tablespoon',
  tsp: 'teaspoon',
  mL: 'milliliter',
  stick: 'stick',
  g: 'gram',
  kg: 'kilogram',
  oz: 'ounce',
  lb: 'pound',
};

/** The measures a language's cooking pages use when the query names none (`sys`): cups in English, metric in Spanish. */
export function defaultSystemOf(language: Language) {
  return measureSystem(cookingLanguages[language.code]?.words?.measureSystem ?? DEFAULT_SYSTEM);
}

export function cookingTextOf(language: Language) {
  const t = translatorOf(language);
  const own = cookingLanguages[language.code]?.words ?? null;
  const groups = cookingLanguages[language.code]?.groups ?? null;
  const style = numberStyleOf(language.locale);
  const system = defaultSystemOf(language);
  const amount = (n: number) => formatCookingAmount(n, style);
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase(language.locale) + text.slice(1);

  // The language's plural rules (CLDR, by its cooking locale) choose a unit's form, and its data where the amount goes.
  const locale = own?.locale ?? language.locale;
  const amountOf = (id: RecipeUnitId) => (own ? writtenAmount(own, own.units[id]) : undefined);
  const names = (one: string | undefined, other: string, id: RecipeUnitId): UnitNames => {
    const amount = amountOf(id);
    return { one: one ?? other, many: other, ...(amount ? { amount } : {}) };
  };
  const units = Object.fromEntries(
    (Object.keys(UNIT_LABELS) as CookingUnit[]).map((unit) => {
      const words = own?.units[PAGE_UNITS[unit]];
      return [unit, words ? names(words.one, words.other, PAGE_UNITS[unit]) : UNIT_LABELS[unit]];
    }),
  ) as Record<CookingUnit, UnitNames>;
  const systemName = (s: MeasureSystem) => (own ? capital(own.measureSystems[s.key] ?? s.name) : s.name);

  const fill = (value: Pick<IngredientValue, 'fill' | 'form'>) => {
    if (!own) return fillLabel(value);
    const words = value.fill ? capital(own.fills[value.fill]) : t('cooking.fill.none');
    return value.form ? `${words} (${own.forms[value.form] ?? value.form})` : words;
  };
  // Running text: the English data's labels lower-cased, a language's fill words as its file writes them.
  const fillInText = (value: Pick<IngredientValue, 'fill' | 'form'>) => {
    if (!own) return fillLabel(value).toLowerCase();
    const words = value.fill ? own.fills[value.fill] : t('cooking.fill.noneInText');
    return value.form ? `${words} (${own.forms[value.form] ?? value.form})` : words;
  };
  const source = (s: IngredientSource) => sourceName(s, (from) => own?.sources[from] ?? from);
  const citation = (s: IngredientSource) => {
    if (s.kind === 'usda') return t('cooking.source.usda', { ndb: s.ndb, food: s.food, measure: s.measure });
    return s.from ? t('cooking.source.gnuFrom', { name: s.name, from: own?.sources[s.from] ?? s.from }) : t('cooking.source.gnu', { name: s.name });
  };
  /** A piece in the language: "large eggs", "huevos (tamaño grande)", "Päckchen". */
  const piece = (ingredient: Ingredient, size: string, count: number) => {
    if (size === 'packet') return t('cooking.piece.packet', { count });
    const what = ingredient.piece ? own?.pieces[ingredient.piece] : undefined;
    const sizeWord = own?.sizes[size as keyof typeof own.sizes] ?? size;
    const one = isOne(count, locale);
    const pieceWord = what ? (one ? (what.one ?? what.other) : what.other) : one ? (ingredient.piece ?? 'piece') : `${ingredient.piece ?? 'piece'}s`;
    return t('cooking.piece.sized', { size: sizeWord, piece: pieceWord });
  };
  // Where a count goes: the piece's data ("卵 3個"), else the language's.
  const countOf = (ingredient: Ingredient) => (own && ingredient.piece ? writtenAmount(own, own.pieces[ingredient.piece]) : undefined);
  const pieces = (ingredient: Ingredient): PieceUnit[] =>
    pieceUnits(ingredient).map((p) => {
      const size = p.key.replace(/-/g, ' ');
      const value = ingredient.values.find((v) => v.per === 'each' && v.size === size)!;
      const amount = countOf(ingredient);
      return { ...p, one: piece(ingredient, size, 1), many: piece(ingredient, size, 2), source: source(value.source), ...(amount ? { amount } : {}) };
    });
  const measure = (value: IngredientValue, ingredient: Ingredient) => {
    let per: string;
    if (value.per !== 'each') per = t(`cooking.per.${value.per}` as const, { count: value.amount });
    // The English data's size word is what its source printed ("50 g per large").
    else if (!own) per = value.size!;
    else per = value.size === 'stick' ? units.stick.one : piece(ingredient, value.size!, value.amount);
    return t('cooking.sources.measure', { grams: amount(value.grams), per });
  };
  const groupText = (group: IngredientGroup) => {
    const translated = groups?.[group.slug];
    return translated ? { name: capital(translated.group), measuring: translated.measuring } : { name: group.name, measuring: group.measuring };
  };
  const describer: IngredientDescriber = {
    style,
    system,
    name: (i) => {
      const translated = groups && Object.values(groups).find((g) => g.ingredients[i.slug])?.ingredients[i.slug];
      return translated ? { title: capital(translated.name), inText: translated.name } : ENGLISH_DESCRIBER.name(i);
    },
    group: (i) => groupText(ingredientGroups.find((g) => g.name === i.group)!),
    fill,
    fillInText,
    source,
    citation,
    measure,
    choices: (_ingredient, values) =>
      values.map((v) => ({
        key: valueKey(v),
        label: `${t('cooking.choice', { fill: fill(v), grams: amount(gramsPerUsCup(v)), source: source(v.source) })}${v.isDefault ? ` ${t('cooking.choice.default')}` : ''}`,
        gramsPerMl: density(v),
      })),
    pieces,
  };

  // The spoons' short words are messages (`one` and `other` forms); where their amount goes, cooking.yaml's.
  const abbr = (key: 'cooking.abbr.tbsp' | 'cooking.abbr.tsp', id: RecipeUnitId) => names(t(key, { count: 1 }), t(key, { count: 2 }), id);
  const volume: VolumeWords = {
    locale,
    cup: units.cup,
    tbsp: abbr('cooking.abbr.tbsp', 'tablespoon'),
    tsp: abbr('cooking.abbr.tsp', 'teaspoon'),
    lessThan: t('cooking.volume.lessThan', { amount: '{amount}' }),
  };
  const sentence: SentenceWords = {
    locale,
    units,
    ...(own?.amount ? { amount: own.amount } : {}),
    of: t('cooking.sentence.of', { amount: '{amount}', name: '{name}', result: '{result}' }),
    piece: t('cooking.sentence.piece', { amount: '{amount}', result: '{result}' }),
    style,
  };
  // Each system's name, and its short name for the tables ("Metric", "métrico").
  const systems = MEASURE_SYSTEMS.map((s) => ({
    value: s.key,
    label: systemName(s),
    short: (own?.measureSystems[s.key] ?? s.name).replace(/ \(.*$/, ''),
  }));
  return { t, own, style, system, amount, capital, units, describer, groupText, volume, sentence, systems };
}

export type CookingText = ReturnType<typeof cookingTextOf>;

/** The recipe converter's output words, as the island hands them to the reader. */
export function recipeTextOf(c: CookingText): RecipeText {
  const { t } = c;
  const max = (n: number) => groupThousands(String(n), c.style);
  return {
    style: c.style,
    volume: c.volume,
    inGrams: t('cooking.recipe.inGrams', { amount: '{amount}', words: '{words}' }),
    inVolume: t('cooking.recipe.inVolume', { amount: '{amount}', words: '{words}' }),
    why: {
      unread: t('cooking.recipe.why.unread'),
      noAmount: t('cooking.recipe.why.noAmount'),
      secondPart: t('cooking.recipe.why.secondPart'),
      unknown: t('cooking.recipe.why.unknown'),
      noUnit: t('cooking.recipe.why.noUnit'),
      noWeight: t('cooking.recipe.why.noWeight', { unit: '{unit}', name: '{name}' }),
      line: t('cooking.recipe.limit.line', { max: max(RECIPE_LIMITS.line) }),
    },
  };
}
