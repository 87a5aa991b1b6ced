// Bundles the Node server (Hono app + API) to build/server.mjs and precompresses
// the hashed client assets, so the server can send .br/.gz files without work per request.
import { build } from 'esbuild';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, process.env.BUILD_DIR ?? 'build');

await build({
  entryPoints: [join(root, 'server/index.ts')],
  outfile: join(buildDir, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '~': join(root, 'app') },
  logLevel: 'warning',
});

const assets = join(buildDir, 'client/assets');
for (const name of await readdir(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(assets, name);
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
