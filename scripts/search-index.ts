import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { SearchIndex } from '../app/domain/search/types';
import { versionedSearchIndexPath } from '../app/lib/search-index-address';
import { CONTENT_MODULE, parsedContentModule } from './converter-content';
import { INGREDIENT_MODULE, parsedIngredientModule } from './ingredient-content';

const root = new URL('..', import.meta.url).pathname;
/** The module the builds replace (it builds the index itself where no build step runs). */
export const SEARCH_INDEX_MODULE = /app[\\/]domain[\\/]search[\\/]search-index\.server\.ts$/;

/**
 * The index as app/domain/search/build-index.server.ts builds it from the unit tables and the
 * content files (parsed as the builds parse them), bundled whole for Node, run once and thrown away.
 */
async function buildIndex(): Promise<SearchIndex> {
  const { outputFiles } = await build({
    entryPoints: [join(root, 'app/domain/search/build-index.server.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    alias: { '~': join(root, 'app') },
    plugins: [
      {
        name: 'converter-content',
        setup(b) {
          b.onLoad({ filter: CONTENT_MODULE }, async () => ({ contents: (await parsedContentModule()).code, loader: 'js' }));
          b.onLoad({ filter: INGREDIENT_MODULE }, async () => ({ contents: (await parsedIngredientModule()).code, loader: 'js' }));
        },
      },
    ],
    logLevel: 'warning',
  });
  const dir = await mkdtemp(join(tmpdir(), 'search-index-'));
  try {
    const file = join(dir, 'build-index.mjs');
    await writeFile(file, outputFiles[0]!.contents);
    const { buildSearchIndex } = (await import(pathToFileURL(file).href)) as { buildSearchIndex: () => SearchIndex };
    return buildSearchIndex();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * app/domain/search/search-index.server.ts as the builds compile it: the index's version and JSON
 * as constants, so the server starts without building it, and parses it only when a page first
 * searches on the server.
 */
export async function prebuiltSearchIndexModule(): Promise<string> {
  return moduleOf(await buildIndex());
}

function moduleOf(index: SearchIndex): string {
  return [
    `const version = ${JSON.stringify(index.version)};`,
    `const json = ${JSON.stringify(JSON.stringify(index))};`,
    'let index;',
    'export const servedSearchIndex = () => ({ version, json });',
    'export const searchIndex = () => (index ??= JSON.parse(json));',
    '',
  ].join('\n');
}

/**
 * Written beside the server build that holds the index: `{"path": "/api/search-index?v=…"}`, the
 * versioned address pages fetch the index from, which the service worker precaches
 * (scripts/build-sw.mjs) so that search suggestions work offline.
 */
export const SEARCH_INDEX_ADDRESS_FILE = 'search-index-address.json';

/** The Vite side: React Router's server build (the tests and vite-node build the index themselves). */
export function prebuiltSearchIndex(): Plugin {
  let index: Promise<SearchIndex> | undefined;
  return {
    name: 'prebuilt-search-index',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!SEARCH_INDEX_MODULE.test(id.split('?')[0]!)) return null;
      index ??= buildIndex();
      return index.then(moduleOf);
    },
    async generateBundle(_options, bundle) {
      const holdsIndex = Object.values(bundle).some(
        (file) => file.type === 'chunk' && Object.keys(file.modules).some((id) => SEARCH_INDEX_MODULE.test(id.split('?')[0]!)),
      );
      if (!holdsIndex || !index) return;
      const source = JSON.stringify({ path: versionedSearchIndexPath((await index).version) });
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_ADDRESS_FILE, source });
    },
  };
}
