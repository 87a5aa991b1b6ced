import { formatPlain, formatResult } from '../format';
import type { SearchIndex, Suggestion } from '../search/types';
import { evaluate, MAX_EXPRESSION_LENGTH, type Amount, type Evaluation, type ExpressionAnswer } from './evaluate';

/**
 * Where an expression meets people (docs/decisions/056-calculation-page.md): the calculation page's
 * address, the search box's suggestion, the answer as text. Pure: the box, the page, the API and the
 * converter field all read it.
 */

/** The calculation page: its address carries the expression, so a result can be shared and kept. */
export const CALCULATION_PATH = '/calculate';

export const calculationHref = (q: string) => `${CALCULATION_PATH}?${new URLSearchParams({ q: q.trim() })}`;

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

/**
 * Text that asks for a calculation rather than names a page: a digit with an operator or a power
 * ("5 ft + 3 in", "3 * 250 ml", "10 m²"), so that "fleeb" or "pizza" stay searches.
 */
export function looksLikeExpression(text: string): boolean {
  return /\d/.test(text) && /[+*×·⋅/÷^²³⁻()=-]|\bper\b|\b(?:square|sq|cubic|cu)\b/i.test(text.replace(/^\s*-/, ''));
}

/**
 * The search box's suggestion for an expression it cannot otherwise answer: the result, how the
 * input was read, and the calculation page to open. Null where there is no answer to show, or where
 * the text is no calculation.
 */
export function expressionSuggestion(query: string, index: SearchIndex): Suggestion | null {
  if (!looksLikeExpression(query) || query.length > MAX_EXPRESSION_LENGTH) return null;
  const result = evaluate(query, index);
  if (!result.ok) return null;
  return {
    kind: 'answer',
    label: `${result.readAs} = ${amountText(result)}`,
    detail: [result.quantity?.name ?? result.dimension, result.reciprocal ? 'reciprocal conversion' : ''].filter(Boolean).join(' · '),
    href: calculationHref(query),
  };
}

const sameAnswer = (a: Evaluation, b: ExpressionAnswer) =>
  a.ok && a.readAs === b.readAs && a.unit === b.unit && a.text === b.text && Math.abs(a.value - b.value) <= 1e-12 * Math.abs(b.value);

/**
 * The one spelling of a calculation that search engines may index: the input as it was read, with
 * " to " and the target when the answer's unit is not the one the expression alone gives
 * ("5 ft 11 in+3cm in cm" → "(5 ft + 11 in) + 3 cm to cm"). Null when no spelling reads back to the
 * same answer (compound targets, "Not a number" readings): such a page is never indexed.
 */
export function canonicalExpression(answer: ExpressionAnswer, index: SearchIndex): string | null {
  if (answer.text) return null;
  for (const text of [answer.readAs, `${answer.readAs} to ${answer.unit}`]) {
    if (text.length <= MAX_EXPRESSION_LENGTH && sameAnswer(evaluate(text, index), answer)) return text;
  }
  return null;
}
