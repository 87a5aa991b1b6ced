import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { ToolLayout } from '~/components/tool-layout';
import { IngredientList } from '~/components/cooking/ingredient-list.island';
import { defaultValue } from '~/domain/cooking/convert';
import { formatCookingAmount, gramsPerUsCup } from '~/domain/cooking/describe';
import { ingredientGroups, ingredients, normalizeName } from '~/domain/cooking/ingredients';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/** Every ingredient, grouped, each linking its page (docs/decisions/059-cooking-by-ingredient.md). */
export function loader() {
  return {
    count: ingredients.length,
    groups: ingredientGroups.map((group) => ({
      name: group.name,
      items: group.ingredients.map((i) => {
        const value = defaultValue(i);
        return {
          slug: i.slug,
          name: i.name,
          perCup: `${formatCookingAmount(gramsPerUsCup(value))} g per cup`,
          terms: normalizeName([i.name, ...i.aliases].join(' ')),
        };
      }),
    })),
  };
}

export const headers = cacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const title = 'Cups to Grams by Ingredient – Flour, Sugar, Butter and More';
  const description = `How much a cup of ${data?.count ?? 'each'} baking and cooking ingredients weighs, from flour and sugar to butter, rice and spices, with the fill method and a cited source for every value.`;
  return buildMeta(site, {
    title,
    description,
    keywords: ['cups to grams', 'grams to cups', 'flour cups to grams', 'sugar cups to grams', 'butter cups to grams', 'baking conversions'],
    path: '/cooking/ingredients',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: title,
      description,
      url: `${site.publicOrigin}/cooking/ingredients`,
    },
  });
};

export default function CookingIngredients() {
  const data = useLoaderData<typeof loader>();
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Cups to grams by ingredient</h1>
        <p className="mt-2 text-muted-foreground">
          A cup of flour and a cup of sugar are the same volume but not the same weight. Pick an ingredient to convert cups, spoons and grams both
          ways, with how the cup was filled and whose measurement each number is. To convert a whole recipe, use the{' '}
          <Link to="/cooking/recipe" className="text-primary underline underline-offset-4">
            recipe converter
          </Link>
          ; for volume alone, the{' '}
          <Link to="/cooking" className="text-primary underline underline-offset-4">
            cooking measurement converter
          </Link>
          .
        </p>
      </div>
      <Island component={IngredientList} props={{ groups: data.groups }} load="interaction" />
    </ToolLayout>
  );
}
