import english from '../../../content/i18n/en/messages/search.json';
import expression from '../../../content/i18n/en/messages/expression.json';
import converterMessages from '../../../content/i18n/en/messages/converter.json';
import { pseudoName, PSEUDO_LANGUAGE } from '~/i18n/pseudo';
import { pseudoMessage } from '~/i18n/pseudo-messages.server';
import type { ExpressionWords } from '../expression/messages';
import { unitLabelParts } from '../units/unit-label';
import { numberStyleOf } from '../number-style';
import { addresses, type AddressOf } from './language-data.server';
import type { SearchIndex } from './types';

/**
 * The pseudo-locale's search index (ADR 092): the English index with what it shows transformed
 * (labels, unit, page, link and ingredient names) and its answers at the pseudo-locale's addresses
 * (asked of the site's address modules, as every language's are: each English address word's vowels
 * doubled), and the evaluator's messages transformed. It reads the English words people type, as the
 * pseudo-locale has none of its own.
 */
export function pseudoIndex(index: Omit<SearchIndex, 'version'>, addressOf: AddressOf): Omit<SearchIndex, 'version'> {
  const label = (key: keyof typeof english) => pseudoMessage(english[key]);
  const unitWords = (one: string, other: string) => [pseudoName(one), pseudoName(other)] as const;
  const names = Object.fromEntries(
    Object.entries(index.quantities).map(([quantity, units]) => [
      quantity,
      units.map(([, , name, plural]) => `${pseudoName(name)}|${pseudoName(plural === 0 ? `${name}s` : plural)}`),
    ]),
  );
  const ingredientBase = `${addressOf.page('/cooking/ingredients')}/`;
  return {
    ...index,
    links: index.links.map((link) => ({ ...link, label: pseudoName(link.label), detail: pseudoName(link.detail) })),
    ingredients: index.ingredients?.map(([slug, name, aliases, gramsPerMl, fill, ...rest]) => [
      addressOf.page(`/cooking/ingredients/${slug}`).slice(ingredientBase.length),
      pseudoName(name),
      aliases,
      gramsPerMl,
      fill === '' ? label('search.fillNotStated') : pseudoName(fill.charAt(0).toUpperCase() + fill.slice(1)),
      ...rest,
    ]),
    language: {
      code: PSEUDO_LANGUAGE.code,
      style: numberStyleOf(PSEUDO_LANGUAGE.locale),
      connectors: ['to', 'in', 'into'],
      howMany: ['how many'],
      howManyJoin: ['in'],
      startFillers: [],
      endFillers: [],
      of: ['of'],
      numbers: {},
      words: {},
      labels: {
        pair: label('search.pair'),
        money: label('search.money'),
        converter: label('search.converter'),
        ingredient: label('search.ingredient'),
        ingredients: label('search.ingredients'),
        ingredientsDetail: label('search.ingredientsDetail'),
        mismatch: label('search.mismatch'),
        notOffered: label('search.notOffered'),
        holiday: label('search.holiday'),
        unit: unitLabelParts(pseudoMessage(converterMessages['converter.unitLabel'])),
      },
      cooking: {
        system: 'us',
        locale: 'en-US',
        units: { cup: unitWords('cup', 'cups'), tbsp: unitWords('tablespoon', 'tablespoons'), tsp: unitWords('teaspoon', 'teaspoons') },
        sentence: label('search.cooking'),
      },
      expression: Object.fromEntries(Object.entries(expression).map(([key, text]) => [key, pseudoMessage(text)])) as ExpressionWords,
      capitalNouns: false,
    },
    names,
    pageNames: Object.fromEntries(index.pages.map((page) => [page.slug, pseudoName(page.name)])),
    addresses: addresses(PSEUDO_LANGUAGE.code, index, names, addressOf),
  };
}
