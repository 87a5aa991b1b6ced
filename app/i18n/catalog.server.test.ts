import { describe, expect, it } from 'vitest';
import { catalog, catalogPath } from '~/domain/converters/catalog';
import { getConverterPage } from '~/domain/converters/registry';
import { catalogIn, catalogJsonOf } from './catalog.server';
import { converterPath } from './converter-addresses.server';
import { pageIn } from './converter-pages.server';
import { ENGLISH, LANGUAGES } from './languages';

describe('the catalog in each language', () => {
  it('is the English catalog, unchanged, for English', () => {
    expect(JSON.parse(catalogJsonOf(ENGLISH))).toEqual(catalog);
  });

  it.each(LANGUAGES.filter((language) => language !== ENGLISH).map((language) => [language.code, language] as const))(
    '%s: every link names the translated page and goes to its address in the language; every group is named in the language',
    (_code, language) => {
      const own = catalogIn(language);
      const links = [...own.nav, ...own.popular, ...own.groups.flatMap((group) => [...group.pages, ...group.pairs])];
      for (const link of links) {
        const page = getConverterPage(link.slug)!;
        expect(catalogPath(link)).toBe(converterPath(language, page));
        expect(link.name).toBe(pageIn(language, page).name);
      }
      own.groups.forEach((group, i) => expect(group.label, group.id).not.toBe(catalog.groups[i]!.label));
    },
  );
});
