import { useId } from 'react';
import { Card } from '~/components/ui/card';
import type { ValueChoice } from '~/domain/cooking/describe';
import { measureSystem } from '~/domain/cooking/measures';
import {
  conversionSentence,
  conversionTables,
  convertOnPage,
  pageCookingUnits,
  type PieceUnit,
  type SentenceWords,
} from '~/domain/cooking/page-units';
import { fillIn, type VolumeWords } from '~/domain/cooking/words';
import { formatCookingAmount } from '~/domain/cooking/describe';
import { readNumber } from '~/domain/parse';
import { useNumberStyle, type NumberStyles } from '~/lib/number-choice';
import { useSearchParams } from '~/lib/search-params';
import { fieldClass, LabelledSelect, SystemSelect, type SystemWords } from './cooking-fields';
import { cookingQueryFrom, cookingQueryTo, type CookingQuery } from './cooking-query';
import { IngredientTables, type TableWords } from './ingredient-tables';

/** The converter's words in the page's language, formatted on the server (app/i18n/cooking.server.ts). */
export interface IngredientConverterWords {
  amount: string;
  from: string;
  to: string;
  fill: string;
  convert: string;
  /** What the amount field says under it: how it was read (`Read as {value}`), or why it cannot be measured. */
  unread: string;
  negative: string;
  readAs: string;
  /** `{piece} ({grams} g each, {source})`. */
  pieceOption: string;
  sentence: SentenceWords;
  volume: VolumeWords;
  systems: SystemWords;
  /** The language's default cups and spoons (DECISIONS.md, Languages). */
  defaultSystem: string;
  table: TableWords;
  /**
   * On a page whose language has another number style, both styles (ADR 087): the converter reads
   * and writes numbers in the one the reader chose; `sentence.style` is the page's.
   */
  styles?: NumberStyles;
}

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
  words,
}: {
  path: string;
  /** The ingredient as running text names it ("all-purpose flour"). */
  name: string;
  choices: ValueChoice[];
  defaultFill: string;
  /** Sold in US sticks: the stick is offered. */
  sticks: boolean;
  /** Pieces a source weighs ("large egg"). */
  pieces: PieceUnit[];
  words: IngredientConverterWords;
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  // The reader's number style (ADR 087), which the amount is read in and the sentence and tables written in.
  const chosen = useNumberStyle(words.styles);
  const sentenceWords = chosen ? { ...words.sentence, style: chosen } : words.sentence;
  const { style } = sentenceWords;
  const keys = choices.map((c) => c.key);
  const units = [
    ...pageCookingUnits(sticks).map((u) => ({ value: u, label: words.sentence.units[u].many })),
    ...pieces.map((p) => ({
      value: p.key,
      label: fillIn(words.pieceOption, { piece: p.many, grams: formatCookingAmount(p.grams, style), source: p.source }),
    })),
  ];
  const query = cookingQueryFrom(
    params,
    keys,
    defaultFill,
    units.map((u) => u.value),
    words.defaultSystem,
  );
  const choice = choices.find((c) => c.key === query.fill) ?? choices[0]!;
  const system = measureSystem(query.system);
  const reading = readNumber(query.value, { style });
  const amount = reading?.value ?? 0;
  const result = convertOnPage(amount, query.from, query.to, choice.gramsPerMl, system, pieces);
  const sentence = conversionSentence(amount, query.from, query.to, result, name, pieces, sentenceWords);
  // How the amount was read, in the page's numbers, where that is not what was typed ("1.000" → 1000).
  const readAs = reading?.readAs?.replace('.', style.decimal);
  const note =
    reading === null && query.value.trim()
      ? words.unread
      : amount < 0
        ? words.negative
        : readAs && readAs !== query.value.trim()
          ? fillIn(words.readAs, { value: readAs })
          : '';

  function update(change: Partial<CookingQuery>) {
    // Replace, not push: typing must not fill the back button's history.
    setParams(cookingQueryTo({ ...query, ...change }, defaultFill, words.defaultSystem), { replace: true });
  }

  return (
    <>
      <form method="get" action={path} onSubmit={(e) => e.preventDefault()} className="space-y-4">
        <Card className="grid gap-4 p-5 sm:grid-cols-3">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-v`} className="block text-sm font-medium">
              {words.amount}
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
          <LabelledSelect id={`${id}-from`} name="from" label={words.from} value={query.from} options={units} onChange={(from) => update({ from })} />
          <LabelledSelect id={`${id}-to`} name="to" label={words.to} value={query.to} options={units} onChange={(to) => update({ to })} />
          <LabelledSelect
            id={`${id}-fill`}
            name="fill"
            label={words.fill}
            className="sm:col-span-2"
            value={choice.key}
            options={choices.map((c) => ({ value: c.key, label: c.label }))}
            onChange={(fill) => update({ fill })}
          />
          <SystemSelect id={`${id}-sys`} name="sys" value={system.key} words={words.systems} onChange={(key) => update({ system: key })} />
        </Card>
        <output
          htmlFor={`${id}-v ${id}-from ${id}-to ${id}-fill ${id}-sys`}
          aria-live="polite"
          className="block rounded-md bg-muted p-4 text-xl font-semibold tabular-nums"
        >
          {sentence}
        </output>
        <button type="submit" className="rounded-md border px-4 py-2 [@media(scripting:enabled)]:hidden">
          {words.convert}
        </button>
      </form>
      <IngredientTables
        tables={conversionTables(choice.gramsPerMl, system, { words: words.volume, style })}
        system={words.systems.options.find((s) => s.value === system.key)?.short ?? system.key}
        value={choice.label}
        words={words.table}
      />
    </>
  );
}
