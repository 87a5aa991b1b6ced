import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { SearchIndex } from '../app/domain/search/types';
import { versionedSearchIndexPath } from '../app/lib/search-index-address';
import { CONTENT_MODULE, parsedContentModule } from './converter-content';
import { importGlobs } from './import-globs';
import { INGREDIENT_MODULE, parsedIngredientModule } from './ingredient-content';
import { pseudoLocaleDefine } from './pseudo-locale';

const root = new URL('..', import.meta.url).pathname;
/** The module the builds replace (it builds the index itself where no build step runs). */
export const SEARCH_INDEX_MODULE = /app[\\/]domain[\\/]search[\\/]search-index\.server\.ts$/;

/**
 * The index as app/domain/search/build-index.server.ts builds it from the unit tables and the
 * content files (parsed as the builds parse them), bundled whole for Node, run once and thrown away.
 */
async function buildIndexes(): Promise<Record<string, SearchIndex>> {
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
      // The address modules the languages' indexes are built with read their words by glob (ADR 088).
      importGlobs,
    ],
    define: pseudoLocaleDefine(),
    logLevel: 'warning',
    // The yaml package (the languages' search words) is CommonJS and requires Node's modules.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const dir = await mkdtemp(join(tmpdir(), 'search-index-'));
  try {
    const file = join(dir, 'build-index.mjs');
    await writeFile(file, outputFiles[0]!.contents);
    const { buildSearchIndexes } = (await import(pathToFileURL(file).href)) as { buildSearchIndexes: () => Record<string, SearchIndex> };
    return buildSearchIndexes();
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
  return moduleOf(await buildIndexes());
}

/** One index per language: its version and JSON as constants, parsed on first use. */
function moduleOf(indexes: Record<string, SearchIndex>): string {
  const served = Object.fromEntries(Object.entries(indexes).map(([code, index]) => [code, { version: index.version, json: JSON.stringify(index) }]));
  return [
    `const served = ${JSON.stringify(served)};`,
    'const parsed = {};',
    'const of = (code) => { const entry = served[code]; if (!entry) throw new Error(`No search index for the language "${code}"`); return entry; };',
    "export const servedSearchIndex = (code = 'en') => of(code);",
    "export const searchIndex = (code = 'en') => (parsed[code] ??= JSON.parse(of(code).json));",
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
  let indexes: Promise<Record<string, SearchIndex>> | undefined;
  return {
    name: 'prebuilt-search-index',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!SEARCH_INDEX_MODULE.test(id.split('?')[0]!)) return null;
      indexes ??= buildIndexes();
      return indexes.then(moduleOf);
    },
    async generateBundle(_options, bundle) {
      const holdsIndex = Object.values(bundle).some(
        (file) => file.type === 'chunk' && Object.keys(file.modules).some((id) => SEARCH_INDEX_MODULE.test(id.split('?')[0]!)),
      );
      if (!holdsIndex || !indexes) return;
      // The English index's address, which the service worker precaches, and each language's.
      const all = await indexes;
      const paths = Object.fromEntries(Object.entries(all).map(([code, index]) => [code, versionedSearchIndexPath(index.version, code)]));
      const source = JSON.stringify({ path: paths.en, paths });
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_ADDRESS_FILE, source });
    },
  };
}
