import { checkContentLinks, parseConverterPage } from './content-parse';
import type { ConverterPage } from './types';

const files = import.meta.glob<string>('../../../content/converters/*.md', { query: '?raw', import: 'default', eager: true });

/**
 * Every converter page's content, from content/converters/<slug>.md. The site's builds replace this
 * module by the pages parsed while building (scripts/converter-content.ts), so the server starts
 * without parsing YAML or Markdown; where no build step runs (React Router reading routes.ts),
 * the files are parsed here.
 */
export const contentPages: readonly (ConverterPage & { order: number })[] = Object.entries(files).map(([path, source]) =>
  parseConverterPage(source, path.replace(/^(\.\.\/)+/, '')),
);
checkContentLinks(contentPages);
