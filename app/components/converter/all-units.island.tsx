import { Copy } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { readTyped } from '~/domain/typed';
import { formatResult } from '~/domain/format';
import { restyle, type NumberStyle } from '~/domain/number-format';
import { plainDecimal } from '~/domain/parse';
import { convertBetween, type ClientUnit } from '~/domain/units/convert-units';
import { groupBySystem } from '~/domain/units/systems';
import { copyResult } from '~/lib/copy';
import { useNumberStyle, type NumberStyles } from '~/lib/number-choice';
import { NumForms } from '../num-forms';
import { RESULT_ATTRIBUTE, useConversionQuery } from './converter-form.island';

export interface AllUnitsProps {
  /** The page's default units, as the converter's. */
  defaultFrom: string;
  defaultTo: string;
  /** The quantity's units, as the converter gets them. */
  units: readonly ClientUnit[];
  /** The words of a page in another language than English (its messages, made on the server). */
  words?: AllUnitsWords;
  /** How the page's language writes numbers, where it is not as en-US. */
  style?: NumberStyle;
  /**
   * On a page whose language has another number style, both styles (ADR 087): the table reads the
   * value in the one the reader chose, and writes each value in both, of which CSS shows the chosen.
   */
  styles?: NumberStyles;
}

/** The table's words; `{value}`, `{abbr}` and `{name}` are filled in here. */
export interface AllUnitsWords {
  heading: string;
  intro: string;
  skip: string;
  caption: string;
  unit: string;
  symbol: string;
  value: string;
  copy: string;
  show: string;
  target: string;
  copyValue: string;
  systems: Record<string, string>;
}

const fill = (template: string, slots: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => slots[name] ?? '');

/**
 * "This value in every unit" (issue 12): the converter's value in each unit of the quantity,
 * grouped by system, each row copyable and choosable as the converter's target. It reads and
 * writes the same query as the converter island above it.
 */
export function AllUnits({ defaultFrom, defaultTo, units, words: w, style: pageStyle, styles }: AllUnitsProps) {
  const id = useId();
  // One copy icon, drawn in every row by reference: a hundred inline copies were a sixth of the page.
  const iconId = `${id}-copy`;
  const query = useConversionQuery(units, { from: defaultFrom, to: defaultTo });
  const typed = query.value ?? '1';
  // As the converter reads it (numbers, fractions, compounds such as 5' 11", units such as
  // 11 stone); text that is no number counts as 0 (docs/product.md#numbers).
  const style = useNumberStyle(styles) ?? pageStyle;
  const reading = readTyped(typed, units, query.from, style);
  const value = typeof reading === 'string' ? 0 : reading.value;
  // In the from unit, as the caption says: "5' 11\"" or "11 stone" is its amount in that unit.
  const plain = typeof reading === 'string' ? '0' : reading.readAs === null ? typed.trim() : plainDecimal(reading.value);
  const shown = style && typeof reading !== 'string' && reading.readAs !== null ? restyle(plain, style) : plain;
  const from = units.find((u) => u.key === query.from)!;
  const values = valuesInEveryUnit(units, from, value);

  function choose(to: string) {
    query.set({ v: typed, from: query.from, to });
    const result = document.querySelector<HTMLElement>(`[${RESULT_ATTRIBUTE}]`);
    result?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    result?.focus({ preventScroll: true });
  }

  // The rows are styled by the table's class (.unit-table in app.css), not by classes of their own.
  const end = useRef<HTMLSpanElement>(null);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {w ? w.heading : 'This value in every unit'}
      </h2>
      {/* Tab stops at each row's unit only: a hundred units are a hundred stops, not two hundred. */}
      {w ? (
        <p className="text-sm text-muted-foreground">{fill(w.intro, { value: shown, abbr: from.abbr, name: from.name })}</p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {shown} {from.abbr} ({from.name}) converted to every unit of this converter. Choose a unit to make it the converter&rsquo;s target, or copy
          its value. With the keyboard, Tab moves from unit to unit and the arrow keys reach the copy buttons.
        </p>
      )}
      <a
        href={`#${SKIP_TARGET}`}
        onClick={(event) => {
          // Focus moves past the table without writing a fragment into the page's address.
          event.preventDefault();
          end.current?.focus();
        }}
        className="sr-only rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:inline-block"
      >
        {w ? w.skip : 'Skip the unit table'}
      </a>
      <svg aria-hidden width="0" height="0" className="absolute">
        <defs>
          <Copy id={iconId} width={16} height={16} />
        </defs>
      </svg>
      <div className="max-w-2xl overflow-x-auto">
        <table className="unit-table w-full text-sm tabular-nums" onKeyDown={moveByArrows}>
          <caption className="sr-only">{w ? fill(w.caption, { value: shown, abbr: from.abbr }) : `${shown} ${from.abbr} in every unit`}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{w ? w.unit : 'Unit'}</th>
              <th scope="col">{w ? w.symbol : 'Symbol'}</th>
              <th scope="col">{w ? w.value : 'Value'}</th>
              <th scope="col">{w ? w.copy : 'Copy'}</th>
            </tr>
          </thead>
          {groupBySystem(units).map((group) => (
            <tbody key={group.system}>
              <tr>
                <th colSpan={4} scope="colgroup" className="pt-4 pb-1 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {w?.systems[group.system] ?? group.label}
                </th>
              </tr>
              {group.units.map((unit) => {
                const { result, shown } = values.get(unit.key)!;
                const target = unit.key === query.to;
                return (
                  <tr key={unit.key}>
                    <th scope="row">
                      <button
                        type="button"
                        aria-current={target ? 'true' : undefined}
                        aria-label={w ? fill(w.show, { name: unit.name }) : `Show ${unit.name} in the converter`}
                        onClick={() => choose(unit.key)}
                      >
                        {unit.name}
                      </button>
                      {target && <span className="ml-2 text-xs text-muted-foreground">{w ? w.target : '(target)'}</span>}
                    </th>
                    <td>{unit.abbr}</td>
                    <td>{styles ? <NumForms text={shown} styles={styles} /> : style ? restyle(shown, style) : shown}</td>
                    <td>
                      <button
                        type="button"
                        tabIndex={-1}
                        aria-label={w ? fill(w.copyValue, { name: unit.name }) : `Copy ${unit.name} value`}
                        onClick={() => copyResult(result)}
                      >
                        <svg aria-hidden>
                          <use href={`#${iconId}`} />
                        </svg>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
      <span ref={end} id={SKIP_TARGET} tabIndex={-1} className="block outline-none" />
    </section>
  );
}

interface UnitValue {
  result: number;
  /** As the table shows it. */
  shown: string;
}

/**
 * The tables of values last made for each unit list (a quantity's list is one array on every page
 * that shows it: clientUnits), by from-unit and value, the most recently used last. Every pair page
 * of a quantity that starts from the same unit shows the same values, and a crawler reads a
 * quantity's pairs one from-unit after another: their exact conversions and formatting were a
 * tenth of such a page's render (docs/decisions/066-first-request-copies.md). In the browser, choosing
 * another target shows the same values again.
 */
const valueTables = new WeakMap<readonly ClientUnit[], Map<string, ReadonlyMap<string, UnitValue>>>();
const TABLES_KEPT = 8;

/** `value` of `from` in each of `units`, by unit key. */
function valuesInEveryUnit(units: readonly ClientUnit[], from: ClientUnit, value: number): ReadonlyMap<string, UnitValue> {
  let tables = valueTables.get(units);
  if (!tables) valueTables.set(units, (tables = new Map<string, ReadonlyMap<string, UnitValue>>()));
  // -0 is a value of its own (its conversions keep the sign); String(-0) is "0".
  const key = `${from.key}\n${Object.is(value, -0) ? '-0' : String(value)}`;
  let table = tables.get(key);
  if (table) tables.delete(key);
  else {
    table = new Map(
      units.map((unit) => {
        const result = convertBetween(from, unit, value);
        return [unit.key, { result, shown: formatResult(result) }];
      }),
    );
    if (tables.size >= TABLES_KEPT) tables.delete(tables.keys().next().value!);
  }
  tables.set(key, table);
  return table;
}

/** Where "Skip the unit table" goes: the page has one such table. */
const SKIP_TARGET = 'after-unit-table';

/**
 * The arrows move between the table's buttons as in a grid: left and right between a unit and its
 * copy button, up and down to the same button of the next unit. The copy buttons are out of the Tab
 * order, so this is how the keyboard reaches them (besides copying from the converter itself).
 */
function moveByArrows(event: KeyboardEvent<HTMLTableElement>) {
  const button = (event.target as HTMLElement).closest('button');
  const row = button?.closest('tr');
  if (!button || !row) return;
  const inRow = [...row.querySelectorAll('button')];
  const column = inRow.indexOf(button);
  let next: HTMLButtonElement | undefined;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    next = inRow[column + (event.key === 'ArrowRight' ? 1 : -1)];
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const rows = [...event.currentTarget.querySelectorAll('tr')].filter((tr) => tr.querySelector('button'));
    const at = rows.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1);
    next = rows[at]?.querySelectorAll('button')[column];
  }
  if (!next) return;
  event.preventDefault();
  next.focus();
}
