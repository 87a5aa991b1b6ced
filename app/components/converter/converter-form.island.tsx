import { ArrowLeftRight, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Evaluation } from '~/domain/expression/evaluate';
import { copyResult } from '~/lib/copy';
import { useRecordRecent } from '~/lib/recent';
import { useSearchParams } from '~/lib/search-params';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { compoundsOffered, compoundUnit, formatCompound, type CompoundKind } from '~/domain/compound';
import type { ConverterPage } from '~/domain/converters/types';
import { formatMoney, formatPlain, formatResult } from '~/domain/format';
import { restyle, type NumberStyle } from '~/domain/number-format';
import { readingNote, unreadNote } from '~/domain/parse';
import { useNumberStyle, type NumberChoice } from '~/lib/number-choice';
import { readTyped } from '~/domain/typed';
import { convertAmong, shortestAmong, type ClientUnit } from '~/domain/units/convert-units';
import { hasScaleKind } from '~/domain/units/define';
import { floorWarning, type FloorWords } from '~/domain/units/floor';
import { usePrecision, PRECISION_CHOICES } from './precision';
import { unitLabel, type UnitLabelParts } from '~/domain/units/unit-label';
import { UnitOptions } from './unit-options';

export interface ConverterFormProps {
  /** With the quantity's floor, if it has one (absolute zero): the result warns below it. */
  page: Pick<ConverterPage, 'defaultFrom' | 'defaultTo' | 'quantity'> & { floor?: FloorWords };
  /** The page's path, which a recent conversion links back to. */
  path: string;
  /**
   * The units offered, in order, with their factors or scales: the page sends only its own
   * quantity's units, so the browser needs none of the unit tables.
   */
  units: readonly ClientUnit[];
  /**
   * The search index's address: a field holding a calculation in the page's quantity ("5 ft + 3 in")
   * loads the evaluator and the index on demand to read it (docs/decisions/056-calculation-page.md).
   */
  indexPath?: string;
  /**
   * On a page whose language has another number style, both styles and the words of a reading
   * (ADR 087): the form writes and reads numbers in the one the reader chose.
   */
  numbers?: NumberChoice;
  /** The words of a page in another language than English (its messages, made on the server). */
  words?: ConverterWords;
  /** How the page's language writes numbers, where it is not as en-US and has no other style to choose. */
  style?: NumberStyle;
}

/** The converter's words, and the unit systems' names (shared with the all-units table). */
export interface ConverterWords {
  from: string;
  to: string;
  value: string;
  fromUnit: string;
  toUnit: string;
  swap: string;
  swapCompound: string;
  result: string;
  copy: string;
  compound: string;
  convert: string;
  precision: string;
  copyFull: string;
  /** `read as {value}`, the reading written in the page's style (parse.ts's readingNote). */
  readAs: string;
  notNumber: string;
  tooLarge: string;
  /** The precision choices' labels, in PRECISION_CHOICES' order. */
  precisions: string[];
  compounds: Record<CompoundKind, string>;
  systems: Record<string, string>;
  /** A unit's name and symbol in a menu: `{name}（{abbr}）` (message `converter.unitLabel`), cut at its slots. */
  unit: UnitLabelParts;
}

const fieldShape = 'w-full rounded-md border px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';
const fieldClass = `h-11 ${fieldShape} bg-background`;

/** The attribute that marks the converter's result field, which the all-units table brings into view. */
export const RESULT_ATTRIBUTE = 'data-converter-result';

/**
 * The compound outputs the to-unit list offers (docs/decisions/032-precision.md): each shows the
 * result in its smallest part's unit (compoundUnit), split into larger units. The symbols name the
 * target where a unit's symbol would (a recent conversion, a favorite's title).
 */
export const COMPOUND_NAMES: Readonly<Record<CompoundKind, [name: string, symbols: string]>> = {
  'feet-inches': ['Feet and inches', 'ft in'],
  'stone-pounds': ['Stone and pounds', 'st lb'],
  'pounds-ounces': ['Pounds and ounces', 'lb oz'],
  'hours-minutes-seconds': ['Hours, minutes and seconds', 'h:min:s'],
  'degrees-minutes-seconds': ['Degrees, minutes and seconds', '° ′ ″'],
};
const AS_PREFIX = 'as:';
/** Controls that only script can work (copying, the remembered precision): hidden where scripts never run. */
const NEEDS_SCRIPT = '[@media(scripting:none)]:hidden';

/**
 * The units the query chooses (`?v=5&from=ft&to=m`, with `&as=feet-inches` for a compound
 * output), or the page's defaults. The converter and the all-units table read the same query, so
 * choosing a target in one shows in the other (and choosing a unit there ends a compound output).
 * The form sent without script names a compound target as the to list does (`to=as:feet-inches`).
 */
export function useConversionQuery(units: readonly ClientUnit[], defaults: { from: string; to: string }) {
  const [params, setParams] = useSearchParams();
  const known = (key: string | null) => (key && units.some((u) => u.key === key) ? key : null);
  const to = params.get('to');
  return {
    value: params.get('v'),
    from: known(params.get('from')) ?? defaults.from,
    to: known(to) ?? defaults.to,
    as: to?.startsWith(AS_PREFIX) ? to.slice(AS_PREFIX.length) : params.get('as'),
    /** The day of a currency page's rates (?date=), kept when the form is sent without script. */
    date: params.get('date'),
    /** Whether the address asks for a conversion at all, rather than the page's defaults. */
    stated: ['v', 'from', 'to', 'as'].some((key) => params.has(key)),
    // Replace, not push: typing must not fill the back button's history. The rates' date of a
    // currency page (?date=) stays: the page's rates are that day's.
    set: ({ as, ...next }: { v: string; from: string; to: string; as?: string | null }) => {
      const date = params.get('date');
      setParams({ ...(date ? { date } : {}), ...next, ...(as ? { as } : {}) }, { replace: true });
    },
  };
}

/**
 * The conversion the address holds, as the converter shows it: the query (useConversionQuery), the
 * compounds the page offers, the compound target if one is chosen, the target unit (a compound's
 * smallest part), and the symbols that name the two sides.
 */
export function useConversion({ page, units }: Pick<ConverterFormProps, 'page' | 'units'>) {
  const query = useConversionQuery(units, { from: page.defaultFrom, to: page.defaultTo });
  const compounds = compoundsOffered(page.quantity, units);
  const compound = compounds.find((kind) => kind === query.as) ?? null;
  const to = compound ? compoundUnit(compound) : query.to;
  const abbr = (key: string) => units.find((u) => u.key === key)?.abbr ?? key;
  return { query, compounds, compound, to, fromLabel: abbr(query.from), toLabel: compound ? COMPOUND_NAMES[compound][1] : abbr(to) };
}

/**
 * The from card, swap button and to card, and the result's options. State lives in the URL query so
 * a result can be shared. Without script it is a GET form to the page itself, which the server
 * answers with the conversion asked for (`/length?v=5&from=ft&to=m`); with script every change
 * shows at once and the form is never sent.
 */
export function ConverterForm({ page, path, units, indexPath, numbers, words: w, style: pageStyle }: ConverterFormProps) {
  const id = useId();
  const { query, compounds, compound, to, fromLabel, toLabel } = useConversion({ page, units });
  // The typed text is the field's own until it is sent to the query, so the caret never jumps.
  const [value, setValue] = useState(query.value ?? '1');
  const [precision, setPrecision] = usePrecision();
  const { from } = query;
  const money = page.quantity === 'currency';
  // Phones show the keys a field's values need: the decimal pad has no minus sign and none of ' " :,
  // so where values go below zero (temperature scales) or come as compounds (5' 11", 1:30:00) the
  // field asks for the full keyboard.
  const keyboard = compounds.length > 0 || units.some((u) => hasScaleKind(u, 'affine')) ? 'text' : 'decimal';

  // Text that is no number counts as 0 (docs/product.md#numbers), and the field says so; a compound
  // ("5 ft 11 in") or a number with a unit ("11 stone") is read in the from unit.
  const style = useNumberStyle(numbers?.styles) ?? pageStyle;
  const typed = readTyped(value, units, from, style);
  // Text that is no number may be a calculation in this quantity ("5 ft + 3 in"), read in the from unit.
  const calculated = useCalculation(typed === 'Not a number' ? value : null, units.find((u) => u.key === from)?.abbr ?? from, indexPath, style);
  const reading = calculated?.ok ? { value: calculated.value, readAs: calculated.readAs } : typed;
  const amount = typeof reading === 'string' ? 0 : reading.value;
  const unread = unreadNote(value, reading);
  const problem =
    calculated && !calculated.ok
      ? style
        ? restyle(calculated.error, style)
        : calculated.error
      : w && unread
        ? reading === 'Too large'
          ? w.tooLarge
          : w.notNumber
        : unread;
  const readAs = typeof reading !== 'string' ? reading.readAs : null;
  const note =
    problem ??
    // In the page's language and the reader's style: a German "2,5" is read as it is written, and says nothing.
    (style && w ? readingNote(value, readAs, style, numbers?.words.readAs ?? w.readAs) : readAs ? `read as ${readAs}` : '');
  const warning = floorWarning(
    page.floor,
    units.find((u) => u.key === from)!,
    amount,
    style,
  );
  const result = convertAmong(units, amount, from, to);
  const number = money ? formatMoney(result) : formatResult(result, precision.precision);
  const display = compound ? formatCompound(result, to, compound) : style ? restyle(number, style) : number;
  // Money's plain form is its shown digits ungrouped (a tiny amount is shown as results are).
  const plainMoney = /^-?[\d,.]+$/.test(number) ? number.replaceAll(',', '') : formatPlain(result);
  const plain = compound ? display : money ? plainMoney : formatPlain(result, precision.precision);

  // A compound result is kept as shown ('5 ft 10 ⅞ in'), with the compound that shows it.
  useRecordRecent(
    typeof reading !== 'string' && value.trim()
      ? { path, value, from, to, fromLabel, toLabel, result: display, ...(compound ? { as: compound } : {}) }
      : null,
  );

  function update(next: { value?: string; from?: string; to?: string; as?: string | null }) {
    const state = { value, from, to, as: compound, ...next };
    setValue(state.value);
    query.set({ v: state.value, from: state.from, to: state.to, as: state.as });
  }

  function chooseTarget(choice: string) {
    const kind = compounds.find((k) => `${AS_PREFIX}${k}` === choice);
    update(kind ? { to: compoundUnit(kind), as: kind } : { to: choice, as: null });
  }

  const options = <UnitOptions units={units} labels={w?.systems} label={w?.unit} />;

  return (
    <form
      method="get"
      action={path}
      // With script the conversion is already shown; Enter records it (useRecordRecent), nothing is sent.
      onSubmit={(event) => event.preventDefault()}
      className="grid items-stretch gap-4 md:grid-cols-[1fr_auto_1fr]"
    >
      {query.date && <input type="hidden" name="date" value={query.date} />}
      {/* A gap, not space-y's margins: Chromium matches :last-child only once the parent's end tag
          is parsed, so while a long unit list streams in, the last select would carry a margin
          that the parsed page then drops, moving the swap button (a layout shift). */}
      <Card className="flex flex-col gap-3 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{w ? w.from : 'From'}</h2>
        <label htmlFor={`${id}-value`} className="sr-only">
          {w ? w.value : 'Value to convert'}
        </label>
        <div>
          <input
            id={`${id}-value`}
            name="v"
            type="text"
            inputMode={keyboard}
            autoComplete="off"
            spellCheck={false}
            value={value}
            aria-describedby={`${id}-read`}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => update({ value: e.target.value })}
            className={fieldClass}
          />
          {/* Always in the page, so screen readers hear the reading when it appears; no height when empty. */}
          <p id={`${id}-read`} aria-live="polite" className={`mt-1 text-sm empty:mt-0 ${problem ? 'text-destructive' : 'text-muted-foreground'}`}>
            {note}
          </p>
        </div>
        <label htmlFor={`${id}-from`} className="sr-only">
          {w ? w.fromUnit : 'From unit'}
        </label>
        <select id={`${id}-from`} name="from" value={from} onChange={(e) => update({ from: e.target.value })} className={fieldClass}>
          {options}
        </select>
      </Card>
      {/* A compound is no unit of the From list, so there is nothing to swap it with: the button
          waits for a unit target (docs/decisions/032-precision.md). */}
      <Button
        variant="outline"
        size="icon-round"
        className="mx-auto self-center"
        aria-label={w ? w.swap : 'Swap units'}
        disabled={compound !== null}
        title={compound ? (w ? w.swapCompound : 'Choose a unit as the target to swap: a compound result cannot be the From unit') : undefined}
        onClick={() => update({ from: to, to: from, as: null })}
      >
        <ArrowLeftRight aria-hidden className="rotate-90 md:rotate-0" />
      </Button>
      <Card className="flex flex-col gap-3 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{w ? w.to : 'To'}</h2>
        <div>
          <div className="flex items-start gap-2">
            <label htmlFor={`${id}-result`} className="sr-only">
              {w ? w.result : 'Result'}
            </label>
            {/* A textarea, not an input: a long result wraps instead of being clipped on a phone. */}
            <textarea
              id={`${id}-result`}
              {...{ [RESULT_ATTRIBUTE]: '' }}
              readOnly
              rows={1}
              value={display}
              aria-live="polite"
              aria-describedby={`${id}-warning`}
              className={`${fieldShape} field-sizing-content min-h-11 resize-none bg-muted py-2 font-semibold leading-6 tabular-nums wrap-anywhere`}
            />
            <Button
              variant="outline"
              size="icon-lg"
              className={`shrink-0 ${NEEDS_SCRIPT}`}
              aria-label={w ? w.copy : 'Copy result'}
              onClick={() => copyResult(plain)}
            >
              <Copy aria-hidden />
            </Button>
          </div>
          {/* A value below the quantity's floor still converts, with a warning; no height when empty. */}
          <p id={`${id}-warning`} role="status" className="mt-1 text-sm font-medium empty:mt-0 text-destructive">
            {warning}
          </p>
        </div>
        <label htmlFor={`${id}-to`} className="sr-only">
          {w ? w.toUnit : 'To unit'}
        </label>
        <select
          id={`${id}-to`}
          name="to"
          value={compound ? `${AS_PREFIX}${compound}` : to}
          onChange={(e) => chooseTarget(e.target.value)}
          className={fieldClass}
        >
          {options}
          {compounds.length > 0 && (
            <optgroup label={w ? w.compound : 'Compound'}>
              {compounds.map((kind) => (
                <option key={kind} value={`${AS_PREFIX}${kind}`}>
                  {unitLabel(w ? w.compounds[kind] : COMPOUND_NAMES[kind][0], COMPOUND_NAMES[kind][1], w?.unit)}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </Card>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm md:col-span-3 md:justify-end">
        {/* Without script the form is sent to the server, which shows the conversion asked for. */}
        <Button type="submit" className="[@media(scripting:enabled)]:hidden">
          {w ? w.convert : 'Convert'}
        </Button>
        {/* Money keeps its own digits (2 decimals, more for a small rate), so currency has no control. */}
        {!money && (
          <span className={`flex items-center gap-2 ${NEEDS_SCRIPT}`}>
            <label htmlFor={`${id}-precision`}>{w ? w.precision : 'Precision'}</label>
            <select
              id={`${id}-precision`}
              value={precision.value}
              onChange={(e) => setPrecision(e.target.value)}
              className="h-9 rounded-md border bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {PRECISION_CHOICES.map((choice, i) => (
                <option key={choice.value} value={choice.value}>
                  {w ? w.precisions[i] : choice.label}
                </option>
              ))}
            </select>
          </span>
        )}
        <Button variant="outline" size="sm" className={NEEDS_SCRIPT} onClick={() => copyResult(String(shortestAmong(units, amount, from, to)))}>
          {w ? w.copyFull : 'Copy full precision'}
        </Button>
      </div>
    </form>
  );
}

/**
 * A calculation typed in the field, read in the from unit ("5 ft + 3 in" on /length is 5.25 ft),
 * or why it is none ("Cannot convert weight (3 kg) to length (ft)"); null until the evaluator has
 * loaded, and for text with no digit. The evaluator and the index come with the search box's
 * engine, loaded only here, when a calculation is first typed: the island's first load is unchanged.
 */
function useCalculation(text: string | null, fromAbbr: string, indexPath: string | undefined, style: NumberStyle | undefined): Evaluation | null {
  const [answer, setAnswer] = useState<{ key: string; result: Evaluation } | null>(null);
  const asked = text !== null && /\d/.test(text) && indexPath ? `${text.trim()} to ${fromAbbr}` : null;
  useEffect(() => {
    if (!asked || !indexPath) return;
    let current = true;
    import('~/components/search/engine')
      .then(({ loadSearchEngine }) => loadSearchEngine(indexPath))
      .then(
        (engine) => {
          // Read in the reader's number style, and refused in the page's language (ADR 091).
          const result = engine.evaluate(asked, style);
          // Only an amount of this quantity: a rate typed on a length page is refused, not converted.
          const fits = !result.ok || (!result.reciprocal && !result.text);
          if (current) setAnswer({ key: asked, result: fits ? result : { ok: false, error: engine.cannotConvert(result.readAs, fromAbbr) } });
        },
        () => {}, // offline: the text stays "not a number"
      );
    return () => {
      current = false;
    };
  }, [asked, indexPath, fromAbbr, style]);
  return asked && answer?.key === asked ? answer.result : null;
}
