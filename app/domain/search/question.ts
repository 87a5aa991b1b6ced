import { plainTyped } from '../typed-text';

/**
 * A question as the search and the evaluator both read it (docs/decisions/079-expressions-and-data.md):
 * the words around it taken off ("Convert 5 ft to m?" → "5 ft to m") and "how many X in Y" asked
 * the other way round, as a conversion with its number ("how many cups in a gallon" → "1 gallon to
 * cups"). One function, so the calculation page answers what the search box answers.
 */

const FILLER_START =
  /^(?:please\s+)?(?:convert(?:ing)?|conversion(?: of)?|change|calculate|calc|what(?:'s| is| are)?|whats|how much is|how many is|show me|translate)\s+/i;
const FILLER_END =
  /\s+(?:converter|conversion(?: calculator| chart| table)?|conversions|calculator|calc|convert|chart|table|please|exactly|equals?|is)$/i;
const HOW_MANY = /^how (?:many|much)\s+(.+?)\s+(?:(?:are|is|in|per|make|makes|does it take to make|to make|fit in|go into|equal|equals)\s+)+(.+)$/i;
/** Words for a number before a unit: "a gallon", "half a cup". */
const WORD_NUMBER = /^(?:(half an?|a half|half)|an?|one)\s+(?=\S)/i;

/** The question with its trimmings off and a "how many" turned round: "How many ml in a cup?" → "1 cup to ml". */
export function plainQuestion(query: string): string {
  let text = plainTyped(query)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!]+$/, '')
    .trim();
  for (let i = 0; i < 3; i++) {
    const next = text.replace(FILLER_START, '').replace(FILLER_END, '').trim();
    if (!next || next === text) break;
    text = next;
  }
  const howMany = HOW_MANY.exec(text);
  if (!howMany) return text;
  const amount = howMany[2]!.replace(WORD_NUMBER, (_, half?: string) => (half ? '0.5 ' : '1 '));
  return `${amount} to ${howMany[1]!}`;
}
