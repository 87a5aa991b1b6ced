import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { ToolLayout } from '~/components/tool-layout';
import { RecipeConverter } from '~/components/cooking/recipe-converter.island';
import { recipeIngredients } from '~/domain/cooking/recipe-data';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/** The recipe converter: /cooking/recipe (docs/decisions/059-cooking-by-ingredient.md). */
export function loader() {
  return { ingredients: recipeIngredients() };
}

export const headers = cacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const site = siteFromMatches(matches);
  const title = 'Recipe Converter – Cups to Grams for a Whole Ingredient List';
  const description =
    'Paste a recipe’s ingredient list and get every line in grams, or back in cups and spoons, scaled by a factor or by servings. Lines it cannot read stay as written.';
  return buildMeta(site, {
    title,
    description,
    keywords: ['recipe converter', 'convert recipe to grams', 'recipe cups to grams', 'scale a recipe', 'recipe scaler'],
    path: '/cooking/recipe',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: title,
      description,
      url: `${site.publicOrigin}/cooking/recipe`,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  });
};

export default function CookingRecipe() {
  const { ingredients } = useLoaderData<typeof loader>();
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Recipe converter</h1>
        <p className="mt-2 text-muted-foreground">
          Paste an ingredient list to see it in grams, or in cups and spoons, scaled to the servings you need. Each weight uses the value named on the
          ingredient’s page (
          <Link to="/cooking/ingredients" className="text-primary underline underline-offset-4">
            all ingredients
          </Link>
          ), and words such as “packed” or “sifted” choose the matching value where there is one.
        </p>
      </div>
      <Island component={RecipeConverter} props={{ ingredients }} />
    </ToolLayout>
  );
}
