/**
 * Messages as islands get them (ADR 083): formatted on the server, with the slots for values known
 * only in the browser kept as `{name}` (filled by app/i18n/fill.ts), and a plural message as its
 * forms and the categories of small counts. An island never receives the catalog or a parser.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { PluralWords } from './fill';
import type { Language } from './languages';
import type { MessageKey } from './t';
import { catalogOf } from './translator.server';

/** How many small counts an island is told the plural category of; larger ones are `other` (as in en, es, de, fr, pt, ja). */
const SMALL_COUNTS = 21;

function astOf(language: Language, key: MessageKey): MessageFormatElement[] {
  const source = catalogOf(language)[key];
  if (source === undefined) throw new Error(`No message "${key}" in ${language.code}`);
  return new IntlMessageFormat(source, language.locale, undefined, { ignoreTag: true }).getAst();
}

/** Elements without a plural as a template: literals as they are, each argument as `{name}`, `#` as `{n}`. */
function templateOfElements(elements: readonly MessageFormatElement[], key: string): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return element.value;
        case TYPE.argument:
        case TYPE.number:
          return `{${element.value}}`;
        case TYPE.pound:
          return '{n}';
        default:
          throw new Error(`Message "${key}" has a part an island cannot fill (a plural goes through pluralWords)`);
      }
    })
    .join('');
}

/** A message as a template for an island: `Read as {value}`. */
export function islandTemplate(language: Language, key: MessageKey): string {
  return templateOfElements(astOf(language, key), key);
}

/**
 * A message with one plural (`{count, plural, one {# día} other {# días}}`, text around it allowed)
 * as an island's PluralWords: each category's template with the count as `{n}`.
 */
export function pluralWords(language: Language, key: MessageKey): PluralWords {
  const elements = astOf(language, key);
  const at = elements.findIndex((element) => element.type === TYPE.plural);
  const plural = elements[at];
  if (plural?.type !== TYPE.plural) throw new Error(`Message "${key}" has no plural`);
  const before = templateOfElements(elements.slice(0, at), key);
  const after = templateOfElements(elements.slice(at + 1), key);
  const forms: Record<string, string> = {};
  for (const [category, option] of Object.entries(plural.options)) {
    if (category.startsWith('=')) throw new Error(`Message "${key}": an island's plural takes categories only, not ${category}`);
    forms[category] = before + templateOfElements(option.value, key).replaceAll(`{${plural.value}}`, '{n}') + after;
  }
  const rules = new Intl.PluralRules(language.locale);
  const small = Array.from({ length: SMALL_COUNTS }, (_, n) => rules.select(n));
  // The trailing `other`s go without saying (PluralWords.small).
  while (small.at(-1) === 'other') small.pop();
  return { forms, small };
}
