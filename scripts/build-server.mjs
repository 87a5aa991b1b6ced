// Bundles the Node server (Hono app + API) to build/server-main.mjs behind a small build/server.mjs
// entry, and precompresses the hashed client assets, so the server sends .br/.gz files without work
// per request.
import { build } from 'esbuild';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, process.env.BUILD_DIR ?? 'build');

/**
 * Modules the builds replace by what they hold once built, as the Vite builds get them:
 * app/domain/converters/content.ts with the content files parsed (scripts/converter-content.ts),
 * app/domain/cooking/content.ts with the ingredient files parsed (scripts/ingredient-content.ts),
 * app/domain/search/search-index.server.ts with the index built (scripts/search-index.ts) and
 * app/lib/head-script.ts with the head script compiled (scripts/head-script.ts). Those scripts are
 * TypeScript: bundled for this script first.
 */
const scripts = ['converter-content', 'ingredient-content', 'search-index', 'import-globs', 'head-script'];
await build({
  entryPoints: scripts.map((name) => join(root, `scripts/${name}.ts`)),
  // One level below the project, as scripts/ is, so that each finds the project's root as `..`.
  outdir: buildDir,
  entryNames: '.[name]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const scriptFile = (name) => join(buildDir, `.${name}.mjs`);
const [
  { CONTENT_MODULE, parsedContentModule },
  { INGREDIENT_MODULE, parsedIngredientModule },
  { SEARCH_INDEX_MODULE, prebuiltSearchIndexModule },
  { importGlobs },
  { HEAD_SCRIPT_MODULE, headScriptModule },
] = await Promise.all(scripts.map((name) => import(pathToFileURL(scriptFile(name)).href)));
const [content, ingredients, searchIndex] = await Promise.all([parsedContentModule(), parsedIngredientModule(), prebuiltSearchIndexModule()]);
const headScript = headScriptModule();
await Promise.all(scripts.map((name) => rm(scriptFile(name))));

const builtModules = {
  name: 'built-modules',
  setup(b) {
    b.onLoad({ filter: CONTENT_MODULE }, () => ({ contents: content.code, loader: 'js' }));
    b.onLoad({ filter: INGREDIENT_MODULE }, () => ({ contents: ingredients.code, loader: 'js' }));
    b.onLoad({ filter: SEARCH_INDEX_MODULE }, () => ({ contents: searchIndex, loader: 'js' }));
    b.onLoad({ filter: HEAD_SCRIPT_MODULE }, () => ({ contents: headScript, loader: 'js' }));
  },
};

/**
 * Left to Node: React, React Router and zod, which the React Router build loaded beside this bundle
 * uses too (one copy, one instance), and native modules.
 */
const SHARED_OR_NATIVE = ['react', 'react-dom', 'react-dom/*', 'react-router', 'zod', 'better-sqlite3', 'pg-native', 'sharp'];

await build({
  plugins: [builtModules, importGlobs],
  entryPoints: [join(root, 'http/index.ts')],
  // Libraries the server needs only for some requests (accounts, mail, post sanitizing, the
  // PostgreSQL client) are imported dynamically and split into chunks loaded on first use.
  outdir: buildDir,
  entryNames: 'server-main',
  chunkNames: 'server-chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The server's libraries are bundled in: loading a few files is quicker at start-up than
  // resolving and reading the hundreds of files they ship as (docs/decisions/037-start-up.md).
  // Vite only for `npm run dev` (http/dev-site.ts): its chunk is never loaded from the build.
  external: [...SHARED_OR_NATIVE, 'vite'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  alias: { '~': join(root, 'app') },
  // Whether the build has the pseudo-locale, as the Vite builds write it in (scripts/pseudo-locale.ts).
  define: { __PSEUDO_LOCALE__: JSON.stringify(process.env.PSEUDO_LOCALE === '1') },
  logLevel: 'warning',
});

// React picks its production or development build from NODE_ENV when it is first imported,
// so the entry sets it before loading anything else.
await writeFile(join(buildDir, 'server.mjs'), "process.env.NODE_ENV ??= 'production';\nawait import('./server-main.mjs');\n");

const assets = join(buildDir, 'client/assets');
for (const name of await readdir(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(assets, name);
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
