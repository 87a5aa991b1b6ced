import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ToolLayout } from '~/components/tool-layout';
import { IngredientList } from '~/components/cooking/ingredient-list.island';
import { ingredientSlugIn } from '~/domain/cooking/addresses';
import { defaultValue, density } from '~/domain/cooking/convert';
import { translatedIngredient } from '~/domain/cooking/i18n';
import { ingredientGroups, ingredients, normalizeName } from '~/domain/cooking/ingredients';
import { translatedPages } from '~/i18n/translated-pages.server';
import { cookingTextOf } from '~/i18n/cooking.server';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { withNodes } from '~/i18n/rich';
import { useT } from '~/i18n/t';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';

/** Every ingredient, grouped, each linking its page, in the address's language (docs/decisions/059-cooking-by-ingredient.md). */
export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const c = cookingTextOf(language);
  const { t } = c;
  const path = pagePath(language, 'cooking/ingredients');
  return {
    path,
    recipePath: pagePath(language, 'cooking/recipe'),
    // The cooking converter at its address in the language (its translated page's slug, ADR 085).
    converterPath: pagePath(language, 'home', translatedPages[language.code]?.cooking?.slug ?? 'cooking'),
    title: t('cooking.list.title'),
    description: t('cooking.list.description', { count: ingredients.length }),
    keywords: t('cooking.list.keywords').split(', '),
    filter: t('cooking.list.filter'),
    counts: Array.from({ length: ingredients.length + 1 }, (_, count) => t('cooking.list.count', { count })),
    groups: ingredientGroups.map((group) => ({
      name: c.groupText(group).name,
      items: group.ingredients.map((i) => {
        const own = translatedIngredient(language.code, i.slug);
        const names = own ? [own.name, ...(own.aliases ?? [])] : [i.name, ...i.aliases];
        return {
          slug: ingredientSlugIn(language.code, i.slug),
          name: c.describer.name(i).title,
          perCup: t('cooking.list.perCup', { grams: c.amount(density(defaultValue(i)) * c.system.cup) }),
          // Typed with or without accents: both spellings are searched.
          terms: [...new Set([normalizeName(names.join(' ')), names.join(' ').toLocaleLowerCase(language.locale)])].join(' '),
        };
      }),
    })),
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
    jsonLd: { '@context': 'https://schema.org', '@type': 'CollectionPage', name: title, description, url: `${site.publicOrigin}${path}` },
  });
};

export default function CookingIngredients() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const link = (to: string, text: string) => (
    <Link to={to} className="text-primary underline underline-offset-4">
      {text}
    </Link>
  );
  return (
    <ToolLayout column="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('cooking.list.heading')}</h1>
        <p className="mt-2 text-muted-foreground">
          {withNodes(t, 'cooking.list.lead', {
            recipe: link(data.recipePath, t('cooking.list.recipeLink')),
            converter: link(data.converterPath, t('cooking.list.converterLink')),
          })}
        </p>
      </div>
      <Island
        component={IngredientList}
        props={{ groups: data.groups, base: data.path, words: { filter: data.filter, counts: data.counts } }}
        load="interaction"
      />
    </ToolLayout>
  );
}
