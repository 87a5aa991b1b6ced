import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { IngredientPageData, TableRow } from '~/domain/cooking/page';

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

/** The page's conversion tables, by the default value in US cups and spoons. */
export function IngredientTables({ data }: { data: IngredientPageData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversion table</CardTitle>
        <p className="text-sm text-muted-foreground">
          US cups and spoons, {data.defaultSummary.fill.toLowerCase()}, {data.defaultSummary.perCup} g per cup ({data.defaultSummary.source}).
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <RowsTable caption="Cups to grams" head={['US cups', 'Grams']} rows={data.cups} />
        <RowsTable caption="Spoons to grams" head={['US spoons', 'Grams']} rows={data.spoons} />
        <RowsTable caption="Grams to cups" head={['Grams', 'US cups']} rows={data.gramsToCups} />
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
