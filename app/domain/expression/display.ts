import { formatPlain, formatResult } from '../format';
import { localHref, type SearchAddresses } from '../search/links';
import type { Amount, Evaluation } from './evaluate';

/**
 * An expression's answer as the calculation page shows it: made on the server for the page's HTML,
 * and in the browser by the lazily loaded engine as the expression is edited, so the page's island
 * itself formats nothing.
 */

/** An amount as shown: "183.34 cm", "6 ft 0 in" (a compound), "0.5" (no unit). */
export function amountText(amount: Amount): string {
  if (amount.text) return amount.text;
  const number = formatResult(amount.value);
  return amount.unit ? `${number} ${amount.unit}` : number;
}

/** The same in the plain form a copy takes: digits without grouping ("1234.5 cm"). */
export function amountPlain(amount: Amount): string {
  if (amount.text) return amount.text;
  const number = formatPlain(amount.value);
  return amount.unit ? `${number} ${amount.unit}` : number;
}

/** What the calculation page shows of an answer, as text. */
export type CalculationView =
  | {
      ok: true;
      readAs: string;
      /** "183.34 cm"; then the same in SI units, where the answer is in another unit. */
      answer: string;
      also: string[];
      reciprocal: boolean;
      /** "m (length)". */
      dimension: string;
      /** "1 cm = 0.01 m", where a factor did it. */
      factor: string | null;
      /** The converter of the answer's quantity, at its address in the page's language, named as its link names it. */
      quantity: { slug: string; name: string; href: string } | null;
      /** What the answer says beside its number (ExpressionAnswer's notes). */
      notes: string[];
      /** What the copy buttons copy: the result, and the whole calculation. */
      copy: { result: string; calculation: string };
    }
  | { ok: false; error: string; suggestions: string[] };

/**
 * The view of an answer on a page in the language of the index that made it (ADR 091): the
 * quantity's name inside a sentence keeps its capital where the language's nouns do (German), and
 * its converter is linked at its address in the language (`addresses`). English names the converter
 * first ("Length converter"); another language names it inside a sentence ("Conversor de longitud").
 */
export function calculationView(
  result: Evaluation,
  { language, addresses }: { language?: { capitalNouns: boolean }; addresses?: SearchAddresses } = {},
): CalculationView {
  if (!result.ok) return { ok: false, error: result.error, suggestions: result.suggestions ?? [] };
  const name = result.quantity?.name ?? '';
  const noun = language?.capitalNouns ? name : name.toLowerCase();
  const unit = result.text ? '' : result.unit;
  const plain = amountPlain(result);
  return {
    ok: true,
    readAs: result.readAs,
    answer: amountText(result),
    also: result.also.map(amountText),
    reciprocal: result.reciprocal,
    dimension: result.quantity ? `${result.dimension} (${noun})` : result.dimension,
    factor: result.factor !== null && unit && unit !== result.dimension ? `1 ${unit} = ${formatResult(result.factor)} ${result.dimension}` : null,
    quantity: result.quantity && { ...result.quantity, name: language ? noun : name, href: localHref(`/${result.quantity.slug}`, addresses) },
    notes: result.notes ?? [],
    copy: { result: plain, calculation: `${result.readAs} = ${plain}` },
  };
}
