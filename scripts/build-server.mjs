// Bundles the Node server (Hono app + API) to build/server-main.mjs behind a small build/server.mjs
// entry, and precompresses the hashed client assets, so the server sends .br/.gz files without work
// per request.
import { build } from 'esbuild';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, process.env.BUILD_DIR ?? 'build');

/**
 * Modules the builds replace by what they hold once built, as the Vite builds get them:
 * app/domain/converters/content.ts with the content files parsed (scripts/converter-content.ts),
 * app/domain/cooking/content.ts with the ingredient files parsed (scripts/ingredient-content.ts) and
 * app/domain/search/search-index.server.ts with the index built (scripts/search-index.ts). Those
 * scripts are TypeScript: bundled for this script first.
 */
const scripts = ['converter-content', 'ingredient-content', 'search-index'];
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
const [{ CONTENT_MODULE, parsedContentModule }, { INGREDIENT_MODULE, parsedIngredientModule }, { SEARCH_INDEX_MODULE, prebuiltSearchIndexModule }] =
  await Promise.all(scripts.map((name) => import(pathToFileURL(scriptFile(name)).href)));
const [content, ingredients, searchIndex] = await Promise.all([parsedContentModule(), parsedIngredientModule(), prebuiltSearchIndexModule()]);
await Promise.all(scripts.map((name) => rm(scriptFile(name))));

const builtModules = {
  name: 'built-modules',
  setup(b) {
    b.onLoad({ filter: CONTENT_MODULE }, () => ({ contents: content.code, loader: 'js' }));
    b.onLoad({ filter: INGREDIENT_MODULE }, () => ({ contents: ingredients.code, loader: 'js' }));
    b.onLoad({ filter: SEARCH_INDEX_MODULE }, () => ({ contents: searchIndex, loader: 'js' }));
  },
};

/**
 * Vite's eager `import.meta.glob` of JSON files (`{ import: 'default', eager: true }`), which the
 * message catalogs and the languages' page words are read with (app/i18n/), as the static imports
 * Vite makes of it, keyed as Vite keys them (the path as the pattern writes it): the API's handlers
 * that write to a reader in their language (the newsletter's mails) are bundled here, not by Vite.
 * Other globs are left as they are (the modules that have them are replaced above or never loaded).
 */
const GLOB =
  /import\.meta\.glob(?:<(?:[^<>]|<[^<>]*>)*>)?\(\s*'([^']+\.json)'\s*,\s*\{\s*(?:import:\s*'default',\s*eager:\s*true|eager:\s*true,\s*import:\s*'default')\s*\}\s*\)/g;
const jsonGlobs = {
  name: 'json-globs',
  setup(b) {
    b.onLoad({ filter: /[\\/]app[\\/].*\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!GLOB.test(source)) return undefined;
      GLOB.lastIndex = 0;
      const imports = [];
      const contents = source.replace(GLOB, (_call, pattern) => {
        const entries = globFiles(dirname(path), pattern)
          .sort()
          .map((file) => {
            const name = `__glob_${imports.length}`;
            imports.push(`import ${name} from ${JSON.stringify(resolve(dirname(path), file))};`);
            return `${JSON.stringify(file)}: ${name}`;
          });
        return `({ ${entries.join(', ')} })`;
      });
      return { contents: `${imports.join('\n')}\n${contents}`, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** The files a pattern whose segments are names or `*` finds from `dir`, written as the pattern writes them. */
function globFiles(dir, pattern) {
  let found = [''];
  for (const segment of pattern.split('/')) {
    const match = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    found = found.flatMap((prefix) => {
      if (!segment.includes('*')) return [`${prefix}${segment}`];
      if (!existsSync(join(dir, prefix))) return [];
      return readdirSync(join(dir, prefix))
        .filter((name) => match.test(name))
        .map((name) => `${prefix}${name}`);
    });
    if (segment !== pattern.split('/').at(-1)) found = found.map((path) => `${path}/`);
  }
  return found.filter((file) => existsSync(join(dir, file)) && statSync(join(dir, file)).isFile());
}

/**
 * Left to Node: React, React Router and zod, which the React Router build loaded beside this bundle
 * uses too (one copy, one instance), and native modules.
 */
const SHARED_OR_NATIVE = ['react', 'react-dom', 'react-dom/*', 'react-router', 'zod', 'better-sqlite3', 'pg-native', 'sharp'];

await build({
  plugins: [builtModules, jsonGlobs],
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
