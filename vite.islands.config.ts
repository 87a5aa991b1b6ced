import { writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputOptions } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import type { IslandAssets } from './app/islands/assets';
import { ISLANDS_MANIFEST, islandModuleFiles, MOUNT_FILE } from './http/islands';
import { pseudoLocaleDefine } from './scripts/pseudo-locale';

/**
 * The islands build (docs/decisions/016-islands.md): the scripts of pages sent without React
 * Router's runtime, which hydrate their interactive parts with React DOM. Its inputs are the page
 * script (app/islands/mount.tsx) and every island module (`*.island.tsx`), each a script of its
 * own with its exports kept, so a page loads the modules of its own islands and no other's. The
 * same components as the React Router build; island components import nothing from `react-router`.
 * It runs after `react-router build` and adds its files to the same client folder.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const app = join(root, 'app');
const buildDir = process.env.BUILD_DIR ?? 'build';
const islandFiles = islandModuleFiles(root);

/** Input name → file: `mount`, and each island module by its name (`converter-form`). */
function inputs(): Record<string, string> {
  const input: Record<string, string> = { mount: join(root, MOUNT_FILE) };
  for (const file of islandFiles) {
    const name = basename(file, '.island.tsx');
    if (input[name]) throw new Error(`Two island modules are named ${name}: rename one`);
    input[name] = join(root, file);
  }
  return input;
}

/**
 * The modules every page sent as islands loads: the page script's and the site header's (its menus
 * are islands on every page).
 */
const EVERY_PAGE = [MOUNT_FILE, 'app/components/header-menus.island.tsx'].map((file) => join(root, file));

/**
 * The reader's number style (ADR 087), which the converters' islands and the number style switch
 * share: a few hundred bytes in the chunk every page loads, rather than a chunk of its own, whose
 * import and export lines and separate compression cost more than it does.
 */
const NUMBER_CHOICE = join(root, 'app/lib/number-choice.ts');

/**
 * The favorite star's modules, which three islands share (converters, mortgage, countdown): one
 * chunk, not the two Rollup makes because the favorites list uses the second alone.
 */
const FAVORITE_STAR = ['app/components/favorite-button.tsx', 'app/lib/favorites.ts'].map((file) => join(root, file));

/**
 * One chunk (with React DOM) for what every page loads, rather than the dozen small ones Rollup
 * would split it into by which islands share each module: each file costs its own import and
 * export lines and compresses on its own, which came to 3 kB gzipped on a converter page. Likewise
 * one chunk for the favorite star. (A module in such a chunk brings along whatever it imports that
 * no other such chunk holds.)
 */
function everyPageChunk(): NonNullable<OutputOptions['manualChunks']> {
  let everyPage: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!everyPage) {
      everyPage = new Set<string>();
      const queue = [...EVERY_PAGE];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (everyPage.has(next)) continue;
        everyPage.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (everyPage.has(id) || id === NUMBER_CHOICE) return 'client';
    return FAVORITE_STAR.includes(id) ? 'favorite-star' : undefined;
  };
}

const LUCIDE_ICONS = join(root, 'node_modules/lucide-react/dist/esm/icons');
const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();

/**
 * `import { Menu, X } from 'lucide-react'` as one import per icon module. Through the package's
 * index, every module that uses an icon depends on every icon, so the chunk of what every page
 * loads (everyPageChunk) took in the icons of every island.
 */
function iconsOneByOne(): Plugin {
  return {
    name: 'unitwise-islands-icons',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/from\s*["']lucide-react["']/.test(code)) return null;
      const imports = (names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [icon = '', local = icon] = name.split(/\s+as\s+/);
            return `import ${local} from ${JSON.stringify(join(LUCIDE_ICONS, `${kebabCase(icon)}.mjs`))};`;
          })
          .join('');
      return { code: code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (_, names: string) => imports(names)), map: null };
    },
  };
}

/** The npm package a module comes from, or 'app' for our own code. */
function packageOf(id: string): string {
  const path = id.split('node_modules/').at(-1)!;
  if (path === id) return 'app';
  const parts = path.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/**
 * Writes `<buildDir>/islands.json` (the mount script's URL and each island module's, by source
 * file: read by the server at start-up, http/islands.ts), and `<buildDir>/islands-packages.json` (for each chunk, the bytes each
 * package renders into it, which `npm run bench` uses to say what a page ships, by package).
 */
function islandsManifest(): Plugin {
  return {
    name: 'unitwise-islands-manifest',
    generateBundle(_options, bundle) {
      const assets: IslandAssets = { mount: '', modules: {} };
      const packages: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // The chunk that holds the mount script, not its facade (a file that only imports that chunk).
        if (join(root, MOUNT_FILE) in chunk.modules) assets.mount = `/${chunk.fileName}`;
        if (chunk.isEntry && chunk.name !== 'mount' && chunk.facadeModuleId) {
          assets.modules[relative(root, chunk.facadeModuleId).split('\\').join('/')] = `/${chunk.fileName}`;
        }
        const bytes: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          bytes[packageOf(id)] = (bytes[packageOf(id)] ?? 0) + module.renderedLength;
        }
        packages[`/${chunk.fileName}`] = bytes;
      }
      writeFileSync(join(buildDir, ISLANDS_MANIFEST), `${JSON.stringify(assets, null, 2)}\n`);
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
    alias: [{ find: /^~\//, replacement: `${app}/` }],
  },
  plugins: [noRouter(), iconsOneByOne(), islandsManifest()],
  define: pseudoLocaleDefine(),
  publicDir: false,
  build: {
    outDir: join(buildDir, 'client'),
    emptyOutDir: false,
    copyPublicDir: false,
    // Terser: 1.1–1.3 kB gzipped less than esbuild's minifier on every page, for 30 s more build.
    minify: 'terser',
    // Three compress passes over ES modules (top-level names mangled): 253 bytes gzipped less on a
    // converter page (session 24; `pure_getters: true` saved 155 more, but assumes no getter has a
    // side effect, which React DOM's feature checks may rely on).
    terserOptions: { ecma: 2020, module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } },
    rollupOptions: {
      // Radix marks its modules "use client", which means nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      input: inputs(),
      // An island module's exports are what the page's wrapper names (app/islands/island.tsx).
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'assets/islands-[name]-[hash].js',
        chunkFileNames: 'assets/islands-[hash].js',
        manualChunks: everyPageChunk(),
      },
    },
  },
});
