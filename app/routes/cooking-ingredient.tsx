import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ToolLayout } from '~/components/tool-layout';
import { IngredientConverter } from '~/components/cooking/ingredient-converter.island';
import { IngredientSources } from '~/components/cooking/ingredient-tables';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { QueryKept } from '~/i18n/switcher';
import { ingredientPageData } from './cooking-ingredient.server';

/** The conversion in the query goes with the language switcher; `v` is read in the page's number style. */
export const handle: { switcher: QueryKept } = { switcher: { numbers: ['v'] } };

/** One ingredient, cups ↔ grams: /cooking/ingredients/{slug} in every language (docs/decisions/059-cooking-by-ingredient.md). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return ingredientPageData(request, params.slug ?? '');
}

// The same for everyone; a link's values in the query make it ask first (app/lib/cache-control.ts).
export const headers = cacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const site = siteFromMatches(matches);
  const { title, description, keywords, breadcrumb } = data.text;
  return buildMeta(site, {
    title,
    description,
    keywords,
    path: data.path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url: `${site.publicOrigin}${data.path}`,
      about: { '@type': 'Thing', name: data.name },
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: breadcrumb, item: `${site.publicOrigin}${data.listPath}` },
          { '@type': 'ListItem', position: 2, name: data.name, item: `${site.publicOrigin}${data.path}` },
        ],
      },
    },
  });
};

export default function CookingIngredient() {
  const data = useLoaderData<typeof loader>();
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <p className="text-sm text-muted-foreground">
          <Link to={data.listPath} className="text-primary underline underline-offset-4">
            {data.text.breadcrumb}
          </Link>{' '}
          · {data.group.name}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{data.text.heading}</h1>
        <p className="mt-2 text-muted-foreground">
          {data.text.lead}
          {data.text.range && ` ${data.text.range}`}
        </p>
      </div>
      <Island
        component={IngredientConverter}
        props={{
          path: data.path,
          name: data.inText,
          choices: data.choices,
          defaultFill: data.defaultFill,
          sticks: data.sticks,
          pieces: data.pieces,
          words: data.converter,
        }}
      />
      <Card>
        <CardHeader>
          <CardTitle>{data.text.measure}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 leading-relaxed">
          <p>{data.group.measuring}</p>
          {data.note && <p>{data.note}</p>}
        </CardContent>
      </Card>
      <IngredientSources data={data} words={data.sourcesWords} />
    </ToolLayout>
  );
}
