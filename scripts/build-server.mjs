// Bundles the Node server (Hono app + API) to build/server-main.mjs behind a small build/server.mjs
// entry, and precompresses the hashed client assets, so the server sends .br/.gz files without work
// per request.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, process.env.BUILD_DIR ?? 'build');

/**
 * Vite's `import.meta.glob('<dir>/*.<ext>', { query: '?raw', import: 'default', eager: true })`, as
 * app/domain/converters/content.ts uses it to read the content files, for esbuild: the call becomes
 * an object of the files' texts, keyed by their paths as Vite writes them.
 */
const rawGlob = {
  name: 'raw-import-meta-glob',
  setup(b) {
    b.onLoad({ filter: /app[\\/]domain[\\/]converters[\\/]content\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const contents = source.replace(/import\.meta\.glob(?:<[^>]*>)?\(\s*'([^'*]+)\*(\.\w+)'[^)]*\)/g, (_call, dir, ext) => {
        const folder = join(dirname(path), dir);
        const files = readdirSync(folder).filter((name) => name.endsWith(ext)).sort();
        const entries = files.map((name) => `${JSON.stringify(dir + name)}: ${JSON.stringify(readFileSync(join(folder, name), 'utf8'))}`);
        return `({${entries.join(',')}})`;
      });
      if (contents === source) throw new Error(`${relative(root, path)}: no import.meta.glob call to replace`);
      return { contents, loader: 'ts' };
    });
  },
};

await build({
  plugins: [rawGlob],
  entryPoints: [join(root, 'server/index.ts')],
  outfile: join(buildDir, 'server-main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
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
