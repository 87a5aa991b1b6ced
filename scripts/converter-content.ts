import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { checkContentLinks, parseConverterPage } from '../app/domain/converters/content-parse';
import { parseTranslatedPage } from '../app/domain/converters/translated-parse';

const root = new URL('..', import.meta.url).pathname;
const CONTENT_DIR = join(root, 'content/converters');
/** The module the builds replace (it reads and parses the files itself where no build step runs). */
export const CONTENT_MODULE = /app[\\/]domain[\\/]converters[\\/]content\.ts$/;
/** The translated pages' module (ADR 085), replaced the same way. */
export const TRANSLATED_MODULE = /app[\\/]domain[\\/]converters[\\/]translated-content\.ts$/;

/**
 * app/domain/converters/content.ts as the builds compile it: every content file's page, parsed and
 * checked while building (a bad file fails the build, naming the file and the field), so starting
 * the server parses no YAML or Markdown.
 */
export async function parsedContentModule(): Promise<{ code: string; files: string[] }> {
  const files = (await readdir(CONTENT_DIR))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(CONTENT_DIR, name));
  const pages = await Promise.all(files.map(async (file) => parseConverterPage(await readFile(file, 'utf8'), relative(root, file))));
  checkContentLinks(pages);
  return { code: `export const contentPages = ${JSON.stringify(pages)};\n`, files };
}

/**
 * app/domain/converters/translated-content.ts as the builds compile it: every language folder's
 * pages (content/converters/<lang>/<english-slug>.md), parsed while building, by language and
 * English slug.
 */
export async function parsedTranslatedModule(): Promise<{ code: string; files: string[] }> {
  const folders = (await readdir(CONTENT_DIR, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const files = (
    await Promise.all(
      folders.map(async (folder) =>
        (await readdir(join(CONTENT_DIR, folder))).filter((name) => name.endsWith('.md')).map((name) => join(CONTENT_DIR, folder, name)),
      ),
    )
  )
    .flat()
    .sort();
  const byLang: Record<string, Record<string, unknown>> = {};
  for (const file of files) {
    const page = parseTranslatedPage(await readFile(file, 'utf8'), relative(root, file));
    (byLang[page.lang] ??= {})[page.englishSlug] = page;
  }
  return { code: `export const translatedPages = ${JSON.stringify(byLang)};\n`, files };
}

/** The Vite side (the server build, the tests, vite-node scripts). */
export function converterContent(): Plugin {
  return {
    name: 'converter-content',
    enforce: 'pre',
    async transform(_code, id) {
      const path = id.split('?')[0]!;
      const parsed = CONTENT_MODULE.test(path) ? parsedContentModule : TRANSLATED_MODULE.test(path) ? parsedTranslatedModule : null;
      if (!parsed) return null;
      const { code, files } = await parsed();
      for (const file of files) this.addWatchFile(file);
      return { code, map: null };
    },
  };
}
