/**
 * A calculation's address, and what counts as one (docs/decisions/056-calculation-page.md): no
 * imports, so the calculation page's first load stays small.
 */

/** The calculation page: its address carries the expression, so a result can be shared and kept. */
export const CALCULATION_PATH = '/calculate';

/**
 * A calculation's address: the expression in the path, spaces as "+" and a typed "+" as "%2B"
 * (`/calculate/5+ft+%2B+3+in`), so that its canonical link carries no query (docs/product.md#routes);
 * under `page`, the page's address in its language (`/es/calcular`).
 */
export const calculationHref = (q: string, page: string = CALCULATION_PATH) => `${page}/${encodeURIComponent(q.trim()).replaceAll('%20', '+')}`;

/** The expression a calculation's path carries (the part after `/calculate/`, as sent), read back. */
export function expressionOfPath(encoded: string): string {
  const spaced = encoded.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray "%" (typed into the address by hand): the text as it stands.
    return spaced;
  }
}

/**
 * Text that asks for a calculation rather than names a page: a digit with an operator or a power
 * ("5 ft + 3 in", "3 * 250 ml", "10 m²"), so that "fleeb" or "pizza" stay searches.
 */
export function looksLikeExpression(text: string): boolean {
  return /\d/.test(text) && /[+*×·⋅/÷^²³⁻()=-]|\d\s*x\s*\d|\bper\b|\b(?:square|sq|cubic|cu)\b/i.test(text.replace(/^\s*-/, ''));
}
