import type { CalculationView } from '~/domain/expression/display';
import type { Evaluation } from '~/domain/expression/evaluate';
import type { NumberStyle } from '~/domain/number-format';
import type { QueryAnswer, SearchIndex, Suggestion } from '~/domain/search/types';

/**
 * The search code, the expression evaluator and the index, bound together: what the search box,
 * the calculation page and a converter's field ask once they have loaded.
 */
export interface SearchEngine {
  suggest(query: string): Suggestion[];
  resolve(query: string): QueryAnswer;
  /**
   * An expression's answer or why there is none (docs/decisions/052-expressions.md), in the index's
   * language, its numbers read in `style` (the reader's; by default the language's: ADR 091).
   */
  evaluate(query: string, style?: NumberStyle): Evaluation;
  /** The same as the calculation page shows it. */
  view(query: string, style?: NumberStyle): CalculationView;
  /** "Cannot convert 5 ft/s to ft" in the index's language: a converter's field refuses a calculation of another quantity. */
  cannotConvert(reading: string, unit: string): string;
}

/** Suggestions shown at once: more would push the list past a phone's screen. */
const LIMIT = 8;

let loading: Promise<SearchEngine> | null = null;

/**
 * Loads the search code, the expression evaluator and the suggestion index once per page, on the
 * first focus of a search box (or of a field that reads expressions): none is part of a page's
 * first load (the index names every unit of every quantity, and the budget is 90 kB). `indexPath` is the index's versioned address, which the browser may cache for
 * good. A failed load (offline, say) is forgotten, so the next focus tries again; until then the
 * form submits to the server as it does without JavaScript.
 */
export function loadSearchEngine(indexPath: string): Promise<SearchEngine> {
  loading ??= Promise.all([import('./engine-code'), fetchIndex(indexPath)]).then(([code, index]) => ({
    // One decision, as GET /search makes it: Enter opens the first suggestion when it is an answer.
    suggest: (query) => code.decideSearch(query, index, { limit: LIMIT }).suggestions,
    resolve: (query) => code.decideSearch(query, index, { limit: LIMIT }).answer,
    // An undefined style is the index's language's (evaluate's default).
    evaluate: (query, style) => code.evaluate(query, index, style),
    view: (query, style) =>
      code.calculationView(code.evaluate(query, index, style), {
        language: index.language,
        addresses: index.addresses,
      }),
    cannotConvert: (reading, unit) => code.fillTemplate(code.wordsOf(index)['expression.cannotConvert'], { a: reading, b: unit }),
  }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function fetchIndex(path: string): Promise<SearchIndex> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return (await response.json()) as SearchIndex;
}
