import { ArrowLeftRight, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from '~/lib/search-params';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { ConverterPage } from '~/domain/converters/types';
import { formatPlain, formatResult } from '~/domain/format';
import { parseNumber } from '~/domain/parse';
import { convertAmong, type ClientUnit } from '~/domain/units/convert-units';

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

/** The from card, swap button and to card. State lives in the URL query so a result can be shared. */
export function ConverterForm({ page, units }: ConverterFormProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const known = (key: string | null) => (key && units.some((u) => u.key === key) ? key : null);
  const [value, setValue] = useState(params.get('v') ?? '1');
  const [from, setFrom] = useState(known(params.get('from')) ?? page.defaultFrom);
  const [to, setTo] = useState(known(params.get('to')) ?? page.defaultTo);

  const result = convertAmong(units, parseNumber(value), from, to);
  const display = formatResult(result);

  function update(next: { value?: string; from?: string; to?: string }) {
    const state = { value, from, to, ...next };
    setValue(state.value);
    setFrom(state.from);
    setTo(state.to);
    // Replace, not push: typing must not fill the back button's history.
    setParams({ v: state.value, from: state.from, to: state.to }, { replace: true });
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(formatPlain(result));
      toast.success('Copied!', { description: 'Result copied to clipboard' });
    } catch {
      toast.error('Copy failed', { description: 'Your browser did not allow access to the clipboard.' });
    }
  }

  const options = units.map((u) => (
    <option key={u.key} value={u.key}>
      {u.name} ({u.abbr})
    </option>
  ));

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
            readOnly
            value={display}
            aria-live="polite"
            className={`${fieldShape} bg-muted font-semibold tabular-nums`}
          />
          <Button variant="outline" size="icon-lg" className="shrink-0" aria-label="Copy result" onClick={copy}>
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
