import { formatCompound, type CompoundKind } from '../compound';
import { COMPOUND_TARGETS } from '../compound-targets';
import { binaryAmounts } from '../search/binary-reading';
import type { IndexPage, IndexUnit } from '../search/types';
import { formatResult } from '../format';
import { convertBetween } from '../units/convert-units';
import { described, dimensionText } from './describe';
import type { Dimension } from './dimensions';
import { kgPerM3 } from './ingredients';
import { MASS, VOLUME, combinesAlone, convertible, dimKey, isNone, knownByKey, sameDim, type Known, type Prepared } from './known';
import { fillTemplate, wordsOf, type Part } from './messages';
import { Refusal } from './refusal';
import type { Amount, Context, ExpressionAnswer, Read } from './evaluate';

/**
 * The last stage of the evaluator (docs/decisions/052-expressions.md): a value worked out
 * (evaluate.ts) as the answer the box shows, in its target's unit, a compound, or without a target
 * in the unit written first and in SI units, with the quantity page its dimension names.
 */

const COMPOUND_UNIT: Record<CompoundKind, string> = {
  'feet-inches': 'in',
  'stone-pounds': 'lb',
  'pounds-ounces': 'oz',
  'hours-minutes-seconds': 's',
  'degrees-minutes-seconds': 'arcsec',
};

/** A quantity's page's name inside a sentence (known.ts's nouns): "length", "Länge". */
function quantityWord(x: Prepared, quantity: string): string {
  const page = x.p.pages.find((p) => p.quantity === quantity);
  if (!page) return quantity;
  return x.p.index.mismatch.nouns[page.slug] ?? (x.p.index.language?.capitalNouns ? page.name : page.name.toLowerCase());
}

/** What every answer of a value says, whatever its unit. */
type Base = Omit<ExpressionAnswer, 'value' | 'unit' | 'quantity'>;

/** The page a result of dimension `d` is named by: that of the unit written, else the first in the site's order. */
function pageFor(x: Prepared, d: Dimension, hint?: Known): number {
  // A unit written of this dimension names its page, mpg included (fuel economy counts L/100 km).
  if (hint && !hint.alone && x.pageDims[hint.page] && convertible(x.pageDims[hint.page]!, d)) return hint.page;
  // A value worked out is no absolute temperature: "30 °C - 20 °C" is an interval.
  return x.pageDims.findIndex((pd, i) => pd !== null && sameDim(pd, d) && !combinesAlone(x.p.pages[i]!.quantity));
}

/** The page a target of dimension `d` is named by, a unit of it written or not. */
const targetPage = (cx: Context, d: Dimension) => cx.x.p.pages[pageFor(cx.x, d, cx.firstOf.get(dimKey(d)))];

const quantityOf = (page: IndexPage | undefined) => (page ? { slug: page.slug, name: page.name } : null);

function unitOf(x: Prepared, page: number, key: string): IndexUnit | undefined {
  return x.p.units[page]?.find((u) => u.key === key);
}

export function answer(cx: Context, value: Read, target: Read | null, compound: CompoundKind | null): ExpressionAnswer {
  const result = answerOf(cx, value, target, compound);
  const notes = [binaryNote(cx, value, target), yearNote(cx)].filter((note) => note !== null);
  return notes.length > 0 ? { ...result, notes } : result;
}

/** "binary: 1 TiB = 1,024 GiB" beside an amount of one data unit in another (search reads TB as 10¹² B). */
function binaryNote(cx: Context, value: Read, target: Read | null): string | null {
  const [from, to] = [value.sole, target?.sole];
  if (!from || !to || from.page !== to.page || cx.x.p.pages[from.page]!.quantity !== 'data') return null;
  const reading = binaryAmounts(value.v.n / from.si, from.unit, to.unit, cx.x.p.units[from.page]!);
  return reading && fillTemplate(cx.words['expression.binary'], { reading });
}

/** The year units that count 365-day years (time.ts). */
const PLAIN_YEARS = ['time:yr', 'time:decade', 'time:century', 'time:millennium'];

/** Why light in a year is not a light-year: the site's year is 365 days, the light-year's the IAU's Julian 365.25. */
function yearNote(cx: Context): string | null {
  if (!cx.read.has('length:ly') || !PLAIN_YEARS.some((key) => cx.read.has(key))) return null;
  return fillTemplate(cx.words['expression.lightYear'], { distance: formatResult(365 / 365.25) });
}

function answerOf(cx: Context, value: Read, target: Read | null, compound: CompoundKind | null): ExpressionAnswer {
  const { x } = cx;
  const v = value.v;
  const base = { ok: true as const, readAs: value.s, dimension: dimensionText(v.d), reciprocal: false, also: [] as Amount[], factor: null };
  const hint = cx.firstOf.get(dimKey(v.d));
  const page = pageFor(x, v.d, hint);
  const quantity = quantityOf(x.p.pages[page]);
  // Kelvins convert alone like any temperature, and to millikelvins like an interval.
  if (v.alone && !(v.alone.known.twin && target && !target.v.alone)) return aloneAnswer(x, value, target, base);
  if (compound) return compoundAnswer(x, value, compound, { ...base, quantity });
  if (target) return targetAnswer(cx, value, target, { ...base, quantity });
  if (isNone(v.d)) return { ...base, quantity: null, value: v.n, unit: '' };
  if (page < 0) return { ...base, quantity: null, value: v.n, unit: dimensionText(v.d), factor: 1 };
  // Without a target: the quantity's unit written first, and its SI unit.
  const si = x.known[page]!.find((k) => k && Math.abs(k.si - 1) < 1e-12);
  const siAmount: Amount = { value: v.n, unit: si ? si.unit.abbr : dimensionText(v.d) };
  const written = hint && hint.page === page ? hint : null;
  const first: Amount = written ? { value: v.n / written.si, unit: written.unit.abbr } : siAmount;
  return { ...base, quantity, ...first, also: siAmount.unit === first.unit ? [] : [siAmount], factor: written ? written.si : 1 };
}

/** A value as a compound of its quantity's units: "6 ft 2 13/16 in", "2:30:00". */
function compoundAnswer(x: Prepared, value: Read, compound: CompoundKind, base: Omit<ExpressionAnswer, 'value' | 'unit'>): ExpressionAnswer {
  const v = value.v;
  const quantity = COMPOUND_TARGETS.find((c) => c[1] === compound)![2];
  const p = x.pageDims.findIndex((d, i) => d && sameDim(d, v.d) && x.p.pages[i]!.quantity === quantity);
  const k = p < 0 ? null : knownByKey(x, p, COMPOUND_UNIT[compound]);
  if (!k) throw new Refusal('expression.cannotConvert', { a: described(value, x.quantityName), b: quantityWord(x, quantity) });
  const inSmallest = v.n / k.si;
  return { ...base, value: inSmallest, unit: k.unit.abbr, text: formatCompound(inSmallest, k.unit.key, compound), factor: k.si };
}

/** A value in its target's units: of the same dimension, the reciprocal one, or a weight of an ingredient as a volume. */
function targetAnswer(cx: Context, value: Read, target: Read, base: Omit<ExpressionAnswer, 'value' | 'unit'>): ExpressionAnswer {
  const v = value.v;
  if (target.v.alone && target.v.alone.known.quantity === 'temperature' && sameDim(v.d, target.v.d)) {
    // "100 °F - 32 °F in °C": a difference converts to an interval, never to a reading of a thermometer.
    throw new Refusal('expression.temperatureDifference', { reading: value.s, target: target.s });
  }
  if (target.v.alone) throw new Refusal('expression.onlyTemperatureAlone', { target: target.s });
  if (sameDim(v.d, target.v.d)) return { ...base, value: v.n / target.v.n, unit: target.s, factor: target.v.n };
  if (value.ing?.length && sameDim(v.d, MASS) && sameDim(target.v.d, VOLUME)) return volumeOf(cx, value, target, base);
  if (!isNone(v.d) && convertible(v.d, target.v.d)) {
    return {
      ...base,
      quantity: quantityOf(targetPage(cx, target.v.d)),
      dimension: dimensionText(target.v.d),
      reciprocal: true,
      value: 1 / v.n / target.v.n,
      unit: target.s,
      factor: target.v.n,
    };
  }
  const names = cx.x.quantityName;
  throw new Refusal('expression.cannotConvert', { a: described(value, names), b: described(target, names) });
}

/** A weight of one ingredient as a volume, at the ingredient's default value: "250 g flour in cups". */
function volumeOf(cx: Context, value: Read, target: Read, base: Base): ExpressionAnswer {
  const [entry, ...others] = value.ing!;
  if (others.length > 0) {
    const names = value.ing!.map((e) => (cx.x.p.index.language?.capitalNouns ? e.name : e.name.toLowerCase()));
    const list = fillTemplate(cx.words['expression.list'], { list: names.slice(0, -1).join(', '), last: names.at(-1)! });
    throw new Refusal('expression.ingredientsTogether', { names: list });
  }
  const cubicMeters = value.v.n / kgPerM3(entry!);
  return {
    ...base,
    quantity: quantityOf(targetPage(cx, target.v.d)),
    dimension: dimensionText(VOLUME),
    value: cubicMeters / target.v.n,
    unit: target.s,
    factor: target.v.n,
  };
}

/** A temperature or level alone: converted in its own table, exactly, as the converters do. */
function aloneAnswer(x: Prepared, value: Read, target: Read | null, base: Base): ExpressionAnswer {
  const { known: from, value: amount, worked } = value.v.alone!;
  const page = x.p.pages[from.page]!;
  // "20 °C + 5 Δ°C": a temperature worked out is answered in its own unit, and in the usual other one.
  if (worked && !target) {
    const also = aloneAnswer(x, { ...value, v: { ...value.v, alone: { known: from, value: amount } } }, null, base);
    return { ...base, quantity: quantityOf(page), value: amount, unit: from.unit.abbr, also: [{ value: also.value, unit: also.unit }] };
  }
  const to = target
    ? target.v.alone && target.v.alone.known.page === from.page
      ? target.v.alone.known.unit
      : null
    : unitOf(x, from.page, x.p.index.targets[`${page.slug}:${from.unit.key}`]?.[0] ?? (from.unit.key === page.to ? page.from : page.to));
  if (!to) {
    const a: Part = { s: value.s, name: quantityWord(x, page.quantity), d: value.v.d };
    throw new Refusal('expression.cannotConvert', {
      a,
      b: target ? described(target, x.quantityName) : wordsOf(x.p.index)['expression.anotherUnit'],
    });
  }
  return { ...base, quantity: quantityOf(page), value: convertBetween(from.unit, to, amount), unit: to.abbr };
}
