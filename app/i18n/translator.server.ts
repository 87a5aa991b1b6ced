import { IntlMessageFormat } from 'intl-messageformat';
import { ENGLISH, LANGUAGES, languageOfPath, type Language } from './languages';
import { PSEUDO_ENABLED, PSEUDO_LANGUAGE } from './pseudo';
import { pseudoCatalog } from './pseudo-messages.server';
import type { MessageKey, MessageValues, Translator } from './t';

const files = import.meta.glob<Record<string, string>>('../../content/i18n/*/messages/*.json', { import: 'default', eager: true });

/** Each language's messages by language code, from its files content/i18n/<code>/messages/<area>.json. */
const CATALOGS = new Map<string, Readonly<Record<string, string>>>();
for (const [path, messages] of Object.entries(files)) {
  const code = path.split('/').at(-3)!;
  CATALOGS.set(code, { ...CATALOGS.get(code), ...messages });
}
// The pseudo-locale's, made from the English ones (ADR 092).
if (PSEUDO_ENABLED) CATALOGS.set(PSEUDO_LANGUAGE.code, pseudoCatalog(CATALOGS.get(ENGLISH.code)!));

/** The messages of a language: its file's, the English file's where a key is missing (a test refuses that). */
export function catalogOf(language: Language): Readonly<Record<string, string>> {
  const catalog = CATALOGS.get(language.code);
  if (!catalog) throw new Error(`content/i18n/${language.code}/messages/ is missing`);
  return catalog;
}

function createTranslator(language: Language): Translator {
  const own = catalogOf(language);
  const english = catalogOf(ENGLISH);
  // Each message is parsed once, the first time a page uses it.
  const formats = new Map<string, IntlMessageFormat>();
  const t = (key: MessageKey, values?: MessageValues): string => {
    let format = formats.get(key);
    if (!format) {
      const source = own[key] ?? english[key];
      if (source === undefined) throw new Error(`No message "${key}"`);
      format = new IntlMessageFormat(source, language.locale, undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    const text = format.format(values);
    if (typeof text !== 'string') throw new Error(`Message "${key}" did not format to text`);
    return text;
  };
  return Object.assign(t, { language: language.code });
}

const TRANSLATORS = new Map(LANGUAGES.map((language) => [language.code, createTranslator(language)]));

/** The translator of a language. */
export function translatorOf(language: Language): Translator {
  return TRANSLATORS.get(language.code)!;
}

/** The translator of the language a request's address is in. */
export function translatorFor(request: Request): Translator {
  return translatorOf(languageOfPath(new URL(request.url).pathname));
}
