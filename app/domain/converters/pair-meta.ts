/*
 * The <title> and description of a pair page, within what search results show: 70 characters of
 * title (with the site's name) and 160 of description. Each is the first of a ladder of forms that
 * fits: the full form, then without the quantity ("– Length Converter") or the links sentence, then
 * the unit names without their qualifiers ("(thermochemical)", which the symbols still tell apart),
 * then the symbols alone. Feet to inches keeps its full title; BTU (thermochemical) per hour square
 * foot degree Fahrenheit to its calorie twin becomes its symbols.
 */
import { inSentence } from './pairs';

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 160;

export interface PairMetaUnit {
  plural: string;
  abbr: string;
}

/** `Calories (thermochemical) per second` → `Calories per second`. */
const withoutQualifiers = (name: string) =>
  name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The first text of at most `max` characters; the last one cut at a word if none is. */
export function firstThatFits(texts: readonly string[], max: number): string {
  const fits = texts.find((text) => text.length <= max);
  if (fits) return fits;
  const last = texts.at(-1) ?? '';
  const cut = last.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The title without the site's name; `suffix` is what the page adds (` | Unitwise`). */
export function pairTitle(from: PairMetaUnit, to: PairMetaUnit, quantityName: string, suffix: string): string {
  const symbols = `${from.abbr} to ${to.abbr}`;
  const names = `${from.plural} to ${to.plural}`;
  const plainNames = `${withoutQualifiers(from.plural)} to ${withoutQualifiers(to.plural)}`;
  const converter = ` – ${quantityName} Converter`;
  return firstThatFits(
    [`${names} (${symbols})${converter}`, `${names} (${symbols})`, `${plainNames} (${symbols})`, `${symbols}${converter}`, symbols],
    TITLE_MAX - suffix.length,
  );
}

export function pairDescription(from: PairMetaUnit, to: PairMetaUnit, quantityName: string): string {
  const symbols = `${from.abbr} to ${to.abbr}`;
  const names = `${inSentence(from.plural)} to ${inSentence(to.plural)}`;
  const plainNames = `${inSentence(withoutQualifiers(from.plural))} to ${inSentence(withoutQualifiers(to.plural))}`;
  const quantity = quantityName.toLowerCase();
  const what = 'the exact factor, the formula and a conversion table.';
  return firstThatFits(
    [
      `Convert ${names} (${symbols}) with the exact factor from the unit definitions: the formula, a conversion table and links to every other ${quantity} pair.`,
      `Convert ${names} (${symbols}) with the exact factor: the formula, a conversion table and every other ${quantity} pair.`,
      `Convert ${names} (${symbols}): ${what}`,
      `Convert ${plainNames} (${symbols}): ${what}`,
      `Convert ${symbols} (${quantity}): ${what}`,
    ],
    DESCRIPTION_MAX,
  );
}
