import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { loadSearchEngine, type SearchEngine } from '~/components/search/engine';
import { Button } from '~/components/ui/button';
import { amountPlain, amountText, calculationHref, CALCULATION_PATH } from '~/domain/expression/display';
import type { Evaluation } from '~/domain/expression/evaluate';
import { formatResult } from '~/domain/format';
import { copyResult } from '~/lib/copy';

export interface CalculatorProps {
  /** The expression the address carries. */
  q: string;
  /** The server's answer to it; null for an empty expression. */
  evaluation: Evaluation | null;
  /** The search index's address: the evaluator reads units by the words search knows. */
  indexPath: string;
}

/** Controls that only script can work (copying): hidden where scripts never run. */
const NEEDS_SCRIPT = '[@media(scripting:none)]:hidden';

/**
 * The calculation page's form and answer (docs/decisions/056-calculation-page.md). Without script
 * it is a GET form to the page, which the server answers; with script the answer follows the
 * typing, from the evaluator and index loaded on first focus (the search box's engine), and the
 * address follows the expression, so it can be shared as it stands.
 */
export function Calculator({ q, evaluation, indexPath }: CalculatorProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const [result, setResult] = useState(evaluation);
  const engine = useRef<SearchEngine | null>(null);
  const latest = useRef(text);

  function show(expression: string) {
    if (!engine.current) return;
    setResult(expression.trim() ? engine.current.evaluate(expression.trim()) : null);
    // Replaced, not pushed: typing must not fill the back button's history.
    history.replaceState(history.state, '', expression.trim() ? calculationHref(expression) : CALCULATION_PATH);
  }

  function load() {
    if (engine.current) return;
    loadSearchEngine(indexPath).then(
      (loaded) => {
        engine.current = loaded;
        show(latest.current);
      },
      () => {}, // offline: the form still goes to the server
    );
  }

  // Text typed before the page's script ran is the field's own: read it once the island is live.
  useEffect(() => {
    const field = document.getElementById(`${id}-q`) as HTMLInputElement | null;
    if (field && field.value !== q) {
      latest.current = field.value;
      setText(field.value);
      load();
    }
    // Once, when the island comes to life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function edit(next: string) {
    latest.current = next;
    setText(next);
    load();
    show(next);
  }

  return (
    <div className="space-y-6">
      <form
        method="get"
        action={CALCULATION_PATH}
        aria-label="Calculate"
        // With script the answer is already shown: Enter sends nothing.
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap gap-2"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          Expression
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="text"
          value={text}
          onChange={(event) => edit(event.target.value)}
          onFocus={load}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="e.g. 5 ft 11 in + 3 cm in cm"
          aria-describedby={`${id}-answer`}
          className="h-12 min-w-0 flex-1 rounded-md border bg-background px-4 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" size="lg" className="h-12 [@media(scripting:enabled)]:hidden">
          Calculate
        </Button>
      </form>
      {/* Always in the page, so screen readers hear each answer and each error as it comes. */}
      <div id={`${id}-answer`} role="status" aria-atomic="true" className="space-y-2">
        {result ? <Answer result={result} /> : null}
      </div>
      {result?.ok ? <Details result={result} /> : null}
    </div>
  );
}

function Answer({ result }: { result: Evaluation }) {
  if (!result.ok) {
    return (
      <>
        <p className="text-lg font-semibold text-destructive">{result.error}</p>
        {result.suggestions?.length ? <p className="text-muted-foreground">Units with similar names: {result.suggestions.join(', ')}</p> : null}
      </>
    );
  }
  return (
    <>
      <p className="text-muted-foreground">read as {result.readAs}</p>
      <p className="text-3xl font-bold break-words tabular-nums">= {amountText(result)}</p>
      {result.also.map((amount) => (
        <p key={amount.unit} className="text-xl font-semibold tabular-nums">
          = {amountText(amount)}
        </p>
      ))}
      {result.reciprocal ? <p className="font-medium">Reciprocal conversion: the target is the inverse of the value&apos;s dimension.</p> : null}
    </>
  );
}

function Details({ result }: { result: Extract<Evaluation, { ok: true }> }) {
  const unit = result.text ? '' : result.unit;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">Dimension</dt>
        <dd>
          {result.dimension}
          {result.quantity ? ` (${result.quantity.name.toLowerCase()})` : ''}
        </dd>
        {result.factor !== null && unit && unit !== result.dimension ? (
          <>
            <dt className="font-medium">Factor used</dt>
            <dd className="tabular-nums">
              1 {unit} = {formatResult(result.factor)} {result.dimension}
            </dd>
          </>
        ) : null}
        {result.quantity ? (
          <>
            <dt className="font-medium">Converter</dt>
            <dd>
              <a href={`/${result.quantity.slug}`} className="text-primary underline underline-offset-4">
                {result.quantity.name} converter
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={`flex flex-wrap gap-2 ${NEEDS_SCRIPT}`}>
        <Button variant="outline" size="sm" onClick={() => copyResult(amountPlain(result))}>
          <Copy aria-hidden /> Copy result
        </Button>
        <Button variant="outline" size="sm" onClick={() => copyResult(`${result.readAs} = ${amountPlain(result)}`)}>
          <Copy aria-hidden /> Copy calculation
        </Button>
      </div>
    </div>
  );
}
