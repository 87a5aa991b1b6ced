import { useEffect, useId, useMemo, useState } from 'react';
import { Card } from '~/components/ui/card';
import { fieldClass, LabelledSelect, SystemSelect } from './cooking-fields';
import { measureSystem } from '~/domain/cooking/measures';
import type { RecipeIngredient, RecipeTarget } from '~/domain/cooking/recipe';
import { readableRecipe, RECIPE_LIMITS } from '~/domain/cooking/recipe-bounds';

/**
 * The reader (parse-ingredient and our line rules) is loaded when there is a list to read, not
 * with the page: it would put the page over its first-load JavaScript budget.
 */
const loadReader = () => import('~/domain/cooking/recipe');
type Reader = Awaited<ReturnType<typeof loadReader>>;
import { recipeScale } from '~/domain/cooking/recipe-scale';

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
const EMPTY: Saved = { text: '', factor: '1', serves: '', want: '', target: 'grams', system: 'us' };
const TARGET_OPTIONS: readonly { value: RecipeTarget; label: string }[] = [
  { value: 'grams', label: 'Grams' },
  { value: 'volume', label: 'Cups and spoons' },
];

function load(): Saved | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<Saved>) } : null;
  } catch {
    return null;
  }
}

function TextField({
  id,
  label,
  value,
  note,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  note: string | undefined;
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
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
      {note && (
        <p id={`${id}-note`} className="text-sm font-medium text-destructive">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * Paste an ingredient list, get it in grams (or in cups and spoons), scaled (issue 25). Lines it
 * cannot convert stay as written, marked with why. The last recipe is kept in this browser.
 */
export function RecipeConverter({ ingredients }: { ingredients: RecipeIngredient[] }) {
  const id = useId();
  const [state, setState] = useState<Saved>(EMPTY);
  // After hydration (the server rendered the empty form): the recipe kept from last time.
  useEffect(() => {
    const saved = load();
    if (saved) setState(saved);
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
  const { factor, notes } = recipeScale(state);
  const lines = useMemo(
    () => reader?.convertRecipe(state.text, ingredients, { factor, target: state.target, system: measureSystem(state.system) }) ?? [],
    [reader, state.text, state.target, state.system, factor, ingredients],
  );
  const kept = lines.filter((l) => l.kind === 'kept').length;
  // A recipe kept from an earlier visit gets the same bound as a pasted one: convertRecipe reads
  // only what readableRecipe accepts, and the field says when that is not all of it.
  const note = useMemo(() => readableRecipe(state.text).note, [state.text]);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-4 p-5">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-text`} className="block text-sm font-medium">
            Ingredient list
          </label>
          <textarea
            id={`${id}-text`}
            rows={12}
            value={state.text}
            onChange={(e) => update({ text: e.target.value })}
            onFocus={() => void loadReader()}
            placeholder={'2 1/4 cups all-purpose flour\n1 cup (2 sticks) butter, softened\n3/4 tsp salt\n2 large eggs'}
            aria-describedby={note ? `${id}-hint ${id}-note` : `${id}-hint`}
            className="w-full rounded-md border bg-background p-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            One ingredient per line, up to {RECIPE_LIMITS.line} characters each. Your last recipe is kept in this browser only.
          </p>
          {note && (
            <p id={`${id}-note`} className="text-sm font-medium text-destructive">
              {note}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id={`${id}-factor`} label="Scale by" value={state.factor} note={notes.factor} onChange={(factor) => update({ factor })} />
          <TextField id={`${id}-serves`} label="Recipe serves" value={state.serves} note={notes.serves} onChange={(serves) => update({ serves })} />
          <TextField id={`${id}-want`} label="Servings wanted" value={state.want} note={notes.want} onChange={(want) => update({ want })} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledSelect
            id={`${id}-target`}
            label="Convert to"
            value={state.target}
            options={TARGET_OPTIONS}
            onChange={(target) => update({ target })}
          />
          <SystemSelect id={`${id}-sys`} value={state.system} onChange={(key) => update({ system: key })} />
        </div>
      </Card>
      <Card className="space-y-3 p-5" aria-labelledby={`${id}-result-heading`}>
        <h2 id={`${id}-result-heading`} className="text-lg font-semibold">
          Converted recipe
        </h2>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {factor === 1 ? 'Not scaled.' : `Scaled ×${Number(factor.toPrecision(6))}.`}
          {kept > 0 && ` ${kept} line${kept === 1 ? '' : 's'} kept as written.`}
        </p>
        <ol className="space-y-2" aria-label="Converted ingredient lines">
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
                  <span>{line.text}</span> <span className="text-sm font-medium text-destructive">(not converted: {line.why})</span>
                </li>
              );
            return (
              <li key={i} className="px-3 py-1">
                <span className="font-medium tabular-nums">{line.output}</span>
                {line.ingredient && (
                  <>
                    {' '}
                    <a href={`/cooking/ingredients/${line.ingredient}`} className="text-sm text-primary underline underline-offset-4">
                      source
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
