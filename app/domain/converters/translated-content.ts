import { parseTranslatedPage, type TranslatedPage } from './translated-parse';

/** Pages by language, then by the English page's slug. */
export type TranslatedPages = Readonly<Record<string, Readonly<Record<string, TranslatedPage>>>>;

const files = import.meta.glob<string>('../../../content/converters/*/*.md', { query: '?raw', import: 'default', eager: true });

/** Parses `content/converters/<lang>/<english-slug>.md` sources (keyed by path) into pages by language. */
export function translatedPagesOf(sources: Readonly<Record<string, string>>): TranslatedPages {
  const byLang: Record<string, Record<string, TranslatedPage>> = {};
  for (const [path, source] of Object.entries(sources)) {
    const page = parseTranslatedPage(source, path.replace(/^(\.\.\/)+/, ''));
    (byLang[page.lang] ??= {})[page.englishSlug] = page;
  }
  return byLang;
}

/**
 * Every translated converter page, from content/converters/<lang>/<english-slug>.md: whichever
 * language folders exist, so a language is added by adding its folder. The builds replace this
 * module by the pages parsed while building (scripts/converter-content.ts), as they do
 * content.ts: the server starts without parsing YAML or Markdown.
 */
export const translatedPages: TranslatedPages = translatedPagesOf(files);
