import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ToolLayout } from '~/components/tool-layout';
import { RecipeConverter, type RecipeConverterWords } from '~/components/cooking/recipe-converter.island';
import { ingredientSlugIn } from '~/domain/cooking/addresses';
import { cookingLanguages } from '~/domain/cooking/i18n';
import { RECIPE_LIMITS } from '~/domain/cooking/recipe-bounds';
import { recipeIngredients } from '~/domain/cooking/recipe-data';
import { groupThousands } from '~/domain/number-format';
import { cookingTextOf, recipeTextOf } from '~/i18n/cooking.server';
import { pluralWords } from '~/i18n/island-words.server';
import { numberChoiceOf } from '~/i18n/numbers.server';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { withNodes } from '~/i18n/rich';
import { useT } from '~/i18n/t';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/** The recipe converter in the address's language: /cooking/recipe, /es/cocina/receta (docs/decisions/059-cooking-by-ingredient.md). */
export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const c = cookingTextOf(language);
  const { t } = c;
  const own = cookingLanguages[language.code];
  const max = (n: number) => groupThousands(String(n), c.style);
  const words: RecipeConverterWords = {
    list: t('cooking.recipe.list'),
    placeholder: t('cooking.recipe.placeholder'),
    hint: t('cooking.recipe.hint', { max: max(RECIPE_LIMITS.line) }),
    factor: t('cooking.recipe.factor'),
    serves: t('cooking.recipe.serves'),
    want: t('cooking.recipe.want'),
    target: t('cooking.recipe.target'),
    targets: { grams: t('cooking.recipe.grams'), volume: t('cooking.recipe.volume') },
    systems: { label: t('cooking.converter.system'), options: c.systems },
    defaultSystem: c.system.key,
    result: t('cooking.recipe.result'),
    lines: t('cooking.recipe.lines'),
    notScaled: t('cooking.recipe.notScaled'),
    scaled: t('cooking.recipe.scaled', { factor: '{factor}' }),
    kept: pluralWords(language, 'cooking.recipe.kept'),
    notConverted: t('cooking.recipe.notConverted', { why: '{why}' }),
    source: t('cooking.recipe.source'),
    readAs: t('cooking.converter.readAs', { value: '{value}' }),
    limits: {
      line: t('cooking.recipe.limit.line', { max: max(RECIPE_LIMITS.line) }),
      text: t('cooking.recipe.limit.text', { max: max(RECIPE_LIMITS.text) }),
      lines: t('cooking.recipe.limit.lines', { max: max(RECIPE_LIMITS.lines) }),
    },
    scale: {
      notNumber: t('cooking.recipe.scale.notNumber'),
      notPositive: t('cooking.recipe.scale.notPositive'),
      servingsNotNumber: t('cooking.recipe.scale.servingsNotNumber'),
      servingsNotPositive: t('cooking.recipe.scale.servingsNotPositive'),
    },
    output: recipeTextOf(c),
    // The line reader's words of the language ("2 tazas de harina", "1 EL Honig"); English has its own.
    reader: own ? { units: own.words.units, recipe: own.words.recipe } : null,
  };
  const styles = numberChoiceOf(language)?.styles;
  if (styles) words.styles = styles;
  const base = pagePath(language, 'cooking/ingredients');
  return {
    path: pagePath(language, 'cooking/recipe'),
    ingredientsPath: base,
    title: t('cooking.recipe.title'),
    description: t('cooking.recipe.description'),
    keywords: t('cooking.recipe.keywords').split(', '),
    ingredients: recipeIngredients(own ? language.code : undefined).map((i) => {
      const slug = ingredientSlugIn(language.code, i.slug);
      return slug === i.slug ? i : { ...i, page: slug };
    }),
    words,
  };
}

export const headers = cacheHeaders('shared');

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const site = siteFromMatches(matches);
  const { title, description, keywords, path } = data;
  return buildMeta(site, {
    title,
    description,
    keywords,
    path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: title,
      description,
      url: `${site.publicOrigin}${path}`,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  });
};

export default function CookingRecipe() {
  const { ingredients, ingredientsPath, words } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('cooking.recipe.heading')}</h1>
        <p className="mt-2 text-muted-foreground">
          {withNodes(t, 'cooking.recipe.lead', {
            all: (
              <Link to={ingredientsPath} className="text-primary underline underline-offset-4">
                {t('cooking.recipe.allLink')}
              </Link>
            ),
          })}
        </p>
      </div>
      <Island component={RecipeConverter} props={{ ingredients, base: ingredientsPath, words }} />
    </ToolLayout>
  );
}
