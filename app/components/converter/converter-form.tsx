import { ArrowLeftRight, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { copyResult } from '~/lib/copy';
import { useSearchParams } from '~/lib/search-params';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { ConverterPage } from '~/domain/converters/types';
import { formatResult } from '~/domain/format';
import { parseNumber } from '~/domain/parse';
import { convertAmong, type ClientUnit } from '~/domain/units/convert-units';
import { UnitOptions } from './unit-options';

export interface ConverterFormProps {
  page: Pick<ConverterPage, 'defaultFrom' | 'defaultTo'>;
  /**
   * The units offered, in order, with their factors or scales: the page sends only its own
   * quantity's units, so the browser needs none of the unit tables.
   */
  units: readonly ClientUnit[];
}

const fieldShape = 'h-11 w-full rounded-md border px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';
const fieldClass = `${fieldShape} bg-background`;

/** The attribute that marks the converter's result field, which the all-units table brings into view. */
export const RESULT_ATTRIBUTE = 'data-converter-result';

/**
 * The units the query chooses (`?v=5&from=ft&to=m`), or the page's defaults. The converter and the
 * all-units table read the same query, so choosing a target in one shows in the other.
 */
export function useConversionQuery(units: readonly ClientUnit[], defaults: { from: string; to: string }) {
  const [params, setParams] = useSearchParams();
  const known = (key: string | null) => (key && units.some((u) => u.key === key) ? key : null);
  return {
    value: params.get('v'),
    from: known(params.get('from')) ?? defaults.from,
    to: known(params.get('to')) ?? defaults.to,
    // Replace, not push: typing must not fill the back button's history.
    set: (next: { v: string; from: string; to: string }) => setParams(next, { replace: true }),
  };
}

/** The from card, swap button and to card. State lives in the URL query so a result can be shared. */
export function ConverterForm({ page, units }: ConverterFormProps) {
  const id = useId();
  const query = useConversionQuery(units, { from: page.defaultFrom, to: page.defaultTo });
  // The typed text is the field's own until it is sent to the query, so the caret never jumps.
  const [value, setValue] = useState(query.value ?? '1');
  const { from, to } = query;

  const result = convertAmong(units, parseNumber(value), from, to);
  const display = formatResult(result);

  function update(next: { value?: string; from?: string; to?: string }) {
    const state = { value, from, to, ...next };
    setValue(state.value);
    query.set({ v: state.value, from: state.from, to: state.to });
  }

  const options = <UnitOptions units={units} />;

  return (
    <div className="grid items-center gap-4 md:grid-cols-[1fr_auto_1fr]">
      <Card className="space-y-3 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">From</h2>
        <label htmlFor={`${id}-value`} className="sr-only">
          Value to convert
        </label>
        <input
          id={`${id}-value`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => update({ value: e.target.value })}
          className={fieldClass}
        />
        <label htmlFor={`${id}-from`} className="sr-only">
          From unit
        </label>
        <select id={`${id}-from`} value={from} onChange={(e) => update({ from: e.target.value })} className={fieldClass}>
          {options}
        </select>
      </Card>
      <Button
        variant="outline"
        size="icon-round"
        className="mx-auto"
        aria-label="Swap units"
        onClick={() => update({ from: to, to: from })}
      >
        <ArrowLeftRight aria-hidden className="rotate-90 md:rotate-0" />
      </Button>
      <Card className="space-y-3 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">To</h2>
        <div className="flex gap-2">
          <label htmlFor={`${id}-result`} className="sr-only">
            Result
          </label>
          <input
            id={`${id}-result`}
            {...{ [RESULT_ATTRIBUTE]: '' }}
            readOnly
            value={display}
            aria-live="polite"
            className={`${fieldShape} bg-muted font-semibold tabular-nums`}
          />
          <Button variant="outline" size="icon-lg" className="shrink-0" aria-label="Copy result" onClick={() => copyResult(result)}>
            <Copy aria-hidden />
          </Button>
        </div>
        <label htmlFor={`${id}-to`} className="sr-only">
          To unit
        </label>
        <select id={`${id}-to`} value={to} onChange={(e) => update({ to: e.target.value })} className={fieldClass}>
          {options}
        </select>
      </Card>
    </div>
  );
}
