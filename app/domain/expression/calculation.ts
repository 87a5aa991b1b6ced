import { MAX_QUERY_LENGTH } from '../search/budget';
import { fallbackSuggestions, resolveQuery, suggest, type SearchOptions } from '../search/query';
import { styled } from '../search/language';
import { localHref } from '../search/links';
import type { QueryAnswer, SearchIndex, Suggestion } from '../search/types';
import { restyle, type NumberStyle } from '../number-format';
import { plainTyped } from '../typed-text';
import { calculationHref, looksLikeExpression } from './address';
import { amountText } from './display';
import { wordsOf } from './messages';
import { evaluate, MAX_EXPRESSION_LENGTH, type Evaluation, type ExpressionAnswer } from './evaluate';

export { evaluate, calculationHref, looksLikeExpression };

/**
 * Where an expression meets search (docs/decisions/056-calculation-page.md): what GET /search and
 * the box's Enter open, the box's suggestion, and the one spelling of a calculation that is indexed.
 * Loaded with the search engine on first focus; the page's own first load needs only display.ts.
 */

/**
 * What a search ends on, calculations included (GET /search and the box's Enter alike): a
 * conversion the search reads (its page with the value, "5 ft to m") or its note on one that cannot
 * be ("5 tsp to grams"); else the calculation page of a calculation, which answers or says what is
 * wrong with it ("5 ft + 3 kg"), or of text with a number that the evaluator answers ("300 000 m in
 * km"); else what the search found.
 */
export function withCalculation(answer: QueryAnswer, query: string, index: SearchIndex): QueryAnswer {
  const read = answer.kind === 'go' && /[?&]v=/.test(answer.href);
  if (read || (answer.kind === 'none' && answer.note)) return answer;
  if (looksLikeExpression(query) || (answer.kind !== 'go' && calculationAnswer(query, index))) return { kind: 'go', href: calculationHref(query) };
  return answer;
}

/** The answer to text with a number in it that reads as a calculation or an amount in a unit, else null. */
function calculationAnswer(query: string, index: SearchIndex): ExpressionAnswer | null {
  if (!/\d/.test(query) || query.length > MAX_EXPRESSION_LENGTH) return null;
  const result = evaluate(query, index);
  return result.ok && (result.unit !== '' || looksLikeExpression(query)) ? result : null;
}

/**
 * The search box's suggestion for a calculation it cannot otherwise answer: the result, how the
 * input was read, and the calculation page to open. Null where there is no answer to show.
 */
export function expressionSuggestion(query: string, index: SearchIndex): Suggestion | null {
  const result = calculationAnswer(query, index);
  if (!result) return null;
  return {
    kind: 'answer',
    // In the index language's number style, as its conversions' suggestions are ("60 km/h = 16,6667 m/s").
    label: styled(`${result.readAs} = ${amountText(result)}`, index.language?.style),
    // What the answer says beside its number, as the calculation page does: "binary: 1 TiB = 1,024 GiB".
    detail: [result.quantity?.name ?? result.dimension, result.reciprocal ? wordsOf(index)['expression.reciprocal'] : '', ...(result.notes ?? [])]
      .filter(Boolean)
      .join(' · '),
    href: calculationHref(query),
  };
}

/**
 * The search's suggestions with a calculation's answer first where the search has no answer of its
 * own ("5 ft 11 in + 3 cm in cm"; "5 ft to m" keeps the search's, which opens its pair page).
 */
export function withCalculationSuggestion(found: Suggestion[], query: string, index: SearchIndex, limit: number): Suggestion[] {
  if (found.some((s) => s.kind === 'answer')) return found;
  const calculated = expressionSuggestion(query, index);
  return calculated ? [calculated, ...found].slice(0, limit) : found;
}

const sameAnswer = (a: Evaluation, b: ExpressionAnswer) =>
  a.ok && a.readAs === b.readAs && a.unit === b.unit && a.text === b.text && Math.abs(a.value - b.value) <= 1e-12 * Math.abs(b.value);

/**
 * The one spelling of a calculation that search engines may index: the input as it was read, with
 * " to " and the target when the answer's unit is not the one the expression alone gives
 * ("5 ft 11 in+3cm in cm" → "(5 ft + 11 in) + 3 cm to cm"), its numbers in `style`. Null when no spelling reads back to the
 * same answer (compound targets): such a page is never indexed.
 */
export function canonicalExpression(answer: ExpressionAnswer, index: SearchIndex, style?: NumberStyle): string | null {
  if (answer.text) return null;
  // In the page's number style, as its reader types it ("1,5 km"), and read back in it (ADR 091).
  for (const plain of [answer.readAs, `${answer.readAs} to ${answer.unit}`]) {
    const text = style ? restyle(plain, style) : plain;
    if (text.length <= MAX_EXPRESSION_LENGTH && sameAnswer(evaluate(text, index, style), answer)) return text;
  }
  return null;
}

/** What a search longer than the box takes is told, as the API tells a long expression. */
export const SEARCH_TOO_LONG = `Too long: a search has at most ${MAX_QUERY_LENGTH} characters`;

/** What the search box lists for a query and what Enter (or GET /search) opens: one decision. */
export interface SearchDecision {
  suggestions: Suggestion[];
  answer: QueryAnswer;
}

/**
 * The one decision the search box and GET /search make of a query (docs/product.md#search): its
 * suggestions, and the page Enter opens, which is the first suggestion's whenever that suggestion
 * is a conversion or a calculation's answer ("what is 3 feet plus 2 inches in cm" opens the 96.52 cm
 * it suggests, not `/length`); otherwise the search's answer, a calculation's page, or the list.
 * Typed text is read plain first (typed-text.ts): full-width forms, no zero-width characters.
 */
export function decideSearch(query: string, index: SearchIndex, options: Pick<SearchOptions, 'now'> & { limit?: number } = {}): SearchDecision {
  const decision = decideAddresses(query, index, options);
  // An index in another language opens its answers at the language's addresses (ADR 088).
  const addresses = index.addresses;
  if (!addresses) return decision;
  const local = (list: Suggestion[]) => list.map((s) => ({ ...s, href: localHref(s.href, addresses) }));
  const { answer } = decision;
  return {
    suggestions: local(decision.suggestions),
    answer: answer.kind === 'go' ? { kind: 'go', href: localHref(answer.href, addresses) } : { ...answer, suggestions: local(answer.suggestions) },
  };
}

/** The decision, in the English addresses the search reads its index in. */
function decideAddresses(query: string, index: SearchIndex, { limit = 8, now }: Pick<SearchOptions, 'now'> & { limit?: number }): SearchDecision {
  const q = plainTyped(query).trim();
  if (q.length > MAX_QUERY_LENGTH)
    return { suggestions: [], answer: { kind: 'none', note: SEARCH_TOO_LONG, suggestions: fallbackSuggestions(index) } };
  const suggestions = withCalculationSuggestion(suggest(q, index, limit, { now }), q, index, limit);
  const first = suggestions[0];
  if (first && (first.kind === 'answer' || first.kind === 'pair')) return { suggestions, answer: { kind: 'go', href: first.href } };
  return { suggestions, answer: withCalculation(resolveQuery(q, index, { now }), q, index) };
}
