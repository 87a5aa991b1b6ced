/**
 * What currency pages say of their rates in the page's language (the `currency` messages): the
 * date control's words and the problems of a day without rates, as the island gets them (templates
 * whose days writeDay fills, no Intl in the browser), and the sentences of a currency without a rate.
 */
import type { RatesDateWords } from '~/components/converter/rates-date.island';
import type { RatesUsed } from '~/domain/units/currency-rates';
import { writeDay } from '~/domain/day-text';
import type { RatesProblemWords } from '~/domain/units/rates-date';
import type { Unit } from '~/domain/units/types';
import { dayWordsOf } from './day-words.server';
import { islandTemplate } from './island-words.server';
import { ENGLISH, type Language } from './languages';
import { translatorOf } from './translator.server';
import { unitName } from './unit-names.server';

/** The problems of a day without rates in `language`: the pages' and the date control's; the API's in English. */
export function ratesProblemWordsOf(language: Language): RatesProblemWords {
  return {
    notADate: islandTemplate(language, 'currency.problem.notADate'),
    noneStored: islandTemplate(language, 'currency.problem.noneStored'),
    future: islandTemplate(language, 'currency.problem.future'),
    beforeStored: islandTemplate(language, 'currency.problem.beforeStored'),
    day: dayWordsOf(language),
  };
}

/** The date control's words. */
export function ratesDateWordsOf(language: Language): RatesDateWords {
  const t = translatorOf(language);
  return { label: t('currency.date.label'), submit: t('currency.date.submit'), problems: ratesProblemWordsOf(language) };
}

/** 'Mexican peso', 'peso mexicano', 'Mexikanischer Peso'; a list of them joined by the language's "and". */
function currencyNames(language: Language, units: readonly Unit[]): string {
  const names = units.map((unit) => (language === ENGLISH ? unit.name : (unitName(language.code, 'currency', unit.key, 1) ?? unit.name)));
  return new Intl.ListFormat(language.locale, { type: 'conjunction' }).format(names);
}

/** Why a pair's currencies (`missing`) are not converted at the rates `used`, in a sentence. */
export function missingRatesText(language: Language, used: RatesUsed, missing: readonly Unit[]): string {
  const t = translatorOf(language);
  const values = { count: missing.length, currencies: currencyNames(language, missing) };
  return used.builtIn
    ? t('currency.missing.builtIn', values)
    : t('currency.missing.reference', { ...values, date: writeDay(used.date, dayWordsOf(language)) });
}

/** The pair page's sentence when a currency of it has no rate that day; `<link>` tags the converter's name. */
export function unavailableText(language: Language, pair: string, missing: readonly Unit[], converter: string): string {
  return translatorOf(language)('currency.unavailable', {
    pair,
    count: missing.length,
    currencies: currencyNames(language, missing),
    converter,
  });
}
