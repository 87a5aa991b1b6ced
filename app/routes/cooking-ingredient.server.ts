import { readIngredientSlug, ingredientSlugIn } from '~/domain/cooking/addresses';
import { ingredientPage } from '~/domain/cooking/page';
import { alternatesFrom } from '~/i18n/addresses';
import { cookingTextOf, defaultSystemOf } from '~/i18n/cooking.server';
import { languageByCode, languageOfPath } from '~/i18n/languages';
import { numberChoiceOf } from '~/i18n/numbers.server';
import { pagePath } from '~/i18n/pages';
import type { IngredientConverterWords } from '~/components/cooking/ingredient-converter.island';
import type { SourcesWords } from '~/components/cooking/ingredient-tables';
import { redirectTo } from '~/lib/redirect.server';

/**
 * One ingredient's page in the address's language: `/cooking/ingredients/all-purpose-flour`,
 * `/es/cocina/ingredientes/harina-de-trigo-comun`. Another language's English slug answers 301 with
 * the language's own (the query kept); the page lists itself in every language (`alternates`).
 */
export function ingredientPageData(request: Request, word: string) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const found = readIngredientSlug(language.code, word);
  if (!found) throw new Response('Not Found', { status: 404 });
  const path = pagePath(language, 'cooking/ingredients', found.slug);
  if (found.slug !== word) throw redirectTo(`${path}${url.search}`, 301);

  const c = cookingTextOf(language);
  const { t } = c;
  const data = ingredientPage(found.ingredient, c.describer);
  const summary = data.defaultSummary;
  const cup = t('cooking.cup.default');
  const facts = {
    cup,
    name: data.inText,
    grams: summary.perCup,
    fill: summary.fillInText,
    source: summary.source,
  };
  const converter: IngredientConverterWords = {
    amount: t('cooking.converter.amount'),
    from: t('cooking.converter.from'),
    to: t('cooking.converter.to'),
    fill: t('cooking.converter.fill'),
    convert: t('cooking.converter.convert'),
    unread: t('cooking.converter.unread'),
    negative: t('cooking.converter.negative'),
    readAs: t('cooking.converter.readAs', { value: '{value}' }),
    pieceOption: t('cooking.converter.pieceOption', { piece: '{piece}', grams: '{grams}', source: '{source}' }),
    sentence: c.sentence,
    volume: c.volume,
    systems: { label: t('cooking.converter.system'), options: c.systems },
    defaultSystem: c.system.key,
    table: {
      title: t('cooking.table.title'),
      summary: t('cooking.table.summary', { system: '{system}', value: '{value}' }),
      cupsCaption: t('cooking.table.cupsCaption'),
      spoonsCaption: t('cooking.table.spoonsCaption'),
      gramsCaption: t('cooking.table.gramsCaption'),
      grams: t('cooking.table.grams'),
      cups: t('cooking.table.cups', { system: '{system}' }),
      spoons: t('cooking.table.spoons', { system: '{system}' }),
    },
  };
  const styles = numberChoiceOf(language)?.styles;
  if (styles) converter.styles = styles;
  const sources: SourcesWords = {
    title: t('cooking.sources.title'),
    summary: [
      data.usRange.single
        ? t('cooking.sources.single', { low: data.usRange.low })
        : t('cooking.sources.range', { low: data.usRange.low, high: data.usRange.high }),
      t('cooking.sources.uses', { grams: summary.perUsCup, fill: facts.fill, source: summary.source }),
    ].join(' '),
    perCup: t('cooking.sources.perCup', { grams: '{grams}' }),
    isDefault: t('cooking.sources.isDefault'),
  };
  return {
    ...data,
    // A note is English prose of the English data: a language with its own words leaves it out.
    note: c.own ? null : data.note,
    path,
    listPath: pagePath(language, 'cooking/ingredients'),
    // Without `sys` each language shows its own measures: a link to one whose default differs names this page's.
    alternates: alternatesFrom(language, (other) => pagePath(other, 'cooking/ingredients', ingredientSlugIn(other.code, found.ingredient.slug))).map(
      (alternate) =>
        defaultSystemOf(languageByCode(alternate.code)!).key === c.system.key ? alternate : { ...alternate, carry: { sys: c.system.key } },
    ),
    text: {
      title: t('cooking.ingredient.title', { name: data.name }),
      description: t('cooking.ingredient.description', facts),
      keywords: t('cooking.ingredient.keywords', { name: data.inText }).split(', '),
      breadcrumb: t('cooking.ingredient.breadcrumb'),
      heading: t('cooking.ingredient.heading', { name: data.name }),
      lead: t('cooking.ingredient.lead', facts),
      range: data.range.single ? null : t('cooking.ingredient.range', { low: data.range.low, high: data.range.high }),
      measure: t('cooking.ingredient.measure', { name: data.inText }),
    },
    converter,
    sourcesWords: sources,
  };
}
