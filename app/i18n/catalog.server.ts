import { catalog, catalogJson, type Catalog, type CatalogLink } from '~/domain/converters/catalog';
import { getConverterPage } from '~/domain/converters/registry';
import type { ConverterGroup } from '~/domain/converters/types';
import { converterPath } from './converter-addresses.server';
import { pageIn } from './converter-pages.server';
import { ENGLISH, LANGUAGES, type Language } from './languages';
import type { MessageKey } from './t';
import { translatorOf } from './translator.server';

/** The message of each group's name. */
const GROUP_KEYS: Readonly<Record<ConverterGroup, MessageKey>> = {
  common: 'converter.group.common',
  engineering: 'converter.group.engineering',
  heat: 'converter.group.heat',
  fluids: 'converter.group.fluids',
  light: 'converter.group.light',
  electricity: 'converter.group.electricity',
  magnetism: 'converter.group.magnetism',
  radiology: 'converter.group.radiology',
  other: 'converter.group.other',
};

/** The catalog in a language: names and headings of its translated pages, their addresses, its groups' names. */
export function catalogIn(language: Language): Catalog {
  const t = translatorOf(language);
  const link = ({ slug }: CatalogLink): CatalogLink => {
    const page = getConverterPage(slug)!;
    const { name, heading } = pageIn(language, page);
    return { slug, name, heading, path: converterPath(language, page) };
  };
  return {
    nav: catalog.nav.map(link),
    popular: catalog.popular.map(link),
    groups: catalog.groups.map((group) => ({ ...group, label: t(GROUP_KEYS[group.id]), pages: group.pages.map(link), pairs: group.pairs.map(link) })),
  };
}

/** The catalog's JSON text per language, made once (English's is the catalog's own, unchanged). */
const JSON_BY_LANGUAGE = new Map(
  LANGUAGES.map((language) => [language.code, language === ENGLISH ? catalogJson : JSON.stringify(catalogIn(language))]),
);

/** The catalog as the root route sends it to a page in `language`. */
export const catalogJsonOf = (language: Language): string => JSON_BY_LANGUAGE.get(language.code)!;
