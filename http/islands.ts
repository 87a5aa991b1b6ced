import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ISLAND_MODULE_SUFFIX, islandsImportScript, type IslandAssets } from '../app/islands/assets';
import { THEME_SCRIPT } from '../app/lib/head-script';

/** Where the islands build (vite.islands.config.ts) writes the URLs of its scripts. */
export const ISLANDS_MANIFEST = 'islands.json';

/** The script every island page runs; the islands build's first input. */
export const MOUNT_FILE = 'app/islands/mount.tsx';

/**
 * The island modules (every `*.island.tsx` under app/), as paths from the project's root: the
 * islands build makes each a script of its own.
 */
export function islandModuleFiles(root: string): string[] {
  return readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ISLAND_MODULE_SUFFIX))
    .map((file) =>
      relative(root, join(root, 'app', file))
        .split('\\')
        .join('/'),
    )
    .sort();
}

/** The dev server's scripts (docs/decisions/042-dev-server.md): each module's source, as Vite serves it. */
export function sourceIslandAssets(root: string): IslandAssets {
  const modules = islandModuleFiles(root);
  return { mount: `/${MOUNT_FILE}`, modules: Object.fromEntries(modules.map((file) => [file, `/${file}`])) };
}

/** A build without the islands' scripts: the server cannot send its public pages. */
export class MissingIslandsError extends Error {}

const isAsset = (url: unknown) => typeof url === 'string' && url.startsWith('/assets/');

/**
 * The islands build's scripts. Every public page is sent as islands (docs/decisions/016-islands.md),
 * so a build without them (a partial build, say) cannot be served.
 */
export function loadIslandAssets(buildDir: string): IslandAssets {
  const file = join(buildDir, ISLANDS_MANIFEST);
  if (!existsSync(file)) {
    throw new MissingIslandsError(
      `${file} is missing: the build has no islands, so its pages cannot be sent. Run \`npm run build\` (or \`npm start\`), which builds them.`,
    );
  }
  const assets = JSON.parse(readFileSync(file, 'utf8')) as Partial<IslandAssets> | null;
  if (!isAsset(assets?.mount) || typeof assets?.modules !== 'object' || assets.modules === null) {
    throw new Error(`${file} names no mount script and island modules: build again`);
  }
  for (const [name, url] of Object.entries(assets.modules)) {
    if (!isAsset(url)) throw new Error(`${file}: bad URL for ${name}`);
  }
  return assets as IslandAssets;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The SHA-256 of each inline script a page sent as islands runs: the theme script and the import of
 * the islands' script. Both are known at start, the same on every such page, so the
 * Content-Security-Policy names them by hash and no page carries a nonce
 * (docs/decisions/047-inline-scripts-hashed-once.md).
 */
export const islandPageScriptHashes = (assets: IslandAssets): string[] => [THEME_SCRIPT, islandsImportScript(assets.mount)].map(sha256);
