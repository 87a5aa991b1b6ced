// Kept free of React and of the `~/` alias: the islands build's configuration and the server's
// start-up read it.

/**
 * The parts of a page that the browser brings to life (hydrates) as React roots of their own,
 * instead of hydrating the whole page through React Router (docs/decisions/016-islands.md). An
 * island is any component exported by a module whose name ends in `.island.tsx`: the islands
 * build makes each such module a script of its own, and the page names the scripts of its islands.
 */
export const ISLAND_MODULE_SUFFIX = '.island.tsx';

/** Where the browser finds an island's component: its module's URL and the name it is exported as. */
export interface IslandModule {
  url: string;
  export: string;
}

/** The islands' scripts: the islands build's (http/islands.ts), or their sources through Vite in development. */
export interface IslandAssets {
  /** The script every island page runs (app/islands/mount.tsx). */
  mount: string;
  /** Each island module's URL, by its source file (`app/components/…island.tsx`). */
  modules: Record<string, string>;
}

/** The inline module script of every island page: it only imports app/islands/mount.tsx's script. */
export const islandsImportScript = (mountUrl: string) => `import ${JSON.stringify(mountUrl)};`;
