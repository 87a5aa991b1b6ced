import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import unitPreferences from 'cldr-core/supplemental/unitPreferenceData.json';
import { z } from 'zod';
import { readWireIngredients, type WireIngredient } from '../cooking/wire';
import { COMPOUND_KEYS } from '~/i18n/compound-keys';
import type { DayWords } from '../day-text';
import { holidayList } from '../holiday-list';
import type { ExpressionWords } from '../expression/messages';
import { convertBetween } from '../units/convert-units';
import { getQuantity } from '../units/registry';
import { numberStyleOf } from '../number-style';
import type { Numerals } from './amounts';
import { fill, foldWord, spelledOut, type SearchCooking, type SearchLanguage } from './language';
import type { SearchAddresses } from './links';
import { readWireUnit, unitAddressWord } from './terms';
import { unitSlug } from '../units/define';
import { unitLabelParts } from '../units/unit-label';
import type { IndexPage, SearchIndex, WireUnit } from './types';

/**
 * A language's part of its search index (docs/decisions/088-search-in-each-language.md), read from
 * its content folder while the index is built: its search words (content/i18n/<code>/search.yaml),
 * its labels (messages/search.json), its unit names (units.json), its quantity pages' names (the
 * translated converter pages and search.yaml), its ingredients' names, the units its region
 * prefers (CLDR's unitPreferenceData, through content/i18n/cldr-units.yaml) and the addresses of
 * its pages. Read from the files (not imported) so the build's bundler and the tests read the same.
 */

/** The language as the index builder needs it (app/i18n/languages.ts's Language). */
export interface IndexLanguage {
  code: string;
  locale: string;
  /** How the language writes a long date (app/i18n/day-words.server.ts): a holiday's day in its answer. */
  day?: DayWords;
}

/**
 * Where the search's answers live in the language (app/i18n/search-addresses.server.ts): the
 * address of a page the search opens, by its English path (`/mortgage` → `/es/hipoteca`,
 * `/length` → `/es/longitud`), a unit's address word in pair pages (`length`, `ft` → `pies`), and
 * the word between a pair's units (`a`).
 */
export interface AddressOf {
  page(englishPath: string): string;
  unit(quantity: string, key: string): string;
  connector: string;
}

const content = (...parts: string[]) => join(process.cwd(), 'content', ...parts);
const readYaml = (path: string): unknown => parse(readFileSync(path, 'utf8'));

const Words = z.array(z.string());
const Numbers = z.record(z.string(), z.number().positive());
const SearchWordsSchema = z
  .object({
    budget: z.number().int().positive(),
    connectors: Words,
    howMany: Words,
    howManyJoin: Words,
    startFillers: Words,
    endFillers: Words,
    of: Words,
    numbers: z.record(z.string(), z.number()),
    words: z.record(z.string(), z.string()),
    pages: z.record(z.string(), Words.min(1)),
    links: z.record(z.string(), z.object({ label: z.string(), detail: z.string(), words: Words.min(1) }).strict()),
    /** German writes nouns with a capital inside a sentence: "Länge (5 ft)", not "länge (5 ft)". */
    capitalNouns: z.boolean().optional(),
    /**
     * Words for operators in calculations (ADR 091, As built): a word in `times` and `per` both
     * multiplies before a number and divides before a unit (app/domain/expression/operator-words.ts).
     */
    operators: z.object({ times: Words, per: Words, divided: Words, plus: Words, minus: Words }).partial().strict().optional(),
    /** Words for the countdown's holidays, by their names in holidays.json (each name is a word already). */
    holidays: z.record(z.string(), Words).optional(),
    /**
     * False for a language written without spaces between its words ("5フィートをメートルに"): the
     * search cuts its queries into the index's words first (segment.ts, ADR 095 item 5).
     */
    spaces: z.boolean().optional(),
    /**
     * Numerals in words, read as numbers (ADR 095, "As built: numerals, rates and per"): digits,
     * places within a group and groups ("2万5千", "三千"), and the words read alone before a unit ("千円").
     */
    numerals: z.object({ digits: Numbers, places: Numbers, groups: Numbers, alone: Words }).strict().optional(),
    /** Words for rates: a rate's word before its amount and its unit of time ("時速": h), "per" after an amount ("あたり"). */
    rates: z
      .object({ before: z.record(z.string(), z.string()), units: z.record(z.string(), z.string()), per: Words, ask: Words })
      .strict()
      .optional(),
  })
  .strict();

type SearchWords = z.infer<typeof SearchWordsSchema>;

/** The operator words, folded, with what each is: `*`, `/`, `+`, `-`, or `*|/` for a word in times and per. */
function operatorWords(operators: SearchWords['operators']): Record<string, string> | undefined {
  if (!operators) return undefined;
  const out: Record<string, string> = {};
  const signs = { times: '*', per: '/', divided: '/', plus: '+', minus: '-' } as const;
  for (const [list, sign] of Object.entries(signs)) {
    for (const word of fold(operators[list as keyof typeof signs] ?? [])) {
      const before = out[word];
      if (!before || before === sign) out[word] = sign;
      else if (before === '*' && sign === '/') out[word] = '*|/';
      else throw new Error(`search.yaml: "${word}" is both ${before} and ${sign}`);
    }
  }
  return out;
}

const fold = (words: readonly string[]) => [...new Set(words.map(foldWord))];
const foldKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).map(([word, value]) => [foldWord(word), value]));

/** The numerals folded, each word of one kind only, and a word read alone one of them (a typo would read nothing). */
function numeralWords(numerals: NonNullable<SearchWords['numerals']>): Numerals {
  const digits = foldKeys(numerals.digits);
  const places = foldKeys(numerals.places);
  const groups = foldKeys(numerals.groups);
  const all = [...Object.keys(digits), ...Object.keys(places), ...Object.keys(groups)];
  const twice = all.find((word, i) => all.indexOf(word) !== i);
  if (twice) throw new Error(`search.yaml: the numeral "${twice}" is of two kinds`);
  const alone = fold(numerals.alone);
  const stray = alone.find((word) => !all.includes(word));
  if (stray) throw new Error(`search.yaml: "${stray}" of numerals.alone is no numeral`);
  return { digits, places, groups, alone };
}

const Forms = z.object({ one: z.string().optional(), other: z.string(), amount: z.array(z.string()).optional() }).passthrough();
const CookingSchema = z
  .object({
    locale: z.string(),
    measureSystem: z.string(),
    amount: z.string().optional(),
    fills: z.record(z.string(), z.string()),
    units: z.record(z.string(), Forms),
    sizes: z.record(z.string(), z.string()),
    pieces: z.record(z.string(), Forms),
    sources: z.record(z.string(), z.string()),
  })
  .passthrough();
type CookingWords = z.infer<typeof CookingSchema>;

/** The cooking search's units by the names of cooking.yaml (`tbsp` is its `tablespoon`). */
const COOKING_UNITS: Record<string, string> = {
  cup: 'cup',
  tbsp: 'tablespoon',
  tsp: 'teaspoon',
  stick: 'stick',
  mL: 'milliliter',
  g: 'gram',
  kg: 'kilogram',
  oz: 'ounce',
  lb: 'pound',
};

const readCooking = (code: string): CookingWords => CookingSchema.parse(readYaml(content('i18n', code, 'cooking.yaml')));
const readMessages = (code: string, file: string) =>
  JSON.parse(readFileSync(content('i18n', code, 'messages', file), 'utf8')) as Record<string, string>;

/** A message of plain `{slots}` only (the search fills it without ICU), or the build fails naming it. */
function plainMessage(code: string, file: string, key: string, slots: readonly string[]): string {
  const message = readMessages(code, file)[key];
  const named = [...(message ?? '').matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  if (!message || /[{}]/.test(message.replace(/\{\w+\}/g, '')) || named.some((n) => !slots.includes(n)))
    throw new Error(`content/i18n/${code}/messages/${file}: ${key} must be plain {${slots.join('}, {')}} for the search`);
  return message;
}

/**
 * The pieces the index's ingredients are counted by, by their English words ("large egg"), in the
 * language as the ingredient page writes them: the size and the piece of cooking.yaml put together by
 * `cooking.piece.sized` ("米国規格Lサイズの卵", "huevo (tamaño L estadounidense)"), one and other,
 * then the ways its data writes a count ("{unit} {n}個"), the first as the answers write it.
 */
function cookingPieces(code: string, cooking: CookingWords, english: readonly WireIngredient[]): SearchCooking['pieces'] {
  const sized = plainMessage(code, 'cooking.json', 'cooking.piece.sized', ['size', 'piece']);
  const out: Record<string, readonly [string, string, ...string[]]> = {};
  for (const { key, one } of readWireIngredients(english).flatMap((entry) => entry.pieces)) {
    const size = key.replace(/-/g, ' ');
    const piece = cooking.pieces[one.slice(size.length + 1)];
    const sizeWord = cooking.sizes[size];
    if (!one.startsWith(`${size} `) || !piece || !sizeWord) continue;
    const amounts = piece.amount ?? (cooking.amount ? [cooking.amount] : []);
    out[one] = [fill(sized, { size: sizeWord, piece: piece.one ?? piece.other }), fill(sized, { size: sizeWord, piece: piece.other }), ...amounts];
  }
  return out;
}

/** The language's search words and labels; `ingredients` the English index's, whose pieces it names. */
function searchLanguage(language: IndexLanguage, words: SearchWords, ingredients: readonly WireIngredient[]): SearchLanguage {
  const messages = readMessages(language.code, 'search.json');
  // A unit's name and symbol, as the converter's menus write them.
  const converterMessages = readMessages(language.code, 'converter.json');
  const cooking = readCooking(language.code);
  const cookingUnits = Object.entries(COOKING_UNITS).flatMap(([key, name]): [string, SearchCooking['units'][string]][] => {
    const unit = cooking.units[name];
    if (!unit) return [];
    // Its forms by plural category (`one` where the language has it) and where its amount goes ("大さじ{n}").
    const amount = unit.amount?.[0] ?? cooking.amount;
    return [[key, amount ? [unit.one ?? unit.other, unit.other, amount] : [unit.one ?? unit.other, unit.other]]];
  });
  return {
    code: language.code,
    style: numberStyleOf(language.locale),
    connectors: fold(words.connectors),
    howMany: fold(words.howMany),
    howManyJoin: fold(words.howManyJoin),
    startFillers: fold(words.startFillers),
    endFillers: fold(words.endFillers),
    of: fold(words.of),
    numbers: Object.fromEntries(Object.entries(words.numbers).map(([word, n]) => [foldWord(word), n])),
    words: Object.fromEntries(Object.entries(words.words).map(([word, english]) => [foldWord(word), english])),
    labels: {
      pair: messages['search.pair']!,
      money: messages['search.money']!,
      converter: messages['search.converter']!,
      ingredient: messages['search.ingredient']!,
      ingredients: messages['search.ingredients']!,
      ingredientsDetail: messages['search.ingredientsDetail']!,
      mismatch: messages['search.mismatch']!,
      notOffered: messages['search.notOffered']!,
      holiday: messages['search.holiday']!,
      unit: unitLabelParts(converterMessages['converter.unitLabel']!),
      compounds: Object.fromEntries(Object.entries(COMPOUND_KEYS).map(([kind, key]) => [kind, converterMessages[key]!])),
    },
    cooking: {
      system: cooking.measureSystem,
      locale: cooking.locale,
      units: Object.fromEntries(cookingUnits),
      sentence: messages['search.cooking']!,
      // A count of pieces names the ingredient itself, as the ingredient page says it: "卵 2個 = 100グラム".
      pieces: cookingPieces(language.code, cooking, ingredients),
      piece: plainMessage(language.code, 'cooking.json', 'cooking.sentence.piece', ['amount', 'result']),
    },
    expression: JSON.parse(readFileSync(content('i18n', language.code, 'messages', 'expression.json'), 'utf8')) as ExpressionWords,
    capitalNouns: words.capitalNouns ?? false,
    ...(words.operators ? { operators: operatorWords(words.operators) } : {}),
    ...(words.spaces === false ? { spaces: false as const } : {}),
    ...(words.numerals ? { numerals: numeralWords(words.numerals) } : {}),
    ...(words.rates
      ? {
          rates: {
            before: foldKeys(words.rates.before),
            units: foldKeys(words.rates.units),
            per: fold(words.rates.per),
            ask: fold(words.rates.ask),
          },
        }
      : {}),
    holidays: readHolidays(language.code),
    ...(language.day ? { day: language.day } : {}),
  };
}

const readHolidays = (code: string) => {
  const path = content('i18n', code, 'holidays.json');
  return holidayList(JSON.parse(readFileSync(path, 'utf8')), path);
};

/**
 * Words for the language's holidays, by name (ADR 088, As built): each holiday's name in its
 * holidays.json, folded and with umlauts spelt out, and search.yaml's words for it ("navidad",
 * "Weihnachten"). A word for a holiday the list lacks fails the build.
 */
function holidayWords(code: string, extra: Record<string, string[]> = {}): Record<string, string> {
  const list = readHolidays(code);
  for (const name of Object.keys(extra))
    if (!list.some((h) => h.name === name)) throw new Error(`content/i18n/${code}/search.yaml: no holiday "${name}" in holidays.json`);
  return Object.fromEntries(
    list.map(({ name }) => [[...new Set([name, ...(extra[name] ?? [])].flatMap((w) => [foldWord(w), spelledOut(w)]))].join('|'), name]),
  );
}

type UnitNames = Record<string, Record<string, Record<string, string>>>;

/** Each quantity's units' names, in the index's order: "one|other", or one name where both are one or the language has no `one`. */
function unitNames(code: string, quantities: Record<string, WireUnit[]>): Record<string, string[]> {
  const names = JSON.parse(readFileSync(content('i18n', code, 'units.json'), 'utf8')) as UnitNames;
  return Object.fromEntries(
    Object.entries(quantities).map(([quantity, units]) => [
      quantity,
      units.map(([key]) => {
        const name = names[quantity]?.[key];
        if (!name?.other) return '';
        // A language without a singular (CLDR's plural categories of Japanese: `other` only) names a unit by its `other`.
        const one = name.one ?? name.other;
        return one === name.other ? one : `${one}|${name.other}`;
      }),
    ]),
  );
}

/** The quantity pages' names: the translated page's, else the first of search.yaml's words. */
function pageNames(code: string, pages: readonly IndexPage[], words: Record<string, string[]>): Record<string, string> {
  const dir = content('converters', code);
  const out: Record<string, string> = {};
  for (const page of pages) {
    const file = join(dir, `${page.slug}.md`);
    const front = existsSync(file) ? /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
    const name = front ? (parse(front) as { name?: string }).name : undefined;
    const word = name ?? words[page.slug]?.[0];
    if (word) out[page.slug] = word;
  }
  return out;
}

/** Words for the quantity pages: search.yaml's, in their own spelling and with umlauts spelt out. */
function pageWords(words: Record<string, string[]>, names: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [slug, list] of Object.entries({ ...Object.fromEntries(Object.entries(names).map(([s, n]) => [s, [n]])), ...words })) {
    const all = [...list, ...(names[slug] ? [names[slug]] : [])];
    out[[...new Set(all.flatMap((w) => [foldWord(w), spelledOut(w)]))].join('|')] = slug;
  }
  return out;
}

const CldrUnitsSchema = z.object({ units: z.record(z.string(), z.string()), compounds: z.record(z.string(), z.string()).optional() });
type Preference = { unit: string };
const PREFERENCES = unitPreferences.supplemental.unitPreferenceData as unknown as Record<string, Record<string, Record<string, Preference[]>>>;

/**
 * The CLDR categories whose preferences a lone unit follows, with the usage a search means: fluids
 * for volume (liters, not cubic meters: "5 gal"). Not pressure (a tire's psi is read in bar, not
 * CLDR's pascals), energy (kilocalories are no kilowatt-hours) or time (hours are no days).
 */
const USAGES: Record<string, string> = {
  length: 'default',
  mass: 'default',
  volume: 'fluid',
  temperature: 'default',
  speed: 'default',
  area: 'default',
  consumption: 'default',
};

/**
 * The units the language's region prefers for each quantity, largest first (CLDR's preferences for
 * es-ES → ES, de-DE → DE, else the world's), as the catalog's keys (content/i18n/cldr-units.yaml).
 */
function preferredUnits(language: IndexLanguage, quantities: Record<string, WireUnit[]>): Record<string, string[]> {
  const region = language.locale.split('-')[1] ?? '001';
  const cldr = CldrUnitsSchema.parse(readYaml(content('i18n', 'cldr-units.yaml')));
  // `length-kilometer` → the catalog's `quantity/key`s.
  const byCldr = new Map<string, string[]>();
  for (const [unit, id] of Object.entries(cldr.units)) byCldr.set(id, [...(byCldr.get(id) ?? []), unit]);
  const out: Record<string, string[]> = {};
  for (const [category, usage] of Object.entries(USAGES)) {
    const preferences = PREFERENCES[category]?.[usage];
    const list = preferences?.[region] ?? preferences?.['001'];
    if (!list) continue;
    for (const quantity of Object.keys(quantities)) {
      const keys = list.flatMap(({ unit }) =>
        (byCldr.get(`${category}-${unit}`) ?? []).filter((u) => u.startsWith(`${quantity}/`)).map((u) => u.slice(quantity.length + 1)),
      );
      if (keys.length === list.length && !out[quantity]) out[quantity] = keys;
    }
  }
  // Largest first, as CLDR lists them: checked, since the search picks the first the amount fills.
  for (const [quantity, keys] of Object.entries(out)) {
    const units = getQuantity(quantity)?.units ?? [];
    const sizes = keys.map((key) => {
      const unit = units.find((u) => u.key === key)!;
      return convertBetween(unit, units[0]!, 1);
    });
    if (sizes.some((size, i) => i > 0 && !(size < sizes[i - 1]!))) delete out[quantity];
  }
  return out;
}

const IngredientNamesSchema = z.object({ name: z.string(), slug: z.string(), aliases: Words.optional() });
const GroupSchema = z.object({ ingredients: z.record(z.string(), IngredientNamesSchema) }).passthrough();

/**
 * The ingredients by their names in the language, and in English too: folded, as the cooking search
 * compares them; each at its address word in the language (`harina-de-trigo-comun`, asked of
 * `addressOf`), which the answers' addresses carry, with the English slug's words kept as a name.
 */
function ingredients(code: string, english: readonly WireIngredient[], addressOf: AddressOf): WireIngredient[] {
  const dir = content('i18n', code, 'ingredients');
  const names = new Map<string, z.infer<typeof IngredientNamesSchema>>();
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')) : []) {
    for (const [slug, entry] of Object.entries(GroupSchema.parse(readYaml(join(dir, file))).ingredients)) names.set(slug, entry);
  }
  const { fills, sources } = readCooking(code);
  const notStated = readMessages(code, 'search.json')['search.fillNotStated']!;
  // The answer says how the cup was filled, in the language: "Con cuchara y enrasado".
  const fillWords = (fill: string) => {
    const words = fill === '' ? notStated : (fills[fill] ?? fill);
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  };
  const base = `${addressOf.page('/cooking/ingredients')}/`;
  const slugIn = (slug: string) => {
    const path = addressOf.page(`/cooking/ingredients/${slug}`);
    if (!path.startsWith(base)) throw new Error(`The ingredient ${slug} is not under ${base} in ${code}: ${path}`);
    return path.slice(base.length);
  };
  // Where GNU units took a value from, in the language (wire.ts `sourceCode`: an NDB number or '' stay).
  const sourceIn = (from: string) => {
    const own = /^\d{5}$/.test(from) || from === '' ? from : (sources[from] ?? from);
    if (/[,;|]/.test(own)) throw new Error(`content/i18n/${code}/cooking.yaml: sources: "${own}" has a sign the index's rows are cut at`);
    return own;
  };
  // An extra's last field is its source (wire.ts `readExtras`).
  const extrasIn = (extras: string) =>
    extras
      .split(';')
      .map((token) => (/^[fp],/.test(token) ? token.replace(/[^,]*$/, (source) => sourceIn(source)) : token))
      .join(';');
  return english.map((wire) => {
    const [slug, name, aliases, gramsPerMl, fill, source, extras] = wire;
    const own = names.get(slug);
    const tail = [sourceIn(source), ...(extras === undefined ? [] : [extrasIn(extras)])] as [string, string?];
    if (!own) return [slugIn(slug), name, aliases, gramsPerMl, fill, ...tail] as WireIngredient;
    const words = [own.name, ...(own.aliases ?? [])].map(foldWord);
    return [
      slugIn(slug),
      own.name,
      [...new Set([...words, name.toLowerCase(), ...(aliases ? aliases.split('|') : []), slug.replaceAll('-', ' ')])].join('|'),
      gramsPerMl,
      fillWords(fill),
      ...tail,
    ];
  });
}

/**
 * The addresses of the pages the search opens, asked of `addressOf` (by their English paths): the
 * quantity and core pair pages, the pages of the index's links and the fixed pages (an ingredient's
 * continues its list's, at the word its entry carries: `ingredients`); and the units' address
 * words where the language's plural name does not give them by the slug rule (`unitAddressWord`).
 */
export function addresses(code: string, index: Omit<SearchIndex, 'version'>, names: Record<string, string[]>, addressOf: AddressOf): SearchAddresses {
  const paths = [
    ...index.pages.map((page) => `/${page.slug}`),
    ...index.pairPages.map((page) => `/${page.slug}`),
    ...index.links.map((link) => link.href.split(/[?#]/)[0]!),
    '/cooking/ingredients',
    '/cooking/recipe',
    '/calculate',
    '/countdown',
    '/search',
  ];
  const units: Record<string, Record<string, string>> = {};
  for (const [quantity, list] of Object.entries(index.quantities)) {
    list.forEach((wire, i) => {
      const word = addressOf.unit(quantity, wire[0]);
      if (word !== unitAddressWord(names[quantity]?.[i], unitSlug(readWireUnit(wire)))) (units[quantity] ??= {})[wire[0]] = word;
    });
  }
  return {
    prefix: `/${code}`,
    pages: Object.fromEntries([...new Set(paths)].map((path) => [path, addressOf.page(path)])),
    connector: addressOf.connector,
    units,
  };
}

/** The most bytes a language's index may take gzipped, from its search.yaml. */
export const indexBudget = (code: string): number => SearchWordsSchema.parse(readYaml(content('i18n', code, 'search.yaml'))).budget;

/** The English index made the language's (ADR 088): its words, names, preferred units and addresses added. */
export function languageIndex(english: Omit<SearchIndex, 'version'>, language: IndexLanguage, addressOf: AddressOf): Omit<SearchIndex, 'version'> {
  const words = SearchWordsSchema.parse(readYaml(content('i18n', language.code, 'search.yaml')));
  const names = pageNames(language.code, english.pages, words.pages);
  const unitNamesOf = unitNames(language.code, english.quantities);
  const links = english.links.map((link) => {
    const own = words.links[link.href];
    // The language's words first, the English ones too; folded, as the search compares words.
    return own ? { ...link, label: own.label, detail: own.detail, words: [...new Set([...own.words.map(foldWord), ...link.words])] } : link;
  });
  // Pages English's index finds otherwise or not at all (the ingredients, the recipe converter):
  // the language's words only, English's index being at its budget.
  for (const [href, own] of Object.entries(words.links)) {
    if (!links.some((link) => link.href === href)) links.push({ href, label: own.label, detail: own.detail, words: fold(own.words) });
  }
  return {
    ...english,
    links,
    holidays: holidayWords(language.code, words.holidays),
    pageWords: { ...english.pageWords, ...pageWords(words.pages, names) },
    ingredients: english.ingredients && ingredients(language.code, english.ingredients, addressOf),
    language: searchLanguage(language, words, english.ingredients ?? []),
    names: unitNamesOf,
    pageNames: names,
    preferred: preferredUnits(language, english.quantities),
    addresses: addresses(language.code, { ...english, links }, unitNamesOf, addressOf),
  };
}
