import { useId } from 'react';
import { Card } from '~/components/ui/card';
import { convertAmount } from '~/domain/cooking/convert';
import { formatCookingAmount, type ValueChoice } from '~/domain/cooking/describe';
import { measureSystem, UNIT_LABELS, VOLUME_UNITS, WEIGHT_UNITS, type CookingUnit } from '~/domain/cooking/measures';
import { readNumber } from '~/domain/parse';
import { useSearchParams } from '~/lib/search-params';
import { fieldClass, LabelledSelect, SystemSelect } from './cooking-fields';
import { cookingQueryFrom, cookingQueryTo, type CookingQuery } from './cooking-query';

const UNITS: CookingUnit[] = [...VOLUME_UNITS, ...WEIGHT_UNITS];

const UNIT_OPTIONS = UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u].many }));

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
}: {
  path: string;
  name: string;
  choices: ValueChoice[];
  defaultFill: string;
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const keys = choices.map((c) => c.key);
  const query = cookingQueryFrom(params, keys, defaultFill);
  const choice = choices.find((c) => c.key === query.fill) ?? choices[0]!;
  const system = measureSystem(query.system);
  const reading = readNumber(query.value);
  const amount = reading?.value ?? 0;
  const result = convertAmount(amount, query.from, query.to, choice.gramsPerMl, system);
  const unitWord = (u: CookingUnit, n: number) => (n === 1 ? UNIT_LABELS[u].one : UNIT_LABELS[u].many);
  const sentence = `${formatCookingAmount(amount)} ${unitWord(query.from, amount)} of ${name.toLowerCase()} = ${formatCookingAmount(result)} ${unitWord(query.to, result)}`;

  function update(change: Partial<CookingQuery>) {
    // Replace, not push: typing must not fill the back button's history.
    setParams(cookingQueryTo({ ...query, ...change }, defaultFill), { replace: true });
  }

  return (
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
            aria-invalid={reading === null && query.value.trim() !== '' ? true : undefined}
            onChange={(e) => update({ value: e.target.value })}
            className={fieldClass}
          />
          <p id={`${id}-read`} aria-live="polite" className="text-sm text-muted-foreground">
            {reading === null && query.value.trim() ? 'Not a number — read as 0' : reading?.readAs ? `Read as ${reading.readAs}` : ''}
          </p>
        </div>
        <LabelledSelect id={`${id}-from`} name="from" label="From" value={query.from} options={UNIT_OPTIONS} onChange={(from) => update({ from })} />
        <LabelledSelect id={`${id}-to`} name="to" label="To" value={query.to} options={UNIT_OPTIONS} onChange={(to) => update({ to })} />
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
  );
}
