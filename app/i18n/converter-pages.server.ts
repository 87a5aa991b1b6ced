import type { FavoriteWords } from '~/components/favorite-button';
import { favoriteWords } from '~/components/favorites-words.server';
import { pageUnits, quantityPages } from '~/domain/converters/registry';
import { inSentence, relatedPairs, type UnitPair } from '~/domain/converters/pairs';
import { translatedPages } from './translated-pages.server';
import type { ConverterPage } from '~/domain/converters/types';
import { formatFixed, type NumberStyle } from '~/domain/number-format';
import { numberStyleOf } from '~/domain/number-style';
import type { ClientUnit } from '~/domain/units/convert-units';
import type { FloorWords } from '~/domain/units/floor';
import { getQuantity } from '~/domain/units/registry';
import type { Unit, UnitSystem } from '~/domain/units/types';
import type { AllUnitsWords } from '~/components/converter/all-units.island';
import type { ConverterWords } from '~/components/converter/converter-form.island';
import { unitLabelParts, type UnitLabelParts } from '~/domain/units/unit-label';
import { PRECISION_CHOICES } from '~/components/converter/precision';
import { COMPOUND_KEYS } from './compound-keys';
import type { MessageKey, Translator } from './t';
import { pairHrefIn } from './converter-addresses.server';
import { converterWordsOf } from './converter-words';
import { islandTemplate } from './island-words.server';
import { ENGLISH, LANGUAGES, type Language } from './languages';
import { translatorOf } from './translator.server';
import { unitName } from './unit-names.server';

/**
 * The words of converter and pair pages in a language (ADR 085): a page's translated texts over the
 * English page's, unit names from content/i18n/<code>/units.json in the plural form a count takes,
 * and numbers in the language's style. Server only: an island gets what it shows as props.
 */

const STYLES = new Map(LANGUAGES.map((language) => [language.code, numberStyleOf(language.locale)]));

/** How the language writes numbers (CLDR through Intl, read once). */
export const styleOf = (language: Language): NumberStyle => STYLES.get(language.code)!;

/** A whole number as the language writes it: `8,556`, `8556` (es: four digits stay ungrouped), `8.556`. */
export const wholeNumber = (language: Language, n: number) => formatFixed(n, 0, { grouping: true, style: styleOf(language) });

/** A converter page as a language's reader reads it: its texts translated, all else the English page's. */
export function pageIn(language: Language, page: ConverterPage): ConverterPage {
  const own = language === ENGLISH ? undefined : translatedPages[language.code]?.[page.slug];
  if (!own) return page;
  const { slug, name, heading, title, description, keywords, intro, formula, article } = own;
  return { ...page, slug, name, heading, title, description, keywords, intro, formula: formula ?? page.formula, article };
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A quantity's name inside a sentence (`length`, `longitud`, `Länge`). */
export function quantityInSentence(language: Language, name: string): string {
  return converterWordsOf(language).quantityNamesLowerCaseInSentence ? name.toLowerCase() : name;
}

/** The ways a unit is named on a page, in a language. */
export interface UnitWords {
  /** At the start of a heading or a label: `Feet`, `Pies`, `Fuß`. */
  title: string;
  /** After the first word of a heading (`Meters` in English title case, `metros`). */
  inHeading: string;
  /** Inside a sentence: `feet`, `pies`, `Fuß`. */
  inSentence: string;
}

/** A unit's name for `count` of it, as the language writes it (the catalog's own in English). */
function nameFor(language: Language, quantity: string, unit: Unit, count: number): string {
  if (language === ENGLISH) return count === 1 ? unit.name : unit.plural;
  return unitName(language.code, quantity, unit.key, count) ?? (count === 1 ? unit.name : unit.plural);
}

/** How a page names a unit of which it speaks in general (the plural: `feet to meters`). */
export function unitWords(language: Language, quantity: string, unit: Unit): UnitWords {
  if (language === ENGLISH) return { title: unit.plural, inHeading: unit.plural, inSentence: inSentence(unit.plural) };
  const plural = nameFor(language, quantity, unit, 2);
  return { title: upperFirst(plural), inHeading: converterWordsOf(language).titleCaseHeadings ? upperFirst(plural) : plural, inSentence: plural };
}

/** The units as the converter island gets them, each named in the language (`Pie (ft)`). */
export function clientUnitsIn(language: Language, quantity: string, units: readonly ClientUnit[]): readonly ClientUnit[] {
  if (language === ENGLISH) return units;
  return units.map((unit) => {
    const name = unitName(language.code, quantity, unit.key, 1);
    return name ? { ...unit, name: upperFirst(name) } : unit;
  });
}

/** A pair's label in lists (`Feet to Meters`, `Pies a metros`). */
export function pairLabel(language: Language, quantity: string, from: Unit, to: Unit): string {
  return translatorOf(language)('pair.heading', { from: unitWords(language, quantity, from).title, to: unitWords(language, quantity, to).inHeading });
}

/**
 * The pair pages a quantity page links, in the language: its default pair, then the pairs related
 * to it (the reverse, and its units with the others); empty for a page that is no quantity page.
 */
export function quantityPagePairsIn(language: Language, page: ConverterPage, limit = 12): { href: string; label: string }[] {
  if (!quantityPages.includes(page)) return [];
  const units = pageUnits(page);
  const from = units.find((unit) => unit.key === page.defaultFrom);
  const to = units.find((unit) => unit.key === page.defaultTo);
  if (!from || !to || from === to) return [];
  const pair: UnitPair = { page, units, from, to, path: '' };
  const pairs = [pair, ...relatedPairs(pair, limit - 1).map((p) => ({ ...pair, ...p }))];
  return pairs.map((p) => ({ href: pairHrefIn(language, p), label: pairLabel(language, page.quantity, p.from, p.to) }));
}

/** A formula's numbers in the language's style (`1 ft = 0.3048 m` → `1 ft = 0,3048 m`). */
export function formulaIn(language: Language, line: string): string {
  const { decimal } = styleOf(language);
  return decimal === '.' ? line : line.replace(/(\d)\.(\d)/g, `$1${decimal}$2`);
}

/** The message of each unit system's name (app/domain/units/systems.ts). */
const SYSTEM_KEYS: Readonly<Record<UnitSystem, MessageKey>> = {
  SI: 'converter.system.si',
  metric: 'converter.system.metric',
  CGS: 'converter.system.cgs',
  'US customary': 'converter.system.usCustomary',
  imperial: 'converter.system.imperial',
  nautical: 'converter.system.nautical',
  astronomical: 'converter.system.astronomical',
  typographic: 'converter.system.typographic',
  'data (decimal)': 'converter.system.dataDecimal',
  'data (binary)': 'converter.system.dataBinary',
  historical: 'converter.system.historical',
  other: 'converter.system.other',
};

const mapValues = <K extends string>(keys: Readonly<Record<K, MessageKey>>, t: Translator) =>
  Object.fromEntries(Object.entries<MessageKey>(keys).map(([id, key]) => [id, t(key)])) as Record<K, string>;

/** A template of a message whose slots an island fills (`{value} {abbr} in every unit`). */
const template = (t: Translator, key: MessageKey, slots: readonly string[]) => t(key, Object.fromEntries(slots.map((slot) => [slot, `{${slot}}`])));

/** How the language writes a unit's name and symbol (converter.unitLabel), for its menus and site map. */
export const unitLabelPartsOf = (t: Translator): UnitLabelParts => unitLabelParts(template(t, 'converter.unitLabel', ['name', 'abbr']));

/**
 * The converter's and the all-units table's words and number style, as their props, for a page in
 * `language`; none for English, which the islands write themselves (their props stay as they were).
 */
export function islandWordsOf(language: Language): {
  form: { words?: ConverterWords; style?: NumberStyle };
  allUnits: { words?: AllUnitsWords; style?: NumberStyle };
  favorite: { favoriteWords?: FavoriteWords };
} {
  if (language === ENGLISH) return { form: {}, allUnits: {}, favorite: {} };
  const t = translatorOf(language);
  const style = styleOf(language);
  const systems = mapValues(SYSTEM_KEYS, t);
  const precisions = PRECISION_CHOICES.map(({ precision }) =>
    precision.kind === 'auto'
      ? t('converter.precision.auto')
      : t(precision.kind === 'decimals' ? 'converter.precision.decimals' : 'converter.precision.significant', { count: precision.digits }),
  );
  return {
    favorite: { favoriteWords: favoriteWords(t) },
    form: {
      style,
      words: {
        from: t('converter.form.from'),
        to: t('converter.form.to'),
        value: t('converter.form.value'),
        fromUnit: t('converter.form.fromUnit'),
        toUnit: t('converter.form.toUnit'),
        swap: t('converter.form.swap'),
        swapCompound: t('converter.form.swapCompound'),
        result: t('converter.form.result'),
        copy: t('converter.form.copy'),
        compound: t('converter.form.compound'),
        convert: t('converter.form.convert'),
        precision: t('converter.form.precision'),
        copyFull: t('converter.form.copyFull'),
        // The slot readingNote fills (app/domain/parse.ts).
        readAs: t('converter.form.readAs', { text: '{value}' }),
        notNumber: t('converter.form.notNumber'),
        tooLarge: t('converter.form.tooLarge'),
        precisions,
        compounds: mapValues(COMPOUND_KEYS, t),
        systems,
        unit: unitLabelPartsOf(t),
      },
    },
    allUnits: {
      style,
      words: {
        heading: t('converter.allUnits.heading'),
        intro: template(t, 'converter.allUnits.intro', ['value', 'abbr', 'name']),
        skip: t('converter.allUnits.skip'),
        caption: template(t, 'converter.allUnits.caption', ['value', 'abbr']),
        unit: t('converter.allUnits.unit'),
        symbol: t('converter.allUnits.symbol'),
        value: t('converter.allUnits.value'),
        copy: t('converter.allUnits.copy'),
        show: template(t, 'converter.allUnits.show', ['name']),
        target: t('converter.allUnits.target'),
        copyValue: template(t, 'converter.allUnits.copyValue', ['name']),
        systems,
      },
    },
  };
}

/** The warning of each quantity that has a floor (app/domain/units/floor.ts), by the quantity's id. */
const FLOOR_KEYS: Readonly<Record<string, MessageKey>> = {
  temperature: 'converter.floor.temperature',
  'fuel-economy': 'converter.floor.fuelEconomy',
};

/** A quantity's floor with its warning in `language` (`{bound}` kept for the converter to fill), or undefined where it has none. */
export function floorIn(language: Language, quantity: string): FloorWords | undefined {
  const floor = getQuantity(quantity)?.floor;
  if (!floor) return undefined;
  const key = FLOOR_KEYS[quantity];
  if (!key) throw new Error(`The floor of "${quantity}" has no warning in the converter's messages`);
  return { ...floor, warning: islandTemplate(language, key) };
}
