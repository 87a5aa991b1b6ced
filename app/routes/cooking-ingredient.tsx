import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ToolLayout } from '~/components/tool-layout';
import { IngredientConverter } from '~/components/cooking/ingredient-converter.island';
import { IngredientSources } from '~/components/cooking/ingredient-tables';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ingredientBySlug } from '~/domain/cooking/ingredients';
import { ingredientPage } from '~/domain/cooking/page';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/** One ingredient, cups ↔ grams: /cooking/ingredients/{slug} (docs/decisions/059-cooking-by-ingredient.md). */
export function loader({ params }: LoaderFunctionArgs) {
  const ingredient = ingredientBySlug(params.slug ?? '');
  if (!ingredient) throw new Response('Not Found', { status: 404 });
  return ingredientPage(ingredient);
}

// The same for everyone; a link's values in the query make it ask first (app/lib/cache-control.ts).
export const headers = cacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const site = siteFromMatches(matches);
  const path = `/cooking/ingredients/${data.slug}`;
  const title = `${data.name} – Cups to Grams and Grams to Cups`;
  const description = `1 US cup of ${data.name.toLowerCase()} weighs ${data.defaultSummary.perCup} g (${data.defaultSummary.fill.toLowerCase()}, ${data.defaultSummary.source}). Convert cups, spoons and grams with cited sources.`;
  return buildMeta(site, {
    title,
    description,
    keywords: [
      `${data.name.toLowerCase()} cups to grams`,
      `${data.name.toLowerCase()} grams to cups`,
      `how much does a cup of ${data.name.toLowerCase()} weigh`,
    ],
    path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url: `${site.publicOrigin}${path}`,
      about: { '@type': 'Thing', name: data.name },
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Ingredients', item: `${site.publicOrigin}/cooking/ingredients` },
          { '@type': 'ListItem', position: 2, name: data.name, item: `${site.publicOrigin}${path}` },
        ],
      },
    },
  });
};

export default function CookingIngredient() {
  const data = useLoaderData<typeof loader>();
  const path = `/cooking/ingredients/${data.slug}`;
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <p className="text-sm text-muted-foreground">
          <Link to="/cooking/ingredients" className="text-primary underline underline-offset-4">
            Ingredients
          </Link>{' '}
          · {data.group.name}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{data.name}: cups to grams</h1>
        <p className="mt-2 text-muted-foreground">
          1 US cup of {data.name.toLowerCase()} weighs {data.defaultSummary.perCup} g ({data.defaultSummary.fill.toLowerCase()},{' '}
          {data.defaultSummary.source}).
          {!data.range.single &&
            ` Cited values range from ${data.range.low} g to ${data.range.high} g per cup, depending on how the cup is filled and whose measurement it is.`}
        </p>
      </div>
      <Island
        component={IngredientConverter}
        props={{ path, name: data.name, choices: data.choices, defaultFill: data.defaultFill, sticks: data.sticks, pieces: data.pieces }}
      />
      <Card>
        <CardHeader>
          <CardTitle>How to measure {data.name.toLowerCase()}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 leading-relaxed">
          <p>{data.group.measuring}</p>
          {data.note && <p>{data.note}</p>}
        </CardContent>
      </Card>
      <IngredientSources data={data} />
    </ToolLayout>
  );
}
