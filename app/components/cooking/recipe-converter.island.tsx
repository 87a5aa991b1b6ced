import { useEffect, useId, useMemo, useState } from 'react';
import { Card } from '~/components/ui/card';
import { readingNote } from '~/domain/parse';
import { fieldClass, LabelledSelect, SystemSelect, type SystemWords } from './cooking-fields';
import type { CookingWords } from '~/domain/cooking/i18n-parse';
import { measureSystem } from '~/domain/cooking/measures';
import type { RecipeIngredient, RecipeTarget } from '~/domain/cooking/recipe';
import { readableRecipe, type RecipeLimitMessages } from '~/domain/cooking/recipe-bounds';
import { fillIn, type RecipeText } from '~/domain/cooking/words';
import { plural, type PluralWords } from '~/i18n/fill';
import { useNumberStyle, type NumberStyles } from '~/lib/number-choice';

/**
 * The reader (parse-ingredient and our line rules) is loaded when there is a list to read, not
 * with the page: it would put the page over its first-load JavaScript budget.
 */
const loadReader = () => import('~/domain/cooking/recipe');
type Reader = Awaited<ReturnType<typeof loadReader>>;
import { recipeScale, type ScaleMessages } from '~/domain/cooking/recipe-scale';

/** The converter's words in the page's language, formatted on the server (app/i18n/cooking.server.ts). */
export interface RecipeConverterWords {
  list: string;
  placeholder: string;
  hint: string;
  factor: string;
  serves: string;
  want: string;
  target: string;
  targets: Record<RecipeTarget, string>;
  systems: SystemWords;
  /** The language's default cups and spoons (DECISIONS.md, Languages). */
  defaultSystem: string;
  result: string;
  lines: string;
  notScaled: string;
  /** `Scaled ×{factor}.` */
  scaled: string;
  /** What the result says of the lines kept as written, by their count (`{n} lines kept as written.`). */
  kept: PluralWords;
  /** `(not converted: {why})`. */
  notConverted: string;
  source: string;
  limits: RecipeLimitMessages;
  scale: ScaleMessages;
  /** What a scale field says of text read otherwise than written (`Read as {value}`), as the ingredient converter's amount. */
  readAs: string;
  output: RecipeText;
  /** The line reader's words of the language (content/i18n/<code>/cooking.yaml); null for English. */
  reader: Pick<CookingWords, 'units' | 'recipe'> | null;
  /**
   * On a page whose language has another number style, both styles (ADR 087): the converter reads
   * and writes numbers in the one the reader chose; `output.style` is the page's.
   */
  styles?: NumberStyles;
}

/** Where the last recipe is kept, in this browser only (no account needed). */
const STORAGE_KEY = 'unitwise:recipe';

interface Saved {
  text: string;
  factor: string;
  serves: string;
  want: string;
  target: RecipeTarget;
  system: string;
}
const TARGETS: readonly RecipeTarget[] = ['grams', 'volume'];
/** The scale's fields; each read otherwise than written says how, in the reader's style, as the converters do ("2.500": 2500). */
const SCALE_FIELDS = ['factor', 'serves', 'want'] as const;

function load(empty: Saved): Saved | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? { ...empty, ...(JSON.parse(raw) as Partial<Saved>) } : null;
  } catch {
    return null;
  }
}

function TextField({
  id,
  label,
  value,
  note,
  reading,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** Why the text is not used. */
  note: string | undefined;
  /** How the text was read, where it was read otherwise than written ("2.500": Read as 2500). */
  reading: string | undefined;
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={note ? true : undefined}
        aria-describedby={note || reading ? `${id}-note` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
      {note ? (
        <p id={`${id}-note`} className="text-sm font-medium text-destructive">
          {note}
        </p>
      ) : (
        reading && (
          <p id={`${id}-note`} className="text-sm text-muted-foreground">
            {reading}
          </p>
        )
      )}
    </div>
  );
}

/**
 * Paste an ingredient list, get it in grams (or in cups and spoons), scaled (issue 25). Lines it
 * cannot convert stay as written, marked with why. The last recipe is kept in this browser.
 */
export function RecipeConverter({ ingredients, base, words }: { ingredients: RecipeIngredient[]; base: string; words: RecipeConverterWords }) {
  const id = useId();
  const empty: Saved = { text: '', factor: '1', serves: '', want: '', target: 'grams', system: words.defaultSystem };
  const [state, setState] = useState<Saved>(empty);
  // The reader's number style (ADR 087), which the result is written in and the fields are read in.
  const chosen = useNumberStyle(words.styles);
  const output = useMemo(() => (chosen ? { ...words.output, style: chosen } : words.output), [chosen, words.output]);
  const { style } = output;
  // After hydration (the server rendered the empty form): the recipe kept from last time.
  useEffect(() => {
    const saved = load(empty);
    if (saved) setState(saved);
    // Once, after hydration: `empty` is the same for the page's whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const update = (change: Partial<Saved>) => {
    const next = { ...state, ...change };
    setState(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the converter works the same, it only forgets.
    }
  };
  const [reader, setReader] = useState<Reader | null>(null);
  useEffect(() => {
    if (state.text && !reader) void loadReader().then((m) => setReader(() => m));
  }, [state.text, reader]);
  const { factor, notes, readings } = recipeScale(state, { messages: words.scale, style });
  const readNotes: Partial<Record<(typeof SCALE_FIELDS)[number], string>> = {};
  for (const name of SCALE_FIELDS) readNotes[name] = readingNote(state[name], readings[name] ?? null, style, words.readAs);

  // The language's line reader, once the reader is loaded: its units, connectors and decimal sign.
  const parseWords = useMemo(
    () => (reader && words.reader ? reader.recipeParseOptions(words.reader, style.decimal === ',' ? ',' : '.') : undefined),
    [reader, words.reader, style.decimal],
  );
  const lines = useMemo(
    () =>
      reader?.convertRecipe(state.text, ingredients, {
        factor,
        target: state.target,
        system: measureSystem(state.system),
        text: output,
        ...(parseWords ? { words: parseWords } : {}),
      }) ?? [],
    [reader, state.text, state.target, state.system, factor, ingredients, output, parseWords],
  );
  const kept = lines.filter((l) => l.kind === 'kept').length;
  // A recipe kept from an earlier visit gets the same bound as a pasted one: convertRecipe reads
  // only what readableRecipe accepts, and the field says when that is not all of it.
  const note = useMemo(() => readableRecipe(state.text, words.limits).note, [state.text, words.limits]);
  const pageOf = (slug: string) => {
    const ingredient = ingredients.find((i) => i.slug === slug);
    return `${base}/${ingredient?.page ?? slug}`;
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-4 p-5">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-text`} className="block text-sm font-medium">
            {words.list}
          </label>
          <textarea
            id={`${id}-text`}
            rows={12}
            value={state.text}
            onChange={(e) => update({ text: e.target.value })}
            onFocus={() => void loadReader()}
            placeholder={words.placeholder}
            aria-describedby={note ? `${id}-hint ${id}-note` : `${id}-hint`}
            className="w-full rounded-md border bg-background p-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {words.hint}
          </p>
          {note && (
            <p id={`${id}-note`} className="text-sm font-medium text-destructive">
              {note}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {SCALE_FIELDS.map((name) => (
            <TextField
              key={name}
              id={`${id}-${name}`}
              label={words[name]}
              value={state[name]}
              note={notes[name]}
              reading={readNotes[name]}
              onChange={(text) => update({ [name]: text })}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledSelect
            id={`${id}-target`}
            label={words.target}
            value={state.target}
            options={TARGETS.map((value) => ({ value, label: words.targets[value] }))}
            onChange={(target) => update({ target })}
          />
          <SystemSelect id={`${id}-sys`} value={state.system} words={words.systems} onChange={(key) => update({ system: key })} />
        </div>
      </Card>
      <Card className="space-y-3 p-5" aria-labelledby={`${id}-result-heading`}>
        <h2 id={`${id}-result-heading`} className="text-lg font-semibold">
          {words.result}
        </h2>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {factor === 1 ? words.notScaled : fillIn(words.scaled, { factor: String(Number(factor.toPrecision(6))).replace('.', style.decimal) })}
          {kept > 0 && ` ${plural(words.kept, kept, String(kept))}`}
        </p>
        <ol className="space-y-2" aria-label={words.lines}>
          {lines.map((line, i) => {
            if (line.kind === 'blank') return null;
            if (line.kind === 'heading')
              return (
                <li key={i} className="pt-2 font-semibold">
                  {line.text}
                </li>
              );
            if (line.kind === 'kept')
              return (
                <li key={i} data-kept="" className="rounded-md border border-dashed px-3 py-2">
                  <span>{line.text}</span>{' '}
                  <span className="text-sm font-medium text-destructive">{fillIn(words.notConverted, { why: line.why })}</span>
                </li>
              );
            return (
              <li key={i} className="px-3 py-1">
                <span className="font-medium tabular-nums">{line.output}</span>
                {line.ingredient && (
                  <>
                    {' '}
                    <a href={pageOf(line.ingredient)} className="text-sm text-primary underline underline-offset-4">
                      {words.source}
                    </a>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
