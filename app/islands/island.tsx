import { createContext, useContext, type ComponentType } from 'react';

/**
 * The parts of a page that the browser brings to life with the small Preact bundle instead of
 * React Router's runtime (see docs/decisions/016-islands.md). Each name is a key of the
 * components that the app/islands/*.entry.tsx entries mount.
 */
export type IslandName =
  | 'converters-menu'
  | 'header-actions'
  | 'favorite'
  | 'converter'
  | 'mortgage'
  | 'amortization'
  | 'home-search'
  | 'countdown'
  | 'newsletter';

/**
 * A route that is sent as islands names its client entry in its handle: `{ islands: 'converter' }`
 * is app/islands/converter.entry.tsx.
 */
export type IslandEntryName = 'home' | 'converter' | 'mortgage' | 'countdown' | 'article';
export interface IslandsHandle {
  islands: IslandEntryName;
}

/** Set while rendering a page that is sent as islands: the URL of its client entry. */
export const IslandsContext = createContext<{ script: string } | null>(null);

export const useIslands = () => useContext(IslandsContext);

/**
 * When the browser renders the island: 'load' (the default) as soon as the page's script runs;
 * 'visible' once it comes near the screen, is touched or focused, or the address changes (an
 * island that shows state kept in the query string must not keep showing the server's markup).
 * 'visible' is for large parts below the fold, whose rendering would only hold up the page's start.
 */
export type IslandLoad = 'load' | 'visible';

/**
 * Renders `component` inside a wrapper the client entry can find. On a page sent as islands the
 * wrapper also carries the props as JSON, so the browser renders the same markup over the
 * server's; elsewhere (React Router hydrates the whole page) it is only a box without layout.
 * Having no box (display: contents), the wrapper takes no margin from a parent's `space-y-*`:
 * space islands with the parent's `gap`, or put them in a box of their own.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  load = 'load',
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  load?: IslandLoad;
}) {
  const islands = useIslands();
  return (
    <div
      data-island={name}
      data-props={islands ? JSON.stringify(props) : undefined}
      data-load={islands && load !== 'load' ? load : undefined}
      className="contents"
    >
      <Component {...props} />
    </div>
  );
}
