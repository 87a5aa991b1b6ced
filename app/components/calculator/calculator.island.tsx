import { useEffect, useId, useRef, useState } from 'react';
import { loadSearchEngine, type SearchEngine } from '~/components/search/engine';
import { Button } from '~/components/ui/button';
import { calculationHref } from '~/domain/expression/address';
import type { CalculationView } from '~/domain/expression/display';
import { restyle, type NumberStyle } from '~/domain/number-format';
import { fill } from '~/i18n/fill';
import { useNumberStyle, type NumberStyles } from '~/lib/number-choice';
import { toast } from '~/lib/toast';

/** The page's words, formatted on the server in its language; `{slots}` filled here (app/i18n/fill.ts). */
export interface CalculatorWords {
  form: string;
  field: string;
  placeholder: string;
  submit: string;
  /** "Units with similar names: {units}". */
  similar: string;
  /** "read as {reading}". */
  readAs: string;
  reciprocal: string;
  dimension: string;
  factor: string;
  converter: string;
  /** "{name} converter". */
  converterLink: string;
  copyResult: string;
  copyCalculation: string;
  copied: string;
  copiedResult: string;
  copyFailed: string;
  copyFailedDetail: string;
}

export interface CalculatorProps {
  /** The expression the address carries. */
  q: string;
  /** The server's answer to it, as text (calculationView), numbers in US style; null for an empty expression. */
  view: CalculationView | null;
  /** The search index's address, in the page's language: the evaluator reads units by the words search knows, and answers in its words. */
  indexPath: string;
  /** The calculation page's address in the page's language (`/calculate`, `/es/calcular`). */
  path: string;
  words: CalculatorWords;
  /** The page's number style (de); undefined in English. */
  style?: NumberStyle;
  /** The two styles the reader may choose between (es, ADR 087). */
  numbers?: NumberStyles;
}

/** Controls that only script can work (copying): hidden where scripts never run. */
const NEEDS_SCRIPT = '[@media(scripting:none)]:hidden';

/**
 * The calculation page's form and answer (docs/decisions/056-calculation-page.md). Without script
 * it is a GET form to the page, which the server answers; with script the answer follows the
 * typing, from the evaluator and index loaded on first focus (the search box's engine), and the
 * address follows the expression, so it can be shared as it stands.
 */
export function Calculator({ q, view, indexPath, path, words, style: pageStyle, numbers }: CalculatorProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const [result, setResult] = useState(view);
  const engine = useRef<SearchEngine | null>(null);
  const latest = useRef(text);
  // Typed and shown in the reader's number style (ADR 087): the view's numbers are in US style.
  const style = useNumberStyle(numbers) ?? pageStyle;
  const styled = (s: string) => (style ? restyle(s, style) : s);

  function show(expression: string, readIn = style) {
    if (!engine.current) return;
    setResult(expression.trim() ? engine.current.view(expression.trim(), readIn) : null);
    // Replaced, not pushed: typing must not fill the back button's history.
    history.replaceState(history.state, '', expression.trim() ? calculationHref(expression, path) : path);
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

  // The reader switched the number style (ADR 087): the expression is read again in it.
  useEffect(() => {
    if (engine.current) setResult(latest.current.trim() ? engine.current.view(latest.current.trim(), style) : null);
  }, [style]);

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
        action={path}
        aria-label={words.form}
        // With script the answer is already shown: Enter sends nothing.
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap gap-2"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {words.field}
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
          placeholder={words.placeholder}
          aria-describedby={`${id}-answer`}
          className="h-12 min-w-0 flex-1 rounded-md border bg-background px-4 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" size="lg" className="h-12 [@media(scripting:enabled)]:hidden">
          {words.submit}
        </Button>
      </form>
      {/* Always in the page, so screen readers hear each answer and each error as it comes. */}
      <div id={`${id}-answer`} role="status" aria-atomic="true" className="space-y-2">
        {result ? <Answer result={result} words={words} styled={styled} /> : null}
      </div>
      {result?.ok ? <Details result={result} words={words} styled={styled} /> : null}
    </div>
  );
}

interface Shown {
  words: CalculatorWords;
  /** A text with its numbers in the reader's style. */
  styled: (s: string) => string;
}

function Answer({ result, words, styled }: { result: CalculationView } & Shown) {
  if (!result.ok) {
    return (
      <>
        <p className="text-lg font-semibold text-destructive">{styled(result.error)}</p>
        {result.suggestions.length ? <p className="text-muted-foreground">{fill(words.similar, { units: result.suggestions.join(', ') })}</p> : null}
      </>
    );
  }
  return (
    <>
      <p className="text-muted-foreground">{fill(words.readAs, { reading: styled(result.readAs) })}</p>
      <p className="text-3xl font-bold break-words tabular-nums">= {styled(result.answer)}</p>
      {result.also.map((amount) => (
        <p key={amount} className="text-xl font-semibold tabular-nums">
          = {styled(amount)}
        </p>
      ))}
      {result.reciprocal ? <p className="font-medium">{words.reciprocal}</p> : null}
      {result.notes.map((note) => (
        <p key={note}>{styled(note)}</p>
      ))}
    </>
  );
}

/**
 * Puts text on the clipboard and says so (the converter's copy messages, docs/product.md#messages).
 * Not ~/lib/copy, which formats numbers: the page's island formats nothing (calculationView).
 */
async function copy(text: string, words: CalculatorWords) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(words.copied, { description: words.copiedResult });
  } catch {
    toast.error(words.copyFailed, { description: words.copyFailedDetail });
  }
}

function Details({ result, words, styled }: { result: Extract<CalculationView, { ok: true }> } & Shown) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{words.dimension}</dt>
        <dd>{result.dimension}</dd>
        {result.factor ? (
          <>
            <dt className="font-medium">{words.factor}</dt>
            <dd className="tabular-nums">{styled(result.factor)}</dd>
          </>
        ) : null}
        {result.quantity ? (
          <>
            <dt className="font-medium">{words.converter}</dt>
            <dd>
              <a href={result.quantity.href} className="text-primary underline underline-offset-4">
                {fill(words.converterLink, { name: result.quantity.name })}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={`flex flex-wrap gap-2 ${NEEDS_SCRIPT}`}>
        <Button variant="outline" size="sm" onClick={() => copy(result.copy.result, words)}>
          {words.copyResult}
        </Button>
        <Button variant="outline" size="sm" onClick={() => copy(result.copy.calculation, words)}>
          {words.copyCalculation}
        </Button>
      </div>
    </div>
  );
}
