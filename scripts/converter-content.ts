import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { checkContentLinks, parseConverterPage } from '../app/domain/converters/content-parse';

const root = new URL('..', import.meta.url).pathname;
const CONTENT_DIR = join(root, 'content/converters');
/** The module the builds replace (it reads and parses the files itself where no build step runs). */
export const CONTENT_MODULE = /app[\\/]domain[\\/]converters[\\/]content\.ts$/;

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

/** The Vite side (the server build, the tests, vite-node scripts). */
export function converterContent(): Plugin {
  return {
    name: 'converter-content',
    enforce: 'pre',
    async transform(_code, id) {
      if (!CONTENT_MODULE.test(id.split('?')[0]!)) return null;
      const { code, files } = await parsedContentModule();
      for (const file of files) this.addWatchFile(file);
      return { code, map: null };
    },
  };
}
