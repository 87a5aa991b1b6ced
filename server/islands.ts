import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppLoadContext } from 'react-router';

export type IslandEntries = NonNullable<AppLoadContext['islands']>;

/** Where the islands build (vite.islands.config.ts) writes the URLs of its client entries. */
export const ISLANDS_MANIFEST = 'islands.json';

/**
 * The islands build's client entries, by name. Without that build (a partial build, say) every
 * page is sent with React Router's runtime instead, which works the same, only heavier.
 */
export function loadIslandEntries(buildDir: string): IslandEntries | undefined {
  const file = join(buildDir, ISLANDS_MANIFEST);
  if (!existsSync(file)) return undefined;
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof entries !== 'object' || entries === null) throw new Error(`${file} is not an object`);
  for (const [name, url] of Object.entries(entries)) {
    if (typeof url !== 'string' || !url.startsWith('/assets/')) throw new Error(`${file}: bad URL for ${name}`);
  }
  return entries as IslandEntries;
}
