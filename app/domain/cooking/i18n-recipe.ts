import { parseIngredient, unitsOfMeasure, type Ingredient, type ParseIngredientOptions, type UnitOfMeasure } from 'parse-ingredient';
import type { CookingWords } from './i18n-parse';

/**
 * The line reader's options with the language's unit spellings that are more than one plain word
 * ("colher de sopa", "c. à soupe", "xícara (chá)"), longest first: parse-ingredient reads a unit of
 * one or two words, so the recipe converter makes each of these one word before reading a line
 * (`readRecipeLine`).
 */
export interface RecipeReadOptions extends ParseIngredientOptions {
  unitPhrases?: readonly string[];
  /** Spellings of the units a line may write before their amount ("大さじ1"), longest first; made one word as `unitPhrases` are. */
  unitsFirst?: readonly string[];
}

/** The amount comes after the unit in this template ("{unit}{n}"). */
const unitFirst = (template: string) => template.indexOf('{unit}') < template.indexOf('{n}');
/** A unit spelling with spaces, dots or brackets, as the one word the reader is given ("c. à soupe" → "c_à_soupe"). */
const unitWord = (spelling: string) => spelling.trim().replace(/[^\p{L}\p{N}]+/gu, '_');
const isPhrase = (spelling: string) => /[\s.()[\]]/u.test(spelling.trim());
/** A connector written against the next word ("d’" in "d’huile"): it ends in an apostrophe. */
const isElided = (word: string) => /['’]$/.test(word);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a pattern: any run of spaces for its spaces, either apostrophe for its apostrophes. */
const phrasePattern = (phrase: string) =>
  phrase
    .trim()
    .split(/\s+/)
    .map((word) => escape(word).replace(/['’]/g, "['’]"))
    .join('\\s+');

/**
 * A language's recipe words (content/i18n/<lang>/cooking.yaml, `units` and `recipe`) as options of
 * parse-ingredient, the recipe converter's line reader: its units keep their English spellings and
 * gain the language's ("2 tazas de harina", "1 EL Honig"), and the language's connectors, range
 * words, approximations and headings join the English ones. Numbers are read in the language's
 * decimal sign. A connector that ends in an apostrophe is elided, written against the ingredient
 * ("d’huile"). An English spelling that begins one of the language's units of several words is no
 * unit alone in the language: "c." is the English cup, and the French "c. à soupe" would read as a
 * cup where a reader writes a spoon the data does not spell.
 */
export function recipeParseOptions(words: Pick<CookingWords, 'units' | 'recipe'>, decimal: '.' | ','): RecipeReadOptions {
  const additionalUOMs: Record<string, UnitOfMeasure> = {};
  const phrases: string[] = [];
  const first: string[] = [];
  const owner = new Map<string, string>();
  for (const [id, unit] of Object.entries(words.units)) {
    const english: UnitOfMeasure | undefined = unitsOfMeasure[id];
    if (!english) throw new Error(`cooking.yaml: units.${id}: the recipe reader has no unit "${id}"`);
    const own = [unit.one ?? unit.other, unit.other, ...(unit.abbr ?? []), ...(unit.also ?? [])];
    if (unit.amount?.some(unitFirst)) first.push(...own.map((spelling) => (isPhrase(spelling) ? unitWord(spelling) : spelling)));
    const joined = own.filter(isPhrase);
    for (const spelling of own) {
      const key = (isPhrase(spelling) ? unitWord(spelling) : spelling).toLowerCase();
      if (owner.get(key) !== undefined && owner.get(key) !== id)
        throw new Error(`cooking.yaml: units: "${spelling}" spells ${owner.get(key)} and ${id}`);
      owner.set(key, id);
    }
    phrases.push(...joined);
    additionalUOMs[id] = { ...english, alternates: [...new Set([...(english.alternates ?? []), ...own, ...joined.map(unitWord)])] };
  }
  const firstWords = new Set(phrases.filter((p) => /\s/.test(p.trim())).map((p) => p.trim().split(/\s+/)[0]!.toLowerCase()));
  const ignoreUOMs = Object.entries(unitsOfMeasure).flatMap(([id, english]) =>
    [id, english.short, english.plural, ...(english.alternates ?? [])].filter(
      (s) => firstWords.has(s.toLowerCase()) && owner.get(s.toLowerCase()) === undefined,
    ),
  );
  const { connectors, ranges, approximately, headings } = words.recipe;
  return {
    additionalUOMs,
    ignoreUOMs,
    unitPhrases: [...new Set(phrases)].sort((a, b) => b.length - a.length),
    unitsFirst: [...new Set(first)].sort((a, b) => b.length - a.length),
    decimalSeparator: decimal,
    // Longer first ("de la", "de l’" before "de"): parse-ingredient strips the first that matches.
    descriptionStripPrefixes: [
      'of',
      ...[...connectors].sort((a, b) => b.length - a.length).map((c) => (isElided(c) ? new RegExp(`${phrasePattern(c)}\\s*`, 'u') : c)),
    ],
    rangeSeparators: ['to', 'or', ...ranges],
    // Longer first: parse-ingredient tries them in order.
    leadingQuantityPrefixes: [...approximately].sort((a, b) => b.length - a.length),
    groupHeaderPatterns: ['For', ...headings],
  };
}

const phraseRegExps = new WeakMap<readonly string[], RegExp | null>();
function phraseRegExp(phrases: readonly string[]): RegExp | null {
  if (!phraseRegExps.has(phrases))
    phraseRegExps.set(
      phrases,
      phrases.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(phrasePattern).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null,
    );
  return phraseRegExps.get(phrases)!;
}

/** An amount as a line writes it after a unit: "1", "1/2", "1 1/2", "1.5", "1,5", "½", "1½". */
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\/\d+)?[½⅓⅔¼¾⅛⅜⅝⅞]?|[½⅓⅔¼¾⅛⅜⅝⅞])`;
const firstRegExps = new WeakMap<readonly string[], RegExp | null>();
/** A unit written before its amount, and the amount or range after it ("大さじ1", "小さじ1/2", "大さじ1〜2"). */
function unitFirstRegExp(units: readonly string[], ranges: readonly (string | RegExp)[]): RegExp | null {
  if (!firstRegExps.has(units)) {
    const range = ['-', '–', ...ranges.filter((r): r is string => typeof r === 'string')].map(escape).join('|');
    const alternatives = units.map(escape).join('|');
    firstRegExps.set(units, units.length ? new RegExp(`(${alternatives})\\s*(${AMOUNT})(?:\\s*(${range})\\s*(${AMOUNT}))?(?![\\p{N}])`, 'iu') : null);
  }
  return firstRegExps.get(units)!;
}

/**
 * A unit written before its amount ("砂糖大さじ1", "塩 小さじ1/2", "砂糖 大さじ1〜2") as the line
 * reader reads a measure: at the line's start, the amount first, a range's sign apart
 * ("1 〜 2 大さじ 砂糖"). The reader finds no "½" nor an unspaced range at a line's end.
 */
function amountFirst(line: string, options: RecipeReadOptions): string {
  const match = unitFirstRegExp(options.unitsFirst ?? [], options.rangeSeparators ?? [])?.exec(line);
  if (!match) return line;
  const [whole, unit, amount, range, amount2] = match;
  const words = `${line.slice(0, match.index).trim()} ${line.slice(match.index + whole.length).trim()}`.trim();
  return `${range ? `${amount} ${range} ${amount2}` : amount} ${unit} ${words}`;
}

/**
 * One line read with a language's options: its units of several words made one word first (the
 * longest spelling first), a unit written before its amount put after it, then given back as typed
 * in the unit and the description.
 */
export function readRecipeLine(line: string, options: RecipeReadOptions | undefined): Ingredient | undefined {
  const { unitPhrases = [], unitsFirst: _first, ...parseOptions } = options ?? {};
  const pattern = phraseRegExp(unitPhrases);
  const typed = new Map<string, string>();
  const joined = pattern
    ? line.replace(pattern, (phrase) => {
        const word = unitWord(phrase);
        typed.set(word, phrase);
        return word;
      })
    : line;
  const text = options ? amountFirst(joined, options) : joined;
  const parsed = parseIngredient(text, { ...parseOptions, round: false })[0];
  if (!parsed || typed.size === 0) return parsed;
  const back = (s: string) => [...typed].reduce((out, [word, phrase]) => out.split(word).join(phrase), s);
  return { ...parsed, description: back(parsed.description), unitOfMeasure: parsed.unitOfMeasure === null ? null : back(parsed.unitOfMeasure) };
}
