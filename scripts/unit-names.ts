// Every catalog unit's name in each language, with the language's plural
// forms and an address slug, written to content/i18n/<lang>/units.json (issue 38, ADR 084).
//
// Where a name comes from, first match wins:
// 1. the language's hand file, content/i18n/<lang>/unit-names.yaml `units:` (units CLDR lacks,
//    and deliberate overrides of CLDR);
// 2. content/i18n/cldr-units.yaml `units:`: a unit CLDR names, read from cldr-units-full's long
//    `unitPattern-count-<category>` with `{0}` taken out;
// 3. content/i18n/cldr-units.yaml `compounds:`: a unit written as a UTS #35 unit identifier
//    (`kilogram-force-per-square-centimeter`), named by the language's CLDR patterns for SI
//    prefixes, powers, `per` and `times`, from the names of its simple units: CLDR's, or the
//    hand file's `words:` where CLDR has none (or the hand file overrides it).
// A plural category CLDR leaves out of a pattern falls back to `other`, as UTS #35 says; a CLDR
// unit whose `one` form is missing in the language (only inherited from root: `{0} rod`) does
// not count as named by CLDR, and the hand file must name it.
//
// CLDR is read here only: the site reads the generated JSON (app/i18n/unit-names.server.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { slugify } from '../app/domain/slug';
import { quantities } from '../app/domain/units/registry';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

type UnitName = Record<string, string> & { slug: string };
/** `content/i18n/<lang>/units.json`: quantity id → unit key → name (app/i18n/unit-names.server.ts reads it). */
type UnitNames = Record<string, Record<string, UnitName>>;
/** Where each unit's name came from, for the report and the tests. */
export type NameSource = 'cldr' | 'compound' | 'hand';

type Forms = Record<string, string>;
interface Word {
  forms: Forms;
  gender?: string;
}
interface HandFile {
  patterns?: {
    times?: string;
    timesCount?: 'first' | 'last';
    perTimes?: string;
    perTimesMiddle?: string;
    perPowers?: Record<string, string>;
  };
  words?: Record<string, Forms & { gender?: string }>;
  units?: Record<string, Forms & { slug?: string }>;
}
interface Mapping {
  units: Record<string, string>;
  compounds: Record<string, string>;
  /** The unit table whose keys are ISO 4217 codes. */
  currencies?: string;
}
type CldrUnits = Record<string, Record<string, string>>;

export function readMapping(): Mapping {
  const raw = parse(readFileSync(`${root}content/i18n/cldr-units.yaml`, 'utf8')) as Partial<Mapping>;
  return { units: raw.units ?? {}, compounds: raw.compounds ?? {}, currencies: raw.currencies };
}

function readHand(lang: string): HandFile {
  return (parse(readFileSync(`${root}content/i18n/${lang}/unit-names.yaml`, 'utf8')) ?? {}) as HandFile;
}

type CldrCurrencies = Record<string, Record<string, string>>;

function readCurrencies(lang: string): CldrCurrencies {
  const file = require(`cldr-numbers-full/main/${lang}/currencies.json`) as {
    main: Record<string, { numbers: { currencies: CldrCurrencies } }>;
  };
  const data = file.main[lang];
  if (!data) throw new Error(`cldr-numbers-full has no locale ${lang}`);
  return data.numbers.currencies;
}

function readCldr(lang: string): CldrUnits {
  const file = require(`cldr-units-full/main/${lang}/units.json`) as {
    main: Record<string, { units: { long: CldrUnits } }>;
  };
  const data = file.main[lang];
  if (!data) throw new Error(`cldr-units-full has no locale ${lang}`);
  return data.units.long;
}

/** The plural categories the language's numbers take (es: one, many, other). */
export function pluralCategories(lang: string): string[] {
  return [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
}

const strip = (pattern: string): string => pattern.replace('{0}', '').replace(/\s+/g, ' ').trim();
const fill = (pattern: string, text: string): string => pattern.replace('{0}', text);

/** SI and binary prefixes as UTS #35 names them, with CLDR's key for the prefix's pattern. */
const PREFIXES: Record<string, string> = {
  quetta: '10p30',
  ronna: '10p27',
  yotta: '10p24',
  zetta: '10p21',
  exa: '10p18',
  peta: '10p15',
  tera: '10p12',
  giga: '10p9',
  mega: '10p6',
  kilo: '10p3',
  hecto: '10p2',
  deka: '10p1',
  deci: '10p-1',
  centi: '10p-2',
  milli: '10p-3',
  micro: '10p-6',
  nano: '10p-9',
  pico: '10p-12',
  femto: '10p-15',
  atto: '10p-18',
  zepto: '10p-21',
  yocto: '10p-24',
  ronto: '10p-27',
  quecto: '10p-30',
  kibi: '1024p1',
  mebi: '1024p2',
  gibi: '1024p3',
  tebi: '1024p4',
  pebi: '1024p5',
  exbi: '1024p6',
  zebi: '1024p7',
  yobi: '1024p8',
};
const POWERS: Record<string, string> = { square: 'power2', cubic: 'power3' };

/** One factor of a compound: an optional power and prefix on a simple unit. */
interface Factor {
  power?: string;
  prefix?: string;
  word: string;
}

/** Names one language's units. */
class Namer {
  private readonly cldr: CldrUnits;
  private readonly hand: HandFile;
  private readonly categories: string[];
  /** CLDR's simple units by id without the category (`foot` → `length-foot`). */
  private readonly simple = new Map<string, string>();

  constructor(readonly lang: string) {
    this.cldr = readCldr(lang);
    this.hand = readHand(lang);
    this.categories = pluralCategories(lang);
    for (const id of Object.keys(this.cldr)) {
      const bare = id.replace(/^[a-z]+-/, '');
      if (this.cldr[id]?.['unitPattern-count-other'] && !this.simple.has(bare)) this.simple.set(bare, id);
    }
  }

  /** A CLDR unit's forms, or undefined where the language's data lacks it (root's `{0} rod`). */
  cldrUnit(id: string): Word | undefined {
    const entry = this.cldr[id];
    if (!entry?.['unitPattern-count-other']) return undefined;
    if (this.categories.includes('one') && !entry['unitPattern-count-one']) return undefined;
    const forms: Forms = {};
    for (const category of this.categories) {
      forms[category] = strip(entry[`unitPattern-count-${category}`] ?? entry['unitPattern-count-other']);
    }
    return { forms, gender: entry.gender };
  }

  private words(): Record<string, Forms & { gender?: string }> {
    return this.hand.words ?? {};
  }

  /** A currency's name (ISO 4217 code) from cldr-numbers-full, every category present. */
  currency(code: string): Forms | undefined {
    const entry = (this.currencies ??= readCurrencies(this.lang))[code];
    if (!entry?.['displayName-count-other']) return undefined;
    // German gives a name without a count where it is the same for one (US-Dollar, Euro).
    const forms: Forms = {};
    for (const category of this.categories) {
      forms[category] =
        entry[`displayName-count-${category}`] ?? (category === 'one' ? entry.displayName : undefined) ?? entry['displayName-count-other'];
    }
    return forms;
  }

  private currencies: CldrCurrencies | undefined;

  /** A simple unit's forms: the hand file's word, else CLDR's. */
  word(id: string): Word | undefined {
    const own = this.words()[id];
    if (own) {
      const { gender, ...forms } = own;
      return { forms: this.complete(forms, `word ${id}`), gender };
    }
    const full = this.simple.get(id);
    return full ? this.cldrUnit(full) : undefined;
  }

  private isWord(id: string): boolean {
    return Object.hasOwn(this.words(), id) || this.simple.has(id);
  }

  /** Every category of the language, `other` standing in for a missing one (UTS #35). */
  complete(forms: Forms, what: string): Forms {
    if (!forms.other) throw new Error(`${this.lang}: ${what} has no "other" form`);
    if (this.categories.includes('one') && !forms.one) throw new Error(`${this.lang}: ${what} has no "one" form`);
    const out: Forms = {};
    for (const category of this.categories) out[category] = forms[category] ?? forms.other;
    return out;
  }

  /**
   * Splits a UTS #35 identifier into numerator factors and the factors of each `per` after it
   * (`foot-per-minute-per-second`). Whole simple units are tried first, longest first
   * (`kilometer-per-second` is kilometer per second; `part-per-1e6` is one unit), then a prefix on
   * the longest simple unit (`megawatt-hour` is mega + watt-hour, one unit after "per" too); the
   * first reading that uses up the identifier wins.
   */
  parse(id: string): { over: Factor[]; under: Factor[][] } {
    const parts = id.split('-');
    const found = this.read(parts, 0, [[]]);
    if (!found) throw new Error(`no reading of "${id}" from the simple units CLDR and the words have`);
    const [over = [], ...under] = found;
    return { over, under };
  }

  private read(parts: string[], at: number, groups: Factor[][]): Factor[][] | undefined {
    if (at === parts.length) return groups.at(-1)?.length ? groups : undefined;
    const current = groups.at(-1) ?? [];
    if (parts[at] === 'per' && (current.length > 0 || at === 0)) {
      return this.read(parts, at + 1, at === 0 ? [[], []] : [...groups, []]);
    }
    // A simple unit as a whole (CLDR's `square-meter` too), longest first; then a power on a simple
    // unit that is no quotient; then a prefix on the longest simple unit, with or without a power.
    const readings: { end: number; factor: Factor }[] = [];
    const noQuotient = (word: string) => !`-${word}-`.includes('-per-');
    // A simple unit that is a quotient itself (CLDR's `meter-per-second`) only stands alone as
    // the numerator: `kilogram-meter-per-second` is kilogram × meter, per second.
    const alone = groups.length === 1 && current.length === 0;
    for (let end = parts.length; end > at; end--) {
      const candidate = parts.slice(at, end).join('-');
      if (this.isWord(candidate) && (alone || noQuotient(candidate))) readings.push({ end, factor: { word: candidate } });
    }
    const power = parts[at];
    const powered = power && POWERS[power] ? power : undefined;
    const start = powered ? at + 1 : at;
    if (powered) {
      for (let end = parts.length; end > start; end--) {
        const candidate = parts.slice(start, end).join('-');
        if (this.isWord(candidate) && noQuotient(candidate)) readings.push({ end, factor: { power: powered, word: candidate } });
      }
    }
    for (let end = parts.length; end > start; end--) {
      const candidate = parts.slice(start, end).join('-');
      for (const prefix of Object.keys(PREFIXES)) {
        const rest = candidate.slice(prefix.length);
        if (candidate.startsWith(prefix) && noQuotient(rest) && this.isWord(rest)) {
          readings.push({ end, factor: { power: powered, prefix, word: rest } });
        }
      }
    }
    // The reading that takes the most of the identifier first (`megawatt-hour` as mega + watt-hour
    // before the simple unit megawatt), a whole simple unit before a prefixed one of equal length.
    readings.sort((a, b) => b.end - a.end);
    for (const { end, factor } of readings) {
      const found = this.read(parts, end, [...groups.slice(0, -1), [...current, factor]]);
      if (found) return found;
    }
    return undefined;
  }

  /** Joins a pattern's text to a German-style noun: `Kilo{0}` + `Meter` → `Kilometer`. */
  private join(pattern: string, text: string): string {
    const before = pattern.slice(0, pattern.indexOf('{0}'));
    if (before && !/\s$/.test(before) && /^\p{Lu}\p{Ll}/u.test(text)) {
      return fill(pattern, text.charAt(0).toLowerCase() + text.slice(1));
    }
    if (before && !/\s$/.test(before) && /^\p{Lu}\p{Lu}/u.test(text)) return fill(pattern, `-${text}`);
    return fill(pattern, text);
  }

  /** One factor in one plural category. */
  private factor(f: Factor, category: string, id: string, under = false): { text: string; gender?: string } {
    const word = this.word(f.word);
    if (!word) throw new Error(`${this.lang}: "${f.word}" (in ${id}) has no name: add it to words`);
    let text = word.forms[category] ?? word.forms.other ?? '';
    if (f.prefix) {
      const key = PREFIXES[f.prefix] ?? '';
      const pattern = this.cldr[key]?.unitPrefixPattern;
      if (!pattern) throw new Error(`${this.lang}: CLDR has no prefix pattern ${key}`);
      text = this.join(pattern, text);
    }
    const perPower = under && f.power ? this.hand.patterns?.perPowers?.[f.power] : undefined;
    if (perPower) {
      text = this.join(perPower, text);
    } else if (f.power) {
      const entry = this.cldr[POWERS[f.power] ?? ''] ?? {};
      const gender = word.gender ? `-gender-${word.gender}` : '';
      const pattern =
        entry[`compoundUnitPattern1${gender}-count-${category}`] ??
        entry[`compoundUnitPattern1-count-${category}`] ??
        entry['compoundUnitPattern1-count-other'] ??
        entry.compoundUnitPattern1;
      if (!pattern) throw new Error(`${this.lang}: CLDR has no pattern for ${f.power}`);
      text = this.join(pattern, text);
    }
    return { text, gender: word.gender };
  }

  private times(parts: string[]): string {
    const pattern = this.hand.patterns?.times ?? this.cldr.times?.compoundUnitPattern ?? '{0}-{1}';
    return parts.reduce((left, right) => this.product(pattern, left, right));
  }

  /**
   * Two names as one product. A pattern written `{0}{1}` makes one word of them, as German
   * writes Newtonmeter and Kilowattstunde; where either is several words it links them with
   * hyphens (Grad-Fahrenheit-Stunde) or next to an abbreviation (BTU-Zoll), as German compounds do.
   */
  private product(pattern: string, left: string, right: string): string {
    if (pattern === '{0}{1}') {
      if (/[\s-]/.test(left) || /[\s-]/.test(right) || /^\p{Lu}\p{Lu}/u.test(right) || /\p{Lu}\p{Lu}$/u.test(left)) {
        return `${left.replace(/\s+/g, '-')}-${right.replace(/\s+/g, '-')}`;
      }
      return left + (/^\p{Lu}\p{Ll}/u.test(right) ? right.charAt(0).toLowerCase() + right.slice(1) : right);
    }
    return pattern.replace('{0}', left).replace('{1}', right);
  }

  /** A compound's name in one plural category. */
  compound(id: string, category: string): string {
    const { over, under } = this.parse(id);
    const countOn = this.hand.patterns?.timesCount === 'first' ? 0 : over.length - 1;
    // A quotient without a numerator (`per-kelvin`) is the per pattern without its {0}: "por kelvin".
    const top = over.length ? this.times(over.map((f, i) => this.factor(f, i === countOn ? category : 'one', id).text)) : '';
    const per = this.cldr.per?.compoundUnitPattern ?? '{0}/{1}';
    const perTimes = this.hand.patterns?.perTimes;
    return under.reduce((name, group) => {
      const parts = group.map((f) => this.factor(f, 'one', id, true).text);
      // A list after "per" may join its last two with one pattern ("und") and the others with
      // another (", "): pro Sekunde, Quadratfuß und Grad Fahrenheit.
      const middle = this.hand.patterns?.perTimesMiddle ?? perTimes;
      const bottom = perTimes
        ? parts.reduce((left, right, i) => this.product(i === parts.length - 1 ? perTimes : (middle ?? perTimes), left, right))
        : this.times(parts);
      return per.replace('{0}', name).replace('{1}', bottom).trim();
    }, top);
  }

  /** The hand file's name for a catalog unit, if it has one. */
  handUnit(ref: string): { forms: Forms; slug?: string } | undefined {
    const own = this.hand.units?.[ref];
    if (!own) return undefined;
    const { slug, ...forms } = own;
    return { forms: this.complete(forms, ref), slug };
  }

  get handUnits(): string[] {
    return Object.keys(this.hand.units ?? {});
  }
}

/** Every catalog unit named in one language, and where each name came from. */
export function buildUnitNames(lang: string): { names: UnitNames; sources: Record<string, NameSource> } {
  const mapping = readMapping();
  const namer = new Namer(lang);
  const names: UnitNames = {};
  const sources: Record<string, NameSource> = {};
  const known = new Set<string>();
  const problems: string[] = [];
  for (const [quantityId, quantity] of Object.entries(quantities)) {
    const table: Record<string, UnitName> = {};
    const slugs = new Map<string, string>();
    for (const unit of quantity.units) {
      const ref = `${quantityId}/${unit.key}`;
      known.add(ref);
      let forms: Forms | undefined;
      let slug: string | undefined;
      try {
        const hand = namer.handUnit(ref);
        const cldrId = mapping.units[ref];
        const compoundId = mapping.compounds[ref];
        if (hand) {
          forms = hand.forms;
          slug = hand.slug;
          sources[ref] = 'hand';
        } else if (quantityId === mapping.currencies) {
          forms = namer.currency(unit.key);
          if (!forms) throw new Error(`CLDR has no name for the currency ${unit.key} in this language: name it in the hand file`);
          sources[ref] = 'cldr';
        } else if (cldrId) {
          forms = namer.cldrUnit(cldrId)?.forms;
          if (!forms) throw new Error(`CLDR does not name ${cldrId} in this language: name it in the hand file`);
          sources[ref] = 'cldr';
        } else if (compoundId) {
          forms = {};
          for (const category of pluralCategories(lang)) forms[category] = namer.compound(compoundId, category);
          sources[ref] = 'compound';
        } else {
          throw new Error('no name: map it in cldr-units.yaml or name it in the hand file');
        }
      } catch (error) {
        problems.push(`${ref} (${unit.name}): ${(error as Error).message}`);
        continue;
      }
      const name = { ...forms, slug: slug ?? slugify(forms.other ?? '') } as UnitName;
      const clash = slugs.get(name.slug);
      if (clash) problems.push(`${ref} and ${quantityId}/${clash} share the slug "${name.slug}"`);
      slugs.set(name.slug, unit.key);
      table[unit.key] = name;
    }
    names[quantityId] = table;
  }
  const stale = [...Object.keys(mapping.units), ...Object.keys(mapping.compounds), ...namer.handUnits].filter((ref) => !known.has(ref));
  if (stale.length) problems.push(`names for units the catalog lacks: ${stale.join(', ')}`);
  if (problems.length) throw new Error(`${lang}: ${problems.length} problems\n${problems.join('\n')}`);
  return { names, sources };
}

/** The file's text: stable key order (the catalog's), two-space JSON, final newline. */
export function unitNamesJson(names: UnitNames): string {
  return `${JSON.stringify(names, null, 2)}\n`;
}

export const unitNamesPath = (lang: string): string => `${root}content/i18n/${lang}/units.json`;
