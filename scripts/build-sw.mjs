// Builds the service worker (app/service-worker/sw.ts, docs/decisions/018-offline.md) to
// <BUILD_DIR>/client/sw.js: esbuild bundles it with Workbox, then Workbox injects the list of files
// to precache: the islands build's hashed assets (every public page's scripts, not their .gz/.br
// copies; React Router's build serves only the admin's pages, which are never kept), the favicon
// and the offline page. Runs after the islands build, whose files it lists.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, process.env.BUILD_DIR ?? 'build');
const clientDir = join(buildDir, 'client');
const bundle = join(buildDir, 'sw.bundle.js');

await build({
  entryPoints: [join(root, 'app/service-worker/sw.ts')],
  outfile: bundle,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  // Workbox logs every step unless it is told this is a production build.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// The offline page is rendered by the server, so no file's hash tells when it changes: its
// revision is that of the server build (its markup) and the islands manifest (its script).
const hash = createHash('sha256');
const serverDir = join(buildDir, 'server');
for (const name of (await readdir(serverDir, { recursive: true })).sort()) {
  const file = join(serverDir, name);
  if ((await stat(file)).isFile()) hash.update(name).update(await readFile(file));
}
hash.update(await readFile(join(buildDir, 'islands.json')));
const offlineRevision = hash.digest('hex').slice(0, 16);

const { count, size, warnings } = await injectManifest({
  swSrc: bundle,
  swDest: join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  globPatterns: ['assets/islands-*.{js,css}', 'favicon.svg'],
  // Hashed names change with their content: no revision query needed to fetch them fresh.
  dontCacheBustURLsMatching: /^assets\//,
  additionalManifestEntries: [{ url: '/offline', revision: offlineRevision }],
  // Larger than any one asset of ours; a file over it would be left out with a warning.
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
await rm(bundle);
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
if (warnings.length) process.exitCode = 1;
console.log(`build-sw: sw.js precaches ${count} files (${Math.round(size / 1024)} kB)`);
