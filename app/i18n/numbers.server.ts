import { formatFixed } from '~/domain/number-format';
import { numberStyleOf } from '~/domain/number-style';
import type { NumberChoice } from '~/lib/number-choice';
import type { Language } from './languages';
import { translatorOf } from './translator.server';

/** The number the switch shows each style by: a group and a decimal sign (es-ES groups only from five digits). */
const SAMPLE = 12345.6;

const choices = new Map<string, NumberChoice | undefined>();

/**
 * The number styles of a language that offers another (es: es-ES and es-MX) and the words of its
 * switch, read from CLDR through Intl once per language (ADR 087); undefined for a language with one
 * style, whose pages carry no switch and one form of each number.
 */
export function numberChoiceOf(language: Language): NumberChoice | undefined {
  if (choices.has(language.code)) return choices.get(language.code);
  let choice: NumberChoice | undefined;
  if (language.otherLocale) {
    const t = translatorOf(language);
    const page = numberStyleOf(language.locale);
    const other = numberStyleOf(language.otherLocale);
    const pageSample = formatFixed(SAMPLE, 1, { grouping: true, style: page });
    const otherSample = formatFixed(SAMPLE, 1, { grouping: true, style: other });
    choice = {
      styles: { page, otherLocale: language.otherLocale, other },
      words: {
        toOther: t('numbers.switch', { sample: otherSample }),
        toPage: t('numbers.switch', { sample: pageSample }),
        otherSample,
        pageSample,
        // A template for the islands, its slots kept as written.
        readAs: t('numbers.readAs', { typed: '{typed}', value: '{value}' }),
      },
    };
  }
  choices.set(language.code, choice);
  return choice;
}
