/**
 * Compound quantities, typed and shown: feet and inches, stone and pounds, pounds and ounces,
 * hours:minutes:seconds, degrees–minutes–seconds (issue 13, docs/decisions/035-reading-numbers.md).
 *
 * Typed: at least two parts in descending order ("5 ft 11 in", "12 st 4 lb", "1 h 30 min"), the
 * last one's unit word optional ("5' 11", "12 st 4"), or one part written with its mark ("6'",
 * "40°"). The last part may be a decimal or a fraction ("5' 11 1/2\"", "5 ft 11.5 in", "11⅝");
 * the others are whole numbers. "1:30:15" and "1:30" are hours:minutes(:seconds), as a clock reads.
 * A lone ' is feet, never arcminutes: minutes and seconds of arc need their degrees.
 * Shown: inches to the nearest 1/16 with the vulgar fractions Unicode has ("5 ft 11 ⅝ in",
 * "11 5/16 in"); pounds and ounces to 0.1; seconds to the millisecond ("1:30:15.25"); seconds of
 * arc to 0.1. A part that rounds up carries into the next (71.99 in is "6 ft 0 in").
 */
import { formatFixed, groupThousands } from './number-format';
import { formatResult } from './format';
import { plainDecimal, readNumber, tidyTyped } from './parse';
import { convertBetween, type ClientUnit } from './units/convert-units';

export type CompoundKind = 'feet-inches' | 'stone-pounds' | 'pounds-ounces' | 'hours-minutes-seconds' | 'degrees-minutes-seconds';

export interface CompoundReading {
  kind: CompoundKind;
  /** The whole amount in `unit`, the compound's smallest part. */
  value: number;
  /** A unit key of the quantity's table: 'in', 'lb', 'oz', 's', 'arcsec'. */
  unit: string;
  /** The parts as read, in plain numbers: '5 ft 11.5 in', '1 h 30 min', '40° 26′ 46″'. */
  readAs: string;
}

interface Part {
  key: string;
  /** What follows the number when shown: ' ft', '°'. */
  suffix: string;
  /** How many of the compound's smallest part make one of this. */
  per: number;
  /** What people type after the number, longest first; a mark (' " °) may stand alone. */
  words: readonly string[];
}

interface Compound {
  quantity: string;
  parts: readonly Part[];
  /** Steps per smallest part the output rounds to: 16 for 1/16 in, 10 for 0.1 lb. */
  resolution: number;
}

const COMPOUNDS: Readonly<Record<CompoundKind, Compound>> = {
  'feet-inches': {
    quantity: 'length',
    resolution: 16,
    parts: [
      { key: 'ft', suffix: ' ft', per: 12, words: ['feet', 'foot', 'ft', "'"] },
      { key: 'in', suffix: ' in', per: 1, words: ['inches', 'inch', 'in', '"'] },
    ],
  },
  'stone-pounds': {
    quantity: 'weight',
    resolution: 10,
    parts: [
      { key: 'stone', suffix: ' st', per: 14, words: ['stones', 'stone', 'st'] },
      { key: 'lb', suffix: ' lb', per: 1, words: ['pounds', 'pound', 'lbs', 'lb'] },
    ],
  },
  'pounds-ounces': {
    quantity: 'weight',
    resolution: 10,
    parts: [
      { key: 'lb', suffix: ' lb', per: 16, words: ['pounds', 'pound', 'lbs', 'lb'] },
      { key: 'oz', suffix: ' oz', per: 1, words: ['ounces', 'ounce', 'oz'] },
    ],
  },
  'hours-minutes-seconds': {
    quantity: 'time',
    resolution: 1000,
    parts: [
      { key: 'h', suffix: ' h', per: 3600, words: ['hours', 'hour', 'hrs', 'hr', 'h'] },
      { key: 'min', suffix: ' min', per: 60, words: ['minutes', 'minute', 'mins', 'min', 'm'] },
      { key: 's', suffix: ' s', per: 1, words: ['seconds', 'second', 'secs', 'sec', 's'] },
    ],
  },
  'degrees-minutes-seconds': {
    quantity: 'angle',
    resolution: 10,
    parts: [
      // Also as typed without the marks: "40d 26m 46s", "40 deg 26 min 46 sec".
      { key: 'deg', suffix: '°', per: 3600, words: ['degrees', 'degree', 'deg', 'd', '°'] },
      { key: 'arcmin', suffix: '′', per: 60, words: ['arcminutes', 'arcminute', 'arcmin', 'minutes', 'minute', 'min', 'm', "'"] },
      { key: 'arcsec', suffix: '″', per: 1, words: ['arcseconds', 'arcsecond', 'arcsec', 'seconds', 'second', 'sec', 's', '"'] },
    ],
  },
};
/** Every compound, in the order they are tried: "26m 46s" is minutes and seconds of time before arc. */
export const KINDS = Object.keys(COMPOUNDS) as CompoundKind[];
const MARKS = new Set(["'", '"', '°']);

const VULGAR = '½¼¾⅛⅜⅝⅞⅓⅔⅕⅖⅗⅘⅙⅚⅐⅑⅒';
/** The last part: a decimal (either separator), a fraction or mixed number, or a vulgar fraction. */
const LAST_NUMBER = String.raw`\d+(?:[.,]\d+)?|[.,]\d+|(?:\d+ ?)?\d+/\d+|(?:\d+ ?)?[${VULGAR}]`;
const WHOLE_NUMBER = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
const SEPARATOR = String.raw`(?: ?,)? ?(?:and )?`;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function partsPattern(parts: readonly Part[]): RegExp {
  const last = parts.length - 1;
  const groups = parts.map((part, i) => {
    const words = part.words.map(escape).join('|');
    return `(?:(${i === last ? LAST_NUMBER : WHOLE_NUMBER}) ?(${words})${i === last ? '?' : ''}\\.?${i === last ? '' : SEPARATOR})?`;
  });
  return new RegExp(`^([+-])? ?${groups.join('')}(?: ([NSEW]))?$`, 'i');
}
const PATTERNS = Object.fromEntries(KINDS.map((kind) => [kind, partsPattern(COMPOUNDS[kind].parts)])) as Record<CompoundKind, RegExp>;
const CLOCK = /^([+-])?(\d+):([0-5]?\d)(?::([0-5]?\d(?:\.\d+)?))?$/;

function normalize(text: string): string {
  return tidyTyped(text)
    .replace(/''|[″“”]/g, '"')
    .replace(/[′’]/g, "'");
}

function reading(kind: CompoundKind, negative: boolean, amounts: readonly (number | undefined)[]): CompoundReading {
  const { parts } = COMPOUNDS[kind];
  let value = 0;
  const shown: string[] = [];
  parts.forEach((part, i) => {
    const amount = amounts[i];
    if (amount === undefined) return;
    value += amount * part.per;
    shown.push(`${plainDecimal(amount)}${part.suffix}`);
  });
  const smallest = parts[parts.length - 1]!;
  return { kind, value: negative ? -value : value, unit: smallest.key, readAs: `${negative ? '-' : ''}${shown.join(' ')}` };
}

/**
 * A compound amount in `text` ("5' 11 1/2\"", "12 st 4 lb", "1:30:15", "40° 26′ 46″"), or null;
 * of the given kinds only, when a page offers some.
 */
export function readCompound(text: string, kinds: readonly CompoundKind[] = KINDS): CompoundReading | null {
  const s = normalize(text);
  const clock = CLOCK.exec(s);
  if (clock && kinds.includes('hours-minutes-seconds')) {
    const [, sign, h, min, sec] = clock;
    return reading('hours-minutes-seconds', sign === '-', [Number(h), Number(min), sec === undefined ? undefined : Number(sec)]);
  }
  for (const kind of kinds) {
    const match = PATTERNS[kind].exec(s);
    if (!match) continue;
    const { parts } = COMPOUNDS[kind];
    const [, sign, ...rest] = match;
    const hemisphere = rest[parts.length * 2]?.toUpperCase();
    const numbers = parts.map((_, i) => rest[i * 2]);
    const words = parts.map((_, i) => rest[i * 2 + 1]);
    const present = numbers.filter((n) => n !== undefined).length;
    // One part alone is a compound only with its mark ("6'", "40°"); a bare number is no compound.
    if (present === 0 || (present === 1 && !MARKS.has(words.find((w) => w !== undefined) ?? ''))) continue;
    // Hemispheres belong to coordinates, and minutes and seconds of arc need their degrees.
    if (hemisphere && kind !== 'degrees-minutes-seconds') continue;
    if (kind === 'degrees-minutes-seconds' && numbers[0] === undefined) continue;
    const amounts = numbers.map((n) => (n === undefined ? undefined : readNumber(n)?.value));
    if (amounts.some((a, i) => numbers[i] !== undefined && a === undefined)) continue;
    const negative = (sign === '-') !== (hemisphere === 'S' || hemisphere === 'W');
    return reading(kind, negative, amounts);
  }
  return null;
}

const SIXTEENTHS: Record<number, string> = { 2: '⅛', 4: '¼', 6: '⅜', 8: '½', 10: '⅝', 12: '¾', 14: '⅞' };

function smallestPart(kind: CompoundKind, steps: number, resolution: number): string {
  if (kind !== 'feet-inches') return plainDecimal(steps / resolution);
  const whole = Math.floor(steps / resolution);
  const sixteenths = steps % resolution;
  if (sixteenths === 0) return String(whole);
  const fraction = SIXTEENTHS[sixteenths] ?? `${sixteenths}/16`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/**
 * `value` in `unit` (one of the compound's parts: 'in' or 'ft', 'lb', 'oz' or 'stone', 's', 'min'
 * or 'h', 'arcsec', 'arcmin' or 'deg') shown as the compound: '5 ft 11 ⅝ in', '12 st 4.3 lb',
 * '1:30:15', '40° 26′ 46″'. Larger parts that are zero are left out ('11 in'); too large a value
 * for the smallest step shows in the largest part ('1.0000 × 10²⁰ ft'). Degrees always show
 * ('0° 30′ 0″').
 */
export function formatCompound(value: number, unit: string, kind: CompoundKind): string {
  const { parts, resolution } = COMPOUNDS[kind];
  const given = parts.find((part) => part.key === unit);
  if (!given) throw new RangeError(`${unit} is no part of ${kind}`);
  const amount = Number.isNaN(value) ? 0 : value * given.per;
  const biggest = parts[0]!;
  if (!Number.isFinite(amount)) return `${formatResult(amount)}${biggest.suffix}`;
  const magnitude = Math.abs(amount);
  // Decimal steps round as people read the number (4.35 lb is 4.4), sixteenths in binary exactly.
  const rounded = resolution === 16 ? magnitude * 16 : Number(formatFixed(magnitude, Math.log10(resolution))) * resolution;
  let steps = Math.round(rounded);
  if (!Number.isSafeInteger(steps)) return `${formatResult(amount / biggest.per)}${biggest.suffix}`;
  const sign = amount < 0 && steps > 0 ? '-' : '';
  const counts = parts.map((part) => {
    const size = part.per * resolution;
    const count = part.per === 1 ? steps : Math.floor(steps / size);
    steps -= part.per === 1 ? 0 : count * size;
    return count;
  });
  if (kind === 'hours-minutes-seconds') {
    const [h = 0, min = 0, sec = 0] = counts;
    const seconds = plainDecimal(sec / resolution).split('.');
    const fraction = seconds[1] ? `.${seconds[1]}` : '';
    return `${sign}${h}:${String(min).padStart(2, '0')}:${seconds[0]!.padStart(2, '0')}${fraction}`;
  }
  // Degrees stay even when zero: "30′ 0″" alone would read back as feet and inches.
  const first =
    kind === 'degrees-minutes-seconds'
      ? 0
      : Math.min(
          counts.findIndex((count) => count > 0),
          parts.length - 1,
        );
  const shown = parts.map((part, i) => {
    const text = i === parts.length - 1 ? smallestPart(kind, counts[i]!, resolution) : groupThousands(String(counts[i]));
    return `${text}${part.suffix}`;
  });
  return sign + shown.slice(first === -1 ? parts.length - 1 : first).join(' ');
}

const KINDS_BY_QUANTITY = new Map<string, readonly CompoundKind[]>();
for (const kind of KINDS) {
  const { quantity } = COMPOUNDS[kind];
  KINDS_BY_QUANTITY.set(quantity, [...(KINDS_BY_QUANTITY.get(quantity) ?? []), kind]);
}

/** The compound outputs a quantity offers: length → ['feet-inches'], weight → ['stone-pounds', 'pounds-ounces'] … */
export function compoundKindsFor(quantityId: string): readonly CompoundKind[] {
  return KINDS_BY_QUANTITY.get(quantityId) ?? [];
}

/** Whether `units` hold every part of the compound in the ratios it assumes (12 in to the foot …). */
export function compoundFits(kind: CompoundKind, units: readonly ClientUnit[]): boolean {
  const { parts } = COMPOUNDS[kind];
  const smallest = units.find((u) => u.key === compoundUnit(kind));
  return (
    smallest !== undefined &&
    parts.every((part) => {
      const unit = units.find((u) => u.key === part.key);
      return unit !== undefined && Math.abs(convertBetween(unit, smallest, 1) / part.per - 1) < 1e-12;
    })
  );
}

/** The unit a compound's value is in: its smallest part ('in' for feet and inches). */
export function compoundUnit(kind: CompoundKind): string {
  const { parts } = COMPOUNDS[kind];
  return parts[parts.length - 1]!.key;
}

/** The compounds a page can show its results as: its quantity's, where `units` hold every part. */
export function compoundsOffered(quantityId: string, units: readonly ClientUnit[]): CompoundKind[] {
  return compoundKindsFor(quantityId).filter((kind) => compoundFits(kind, units));
}

/** The words typed after a number for each part of a compound ('feet' → 'ft', 'd' → 'deg'); marks are compounds already. */
export function compoundPartWords(kind: CompoundKind): [word: string, key: string][] {
  return COMPOUNDS[kind].parts.flatMap((part) => part.words.filter((w) => !MARKS.has(w)).map((w): [string, string] => [w, part.key]));
}
