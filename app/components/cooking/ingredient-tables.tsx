import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { IngredientPageData } from '~/domain/cooking/page';
import type { conversionTables, TableRow } from '~/domain/cooking/page-units';

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
}: {
  tables: ReturnType<typeof conversionTables>;
  /** The measure system's short name: "US customary", "Metric". */
  system: string;
  /** The value in words: its fill method, grams per US cup and source. */
  value: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversion table</CardTitle>
        <p className="text-sm text-muted-foreground">
          {system} cups and spoons; {value}.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <RowsTable caption="Cups to grams" head={[`${system} cups`, 'Grams']} rows={tables.cups} />
        <RowsTable caption="Spoons to grams" head={[`${system} spoons`, 'Grams']} rows={tables.spoons} />
        <RowsTable caption="Grams to cups" head={['Grams', `${system} cups`]} rows={tables.gramsToCups} />
      </CardContent>
    </Card>
  );
}

/** Every cited value with its source, and which one the page uses. */
export function IngredientSources({ data }: { data: IngredientPageData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sources</CardTitle>
        <p className="text-sm text-muted-foreground">
          {data.range.single
            ? `Every cited value is ${data.range.low} g per US cup.`
            : `Cited values range from ${data.range.low} g to ${data.range.high} g per US cup.`}{' '}
          This page uses {data.defaultSummary.perCup} g per cup ({data.defaultSummary.fill.toLowerCase()}, {data.defaultSummary.source}) unless you
          choose another.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3 text-sm">
          {data.sources.map((s, i) => (
            <li key={i}>
              <span className="font-medium">
                {s.fill}: {s.measure}
                {s.perCup !== null && s.measure.endsWith(' cup') === false && ` (${s.perCup} g per cup)`}
                {s.isDefault && ' — used by default'}
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
