import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { checkIngredientGroups, parseIngredientGroup } from '../app/domain/cooking/content-parse';

const root = new URL('..', import.meta.url).pathname;
const CONTENT_DIR = join(root, 'content/ingredients');
/** The module the builds replace (it reads and parses the files itself where no build step runs). */
export const INGREDIENT_MODULE = /app[\\/]domain[\\/]cooking[\\/]content\.ts$/;

/**
 * app/domain/cooking/content.ts as the builds compile it: every ingredient file parsed and checked
 * while building (a bad file fails the build, naming the file and the field).
 */
export async function parsedIngredientModule(): Promise<{ code: string; files: string[] }> {
  const files = (await readdir(CONTENT_DIR))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(CONTENT_DIR, name));
  const groups = await Promise.all(files.map(async (file) => parseIngredientGroup(await readFile(file, 'utf8'), relative(root, file))));
  groups.sort((a, b) => a.order - b.order);
  checkIngredientGroups(groups);
  return { code: `export const ingredientGroups = ${JSON.stringify(groups)};\n`, files };
}

/** The Vite side (the server build, the tests). */
export function ingredientContent(): Plugin {
  return {
    name: 'ingredient-content',
    enforce: 'pre',
    async transform(_code, id) {
      if (!INGREDIENT_MODULE.test(id.split('?')[0]!)) return null;
      const { code, files } = await parsedIngredientModule();
      for (const file of files) this.addWatchFile(file);
      return { code, map: null };
    },
  };
}
