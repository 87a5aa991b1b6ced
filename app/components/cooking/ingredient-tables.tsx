import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { IngredientPageData } from '~/domain/cooking/page';
import type { conversionTables, TableRow } from '~/domain/cooking/page-units';
import { fillIn } from '~/domain/cooking/words';

/** The tables' words; `summary`, `cups` and `spoons` have the slot `{system}`, `summary` also `{value}`. */
export interface TableWords {
  title: string;
  summary: string;
  cupsCaption: string;
  spoonsCaption: string;
  gramsCaption: string;
  grams: string;
  cups: string;
  spoons: string;
}

function RowsTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: TableRow[] }) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="mb-2 text-left font-medium">{caption}</caption>
      <thead>
        <tr className="border-b text-left">
          <th scope="col" className="py-1.5 pr-4 font-medium">
            {head[0]}
          </th>
          <th scope="col" className="py-1.5 font-medium">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b last:border-0">
            <th scope="row" className="py-1.5 pr-4 text-left font-normal">
              {row.label}
            </th>
            <td className="py-1.5">{row.result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The page's conversion tables, for the value and the cups and spoons chosen above them (issue 37,
 * item 7: the tables once stayed at the default in US cups whatever the converter showed).
 */
export function IngredientTables({
  tables,
  system,
  value,
  words,
}: {
  tables: ReturnType<typeof conversionTables>;
  /** The measure system's short name: "US customary", "Metric". */
  system: string;
  /** The value in words: its fill method, grams per US cup and source. */
  value: string;
  words: TableWords;
}) {
  const cups = fillIn(words.cups, { system });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{words.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{fillIn(words.summary, { system, value })}</p>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <RowsTable caption={words.cupsCaption} head={[cups, words.grams]} rows={tables.cups} />
        <RowsTable caption={words.spoonsCaption} head={[fillIn(words.spoons, { system }), words.grams]} rows={tables.spoons} />
        <RowsTable caption={words.gramsCaption} head={[words.grams, cups]} rows={tables.gramsToCups} />
      </CardContent>
    </Card>
  );
}

/** The sources card's words: its title, what it says above the list, and a value's marks. */
export interface SourcesWords {
  title: string;
  summary: string;
  /** `({grams} g per cup)`. */
  perCup: string;
  isDefault: string;
}

/** Every cited value with its source, and which one the page uses. */
export function IngredientSources({ data, words }: { data: IngredientPageData; words: SourcesWords }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{words.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{words.summary}</p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3 text-sm">
          {data.sources.map((s, i) => (
            <li key={i}>
              <span className="font-medium">
                {s.fill}: {s.measure}
                {s.perCup !== null && ` ${fillIn(words.perCup, { grams: s.perCup })}`}
                {s.isDefault && ` ${words.isDefault}`}
              </span>
              <br />
              <span className="text-muted-foreground">{s.citation}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
