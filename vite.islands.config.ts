import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { ISLANDS_MANIFEST, islandEntryFiles } from './server/islands';

/**
 * The islands build (docs/decisions/016-islands.md): client entries for pages sent without React
 * Router's runtime, which hydrate their interactive parts with React DOM. The same components as
 * the React Router build; island components import nothing from `react-router`.
 * It runs after `react-router build` and adds its files to the same client folder.
 */
const app = fileURLToPath(new URL('./app', import.meta.url));
const buildDir = process.env.BUILD_DIR ?? 'build';
const entries = islandEntryFiles(app);

/** The npm package a module comes from, or 'app' for our own code. */
function packageOf(id: string): string {
  const path = id.split('node_modules/').at(-1)!;
  if (path === id) return 'app';
  const parts = path.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/**
 * Writes `<buildDir>/islands.json` (entry name → URL, read by the server at start-up:
 * server/islands.ts), and `<buildDir>/islands-packages.json` (for each chunk, the bytes each
 * package renders into it, which `npm run bench` uses to say what a page ships, by package).
 */
function islandsManifest(): Plugin {
  return {
    name: 'unitwise-islands-manifest',
    generateBundle(_options, bundle) {
      const urls: Record<string, string> = {};
      const packages: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) urls[chunk.name] = `/${chunk.fileName}`;
        const bytes: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          bytes[packageOf(id)] = (bytes[packageOf(id)] ?? 0) + module.renderedLength;
        }
        packages[`/${chunk.fileName}`] = bytes;
      }
      writeFileSync(join(buildDir, ISLANDS_MANIFEST), `${JSON.stringify(urls, null, 2)}\n`);
      writeFileSync(join(buildDir, 'islands-packages.json'), `${JSON.stringify(packages)}\n`);
    },
  };
}

/** Island components run without a router: importing `react-router` would bring all of it along. */
function noRouter(): Plugin {
  return {
    name: 'unitwise-islands-no-router',
    resolveId(id, importer) {
      if (id === 'react-router' || id.startsWith('react-router/')) {
        this.error(`${importer ?? 'an island'} imports ${id}; island components use ~/lib/search-params and plain links`);
      }
      return null;
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${app}/` },
    ],
  },
  plugins: [noRouter(), islandsManifest()],
  publicDir: false,
  build: {
    outDir: join(buildDir, 'client'),
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: {
      // Radix marks its modules "use client", which means nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      input: entries,
      output: { entryFileNames: 'assets/islands-[name]-[hash].js', chunkFileNames: 'assets/islands-[name]-[hash].js' },
    },
  },
});
