import { useId } from 'react';
import { Card } from '~/components/ui/card';
import type { ValueChoice } from '~/domain/cooking/describe';
import { measureSystem, UNIT_LABELS } from '~/domain/cooking/measures';
import { conversionSentence, conversionTables, convertOnPage, pageCookingUnits, type PieceUnit } from '~/domain/cooking/page-units';
import { readNumber } from '~/domain/parse';
import { useSearchParams } from '~/lib/search-params';
import { fieldClass, LabelledSelect, SystemSelect } from './cooking-fields';
import { cookingQueryFrom, cookingQueryTo, type CookingQuery } from './cooking-query';
import { IngredientTables } from './ingredient-tables';

/** What the amount field says under it: how it was read, or why it cannot be measured. */
export const AMOUNT_NOTES = { unread: 'Not a number — read as 0', negative: 'Below zero: no cup or scale measures a negative amount' } as const;

/**
 * Volume ↔ weight for one ingredient (issue 25): the amount, its unit, the unit wanted, which cited
 * value to use (how the cup was filled, and whose number) and whose cups and spoons. The state is
 * the address's query, so the server renders the same answer and every answer can be shared.
 */
export function IngredientConverter({
  path,
  name,
  choices,
  defaultFill,
  sticks,
  pieces,
}: {
  path: string;
  name: string;
  choices: ValueChoice[];
  defaultFill: string;
  /** Sold in US sticks: the stick is offered. */
  sticks: boolean;
  /** Pieces a source weighs ("large egg"). */
  pieces: PieceUnit[];
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const keys = choices.map((c) => c.key);
  const units = [
    ...pageCookingUnits(sticks).map((u) => ({ value: u, label: UNIT_LABELS[u].many })),
    ...pieces.map((p) => ({ value: p.key, label: `${p.many} (${p.grams} g each, ${p.source})` })),
  ];
  const query = cookingQueryFrom(
    params,
    keys,
    defaultFill,
    units.map((u) => u.value),
  );
  const choice = choices.find((c) => c.key === query.fill) ?? choices[0]!;
  const system = measureSystem(query.system);
  const reading = readNumber(query.value);
  const amount = reading?.value ?? 0;
  const result = convertOnPage(amount, query.from, query.to, choice.gramsPerMl, system, pieces);
  const sentence = conversionSentence(amount, query.from, query.to, result, name, pieces);
  const note =
    reading === null && query.value.trim()
      ? AMOUNT_NOTES.unread
      : amount < 0
        ? AMOUNT_NOTES.negative
        : reading?.readAs
          ? `Read as ${reading.readAs}`
          : '';

  function update(change: Partial<CookingQuery>) {
    // Replace, not push: typing must not fill the back button's history.
    setParams(cookingQueryTo({ ...query, ...change }, defaultFill), { replace: true });
  }

  return (
    <>
      <form method="get" action={path} onSubmit={(e) => e.preventDefault()} className="space-y-4">
        <Card className="grid gap-4 p-5 sm:grid-cols-3">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-v`} className="block text-sm font-medium">
              Amount
            </label>
            <input
              id={`${id}-v`}
              name="v"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={query.value}
              aria-describedby={`${id}-read`}
              aria-invalid={(reading === null && query.value.trim() !== '') || amount < 0 ? true : undefined}
              onChange={(e) => update({ value: e.target.value })}
              className={fieldClass}
            />
            <p id={`${id}-read`} aria-live="polite" className="text-sm text-muted-foreground">
              {note}
            </p>
          </div>
          <LabelledSelect id={`${id}-from`} name="from" label="From" value={query.from} options={units} onChange={(from) => update({ from })} />
          <LabelledSelect id={`${id}-to`} name="to" label="To" value={query.to} options={units} onChange={(to) => update({ to })} />
          <LabelledSelect
            id={`${id}-fill`}
            name="fill"
            label="Fill method and source"
            className="sm:col-span-2"
            value={choice.key}
            options={choices.map((c) => ({ value: c.key, label: c.label }))}
            onChange={(fill) => update({ fill })}
          />
          <SystemSelect id={`${id}-sys`} name="sys" value={system.key} onChange={(key) => update({ system: key })} />
        </Card>
        <output
          htmlFor={`${id}-v ${id}-from ${id}-to ${id}-fill ${id}-sys`}
          aria-live="polite"
          className="block rounded-md bg-muted p-4 text-xl font-semibold tabular-nums"
        >
          {sentence}
        </output>
        <button type="submit" className="rounded-md border px-4 py-2 [@media(scripting:enabled)]:hidden">
          Convert
        </button>
      </form>
      <IngredientTables tables={conversionTables(choice.gramsPerMl, system)} system={system.name.replace(/ \(.*$/, '')} value={choice.label} />
    </>
  );
}
