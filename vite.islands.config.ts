import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { ISLANDS_MANIFEST } from './server/islands';

/**
 * The islands build (docs/decisions/016-islands.md): client entries for pages sent without React
 * Router's runtime. The same components as the React Router build, with `react` and `react-dom`
 * resolved to Preact's compatibility layer and `react-router` to the few APIs islands use.
 * It runs after `react-router build` and adds its files to the same client folder.
 */
const app = fileURLToPath(new URL('./app', import.meta.url));
const buildDir = process.env.BUILD_DIR ?? 'build';
// One client entry per `app/islands/<name>.entry.tsx`; routes name it in their handle.
const ENTRY_SUFFIX = '.entry.tsx';
const entries = Object.fromEntries(
  readdirSync(join(app, 'islands'))
    .filter((file) => file.endsWith(ENTRY_SUFFIX))
    .map((file) => [file.slice(0, -ENTRY_SUFFIX.length), join(app, 'islands', file)]),
);

/** Writes `<buildDir>/islands.json`: entry name → URL, read by the server at start-up (server/islands.ts). */
function islandsManifest(): Plugin {
  return {
    name: 'unitwise-islands-manifest',
    generateBundle(_options, bundle) {
      const urls: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) urls[chunk.name] = `/${chunk.fileName}`;
      }
      writeFileSync(join(buildDir, ISLANDS_MANIFEST), `${JSON.stringify(urls, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(app, 'islands/router.tsx') },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^~\//, replacement: `${app}/` },
    ],
  },
  plugins: [islandsManifest()],
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
