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
 * app/domain/converters/content.ts with the content files parsed while building, as the Vite builds
 * get it (scripts/converter-content.ts, TypeScript, bundled for this script first).
 */
const parserFile = join(buildDir, '.converter-content.mjs');
await build({
  entryPoints: [join(root, 'scripts/converter-content.ts')],
  outfile: parserFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const { CONTENT_MODULE, parsedContentModule } = await import(pathToFileURL(parserFile).href);
await rm(parserFile);

const parsedContent = {
  name: 'converter-content',
  setup(b) {
    b.onLoad({ filter: CONTENT_MODULE }, async () => ({ contents: (await parsedContentModule()).code, loader: 'js' }));
  },
};

/**
 * Left to Node: React, React Router and zod, which the React Router build loaded beside this bundle
 * uses too (one copy, one instance), and native modules.
 */
const SHARED_OR_NATIVE = ['react', 'react-dom', 'react-dom/*', 'react-router', 'zod', 'better-sqlite3', 'pg-native'];

await build({
  plugins: [parsedContent],
  entryPoints: [join(root, 'server/index.ts')],
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
  external: SHARED_OR_NATIVE,
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  alias: { '~': join(root, 'app') },
  logLevel: 'warning',
});

// React picks its production or development build from NODE_ENV when it is first imported,
// so the entry sets it before loading anything else.
await writeFile(
  join(buildDir, 'server.mjs'),
  "process.env.NODE_ENV ??= 'production';\nawait import('./server-main.mjs');\n",
);

const assets = join(buildDir, 'client/assets');
for (const name of await readdir(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(assets, name);
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
