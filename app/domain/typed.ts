/**
 * What a converter's field reads (docs/decisions/035-reading-numbers.md and 038):
 * a number in the from unit; a compound of the page's quantity ("5' 11\"", "40d 26m 46s"); or a
 * number followed by one of the page's units ("11 stone", "11 st", "6 feet", "-40 °F"), converted to
 * the from unit. Money pages (currency) read their field as money ("$1,234.56").
 */
import type { NumberStyle } from './number-format';
import { compoundFits, compoundPartWords, KINDS, readCompound, type CompoundKind } from './compound';
import { plainDecimal, readNumberOrWhy, tidyTyped, type NumberReading, type ReadOptions, type Unreadable } from './parse';
import { hasScaleKind } from './units/define';
import { convertBetween, type ClientUnit } from './units/convert-units';

/** A unit's words, as typed after a number: its key and symbol, then its names, singular and plural. */
function looseWords(unit: ClientUnit & { plural?: string }): string[] {
  // "Stone (14 lb)" is typed "stone"; plurals the simple way ("meters", "inches", "lbs").
  const name = unit.name.replace(/ \(.*\)$/, '');
  return [unit.key, unit.abbr, `${unit.abbr}s`, unit.name, name, `${name}s`, `${name}es`, ...(unit.plural ? [unit.plural] : [])];
}

/**
 * The number and the unit in `text` ending with one of `units`' words, or null when none fits.
 * Symbols as written come first ("Mm" is a megameter, "mm" a millimeter), then any case and names;
 * the part before the word must be a number, so "5 km" is never "5 k" meters.
 */
function readWithUnit(text: string, units: readonly ClientUnit[], kinds: readonly CompoundKind[], options: ReadOptions) {
  const s = tidyTyped(text);
  const lower = s.toLowerCase();
  const byKey = (key: string) => units.find((u) => u.key === key);
  const candidates: [word: string, unit: ClientUnit | undefined, exact: boolean][] = [
    ...units.flatMap((u) => [u.key, u.abbr].map((w): [string, ClientUnit, boolean] => [w, u, true])),
    ...units.flatMap((u) => looseWords(u).map((w): [string, ClientUnit, boolean] => [w.toLowerCase(), u, false])),
    ...kinds.flatMap((kind) => compoundPartWords(kind).map(([w, key]): [string, ClientUnit | undefined, boolean] => [w, byKey(key), false])),
  ];
  for (const [word, unit, exact] of candidates) {
    if (!unit || !(exact ? s : lower).endsWith(word) || word.length >= s.length) continue;
    const number = readNumberOrWhy(s.slice(0, -word.length), options);
    if (number !== 'Not a number') return { number, unit };
  }
  // Money is also written with its code first: "EUR 50".
  if (!options.money) return null;
  for (const [word, unit, exact] of candidates) {
    if (!unit || !(exact ? s : lower).startsWith(word) || word.length >= s.length) continue;
    const number = readNumberOrWhy(s.slice(word.length), options);
    if (number !== 'Not a number') return { number, unit };
  }
  return null;
}

/**
 * The from unit's amount in `text`, and how it was read, or why it counts as 0; its numbers read in
 * the reader's number style, if the page has one (a decimal comma reads "1.234" as 1234).
 */
export function readTyped(text: string, units: readonly ClientUnit[], from: string, style?: NumberStyle): NumberReading | Unreadable {
  const options: ReadOptions = { money: units.some((u) => hasScaleKind(u, 'rate')), ...(style ? { style } : {}) };
  const number = readNumberOrWhy(text, options);
  const fromUnit = units.find((u) => u.key === from);
  if (typeof number !== 'string' || !fromUnit) return number;
  const kinds = KINDS.filter((kind) => compoundFits(kind, units));
  const compound = readCompound(text, kinds);
  if (compound) {
    const smallest = units.find((u) => u.key === compound.unit)!;
    return { value: convertBetween(smallest, fromUnit, compound.value), readAs: compound.readAs };
  }
  const withUnit = readWithUnit(text, units, kinds, options);
  if (!withUnit) return number;
  const { number: amount, unit } = withUnit;
  if (typeof amount === 'string') return amount;
  // "40°", but "-40 °F" and "11 st".
  const shown = `${plainDecimal(amount.value)}${/^[°′″]$/.test(unit.abbr) ? '' : ' '}${unit.abbr}`;
  return { value: convertBetween(unit, fromUnit, amount.value), readAs: shown };
}
