import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppLoadContext } from 'react-router';

export type IslandEntries = AppLoadContext['islands'];

/** Where the islands build (vite.islands.config.ts) writes the URLs of its client entries. */
export const ISLANDS_MANIFEST = 'islands.json';

/** One client entry per `app/islands/<name>.entry.tsx`; routes name it in their handle. */
const ENTRY_SUFFIX = '.entry.tsx';

/** The islands' client entries, name → source file: the islands build's inputs, the dev server's URLs. */
export function islandEntryFiles(appDir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(join(appDir, 'islands'))
      .filter((file) => file.endsWith(ENTRY_SUFFIX))
      .map((file) => [file.slice(0, -ENTRY_SUFFIX.length), join(appDir, 'islands', file)]),
  );
}

/** The dev server's entries (docs/decisions/042-dev-server.md): each entry's source, as Vite serves it. */
export function sourceIslandEntries(root: string, appDir: string): IslandEntries {
  const files = Object.entries(islandEntryFiles(appDir));
  return Object.fromEntries(files.map(([name, file]) => [name, `/${relative(root, file).split('\\').join('/')}`]));
}

/** A build without the islands' client entries: the server cannot send its public pages. */
export class MissingIslandsError extends Error {}

/**
 * The islands build's client entries, by name. Every public page is sent as islands
 * (docs/decisions/016-islands.md), so a build without them (a partial build, say) cannot be served.
 */
export function loadIslandEntries(buildDir: string): IslandEntries {
  const file = join(buildDir, ISLANDS_MANIFEST);
  if (!existsSync(file)) {
    throw new MissingIslandsError(
      `${file} is missing: the build has no islands, so its pages cannot be sent. Run \`npm run build\` (or \`npm start\`), which builds them.`,
    );
  }
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof entries !== 'object' || entries === null) throw new Error(`${file} is not an object`);
  for (const [name, url] of Object.entries(entries)) {
    if (typeof url !== 'string' || !url.startsWith('/assets/')) throw new Error(`${file}: bad URL for ${name}`);
  }
  return entries;
}
