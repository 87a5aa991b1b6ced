import { calculationHref, canonicalExpression } from '~/domain/expression/calculation';
import type { Evaluation } from '~/domain/expression/evaluate';
import { numberStyleOf } from '~/domain/number-style';
import { searchIndex } from '~/domain/search/search-index.server';
import type { Language } from './languages';
import { pagePath } from './pages';
import { restyleTyped } from './switcher';

/**
 * A calculation's address in another language (ADR 091, "As built"): the page `typed` asks for in
 * `from`, as `evaluation` answered it there, written for `to`'s calculation page so that it gives the
 * same answer. The rule:
 * - an answer is linked by its one indexed spelling in `to` (canonicalExpression with `to`'s index
 *   and number style, read back by `to`'s evaluator to the same answer): the reading, and " to " with
 *   the target where the reading alone does not give it ("1,5 km en millas" in Spanish is
 *   `1.5 km to mi` in English and `1,5 km to mi` in German). A hreflang link names the page the other
 *   language indexes, and "to" and unit symbols are read in every language, where a unit's name or a
 *   connector in another language's words could read otherwise ("a" is the are in Spanish);
 * - text with no such spelling (a refusal, a compound target, an empty page) is linked as typed, its
 *   numbers rewritten in `to`'s style as the switcher rewrites a typed value (`2,5 m + 3 kg` →
 *   `2.5 m + 3 kg`): the same question, answered or refused in `to`'s words.
 */
export function calculationPathIn(typed: string, evaluation: Evaluation | null, from: Language, to: Language): `/${string}` {
  const page = pagePath(to, 'calculate');
  const text = typed.trim();
  if (!text) return page;
  if (evaluation?.ok) {
    const index = searchIndex(to.code);
    const canonical = canonicalExpression(evaluation, index, index.language?.style);
    if (canonical) return calculationHref(canonical, page) as `/${string}`;
  }
  return calculationHref(restyleTyped(text, decimalSign(from), decimalSign(to)), page) as `/${string}`;
}

/** The decimal sign of a language's own number style (the switcher's `decimalOf` also weighs the reader's choice, which the server does not know). */
const decimalSign = (language: Language) => numberStyleOf(language.locale).decimal;
