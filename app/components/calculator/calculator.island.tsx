import { useEffect, useId, useRef, useState } from 'react';
import { loadSearchEngine, type SearchEngine } from '~/components/search/engine';
import { Button } from '~/components/ui/button';
import { calculationHref, CALCULATION_PATH } from '~/domain/expression/address';
import type { CalculationView } from '~/domain/expression/display';
import { toast } from '~/lib/toast';

export interface CalculatorProps {
  /** The expression the address carries. */
  q: string;
  /** The server's answer to it, as text (calculationView); null for an empty expression. */
  view: CalculationView | null;
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
export function Calculator({ q, view, indexPath }: CalculatorProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const [result, setResult] = useState(view);
  const engine = useRef<SearchEngine | null>(null);
  const latest = useRef(text);

  function show(expression: string) {
    if (!engine.current) return;
    setResult(expression.trim() ? engine.current.view(expression.trim()) : null);
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

function Answer({ result }: { result: CalculationView }) {
  if (!result.ok) {
    return (
      <>
        <p className="text-lg font-semibold text-destructive">{result.error}</p>
        {result.suggestions.length ? <p className="text-muted-foreground">Units with similar names: {result.suggestions.join(', ')}</p> : null}
      </>
    );
  }
  return (
    <>
      <p className="text-muted-foreground">read as {result.readAs}</p>
      <p className="text-3xl font-bold break-words tabular-nums">= {result.answer}</p>
      {result.also.map((amount) => (
        <p key={amount} className="text-xl font-semibold tabular-nums">
          = {amount}
        </p>
      ))}
      {result.reciprocal ? <p className="font-medium">Reciprocal conversion: the target is the inverse of the value&apos;s dimension.</p> : null}
      {result.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </>
  );
}

/**
 * Puts text on the clipboard and says so (the converter's copy messages, docs/product.md#messages).
 * Not ~/lib/copy, which formats numbers: the page's island formats nothing (calculationView).
 */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied!', { description: 'Result copied to clipboard' });
  } catch {
    toast.error('Copy failed', { description: 'Your browser did not allow access to the clipboard.' });
  }
}

function Details({ result }: { result: Extract<CalculationView, { ok: true }> }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">Dimension</dt>
        <dd>{result.dimension}</dd>
        {result.factor ? (
          <>
            <dt className="font-medium">Factor used</dt>
            <dd className="tabular-nums">{result.factor}</dd>
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
        <Button variant="outline" size="sm" onClick={() => copy(result.copy.result)}>
          Copy result
        </Button>
        <Button variant="outline" size="sm" onClick={() => copy(result.copy.calculation)}>
          Copy calculation
        </Button>
      </div>
    </div>
  );
}
