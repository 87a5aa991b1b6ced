import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { PageSearchContext } from '~/lib/search-params';

/**
 * The parts of a page that the browser brings to life (hydrates) as React roots of their own,
 * instead of hydrating the whole page through React Router (see docs/decisions/016-islands.md).
 * Each name is a key of the components that the app/islands/*.entry.tsx entries mount.
 */
export type IslandName =
  | 'converters-menu'
  | 'header-actions'
  | 'favorite'
  | 'converter'
  | 'all-units'
  | 'mortgage'
  | 'amortization'
  | 'site-search'
  | 'countdown'
  | 'newsletter'
  | 'favorites'
  | 'recent'
  | 'blog-list';

/**
 * A route that is sent as islands names its client entry in its handle: `{ islands: 'converter' }`
 * is app/islands/converter.entry.tsx.
 */
export type IslandEntryName = 'home' | 'converter' | 'mortgage' | 'countdown' | 'article' | 'blog' | 'favorites' | 'page';
export interface IslandsHandle {
  islands: IslandEntryName;
}

/** One island of the page being rendered: its component and props, rendered later as its own root. */
export interface PendingIsland {
  component: ComponentType<never>;
  props: object;
}

/**
 * Set while rendering a page that is sent as islands: the URL of its client entry, the page's query
 * string, and the islands found so far (entry.server.tsx renders each as a root of its own).
 */
export interface IslandsRender {
  script: string;
  search: string;
  islands: PendingIsland[];
  /** Large prop values already written on the page (their JSON), and where: see islandPropsJson. */
  written: Map<string, PropReference>;
}

/**
 * In an island's `data-props`, a prop whose value an earlier island on the page already carries:
 * the converter's units are written once, not again for the all-units table below it.
 */
export interface PropReference {
  $island: number;
  prop: string;
}

/** Prop values shorter than this (as JSON) are written out again rather than referenced. */
const SHARED_PROP_MIN_LENGTH = 200;

export const isPropReference = (value: unknown): value is PropReference =>
  typeof value === 'object' && value !== null && typeof (value as PropReference).$island === 'number' && typeof (value as PropReference).prop === 'string';

/**
 * The `data-props` JSON of island number `index`: each large prop value is written the first time
 * the page carries it, and later islands name where (a PropReference), which mount.tsx resolves.
 */
export function islandPropsJson(render: Pick<IslandsRender, 'written'>, index: number, props: object): string {
  // Each value is made JSON once: the text that is compared is the text that is written.
  const members: string[] = [];
  for (const [prop, value] of Object.entries(props)) {
    const json = JSON.stringify(value);
    if (json === undefined) continue; // as JSON.stringify leaves out an undefined prop
    const shared = json.length >= SHARED_PROP_MIN_LENGTH;
    const earlier = shared ? render.written.get(json) : undefined;
    if (shared && !earlier) render.written.set(json, { $island: index, prop });
    members.push(`${JSON.stringify(prop)}:${earlier ? JSON.stringify(earlier) : json}`);
  }
  return `{${members.join(',')}}`;
}

export const IslandsContext = createContext<IslandsRender | null>(null);

export const useIslands = () => useContext(IslandsContext);

/**
 * When the browser renders the island: 'load' (the default) as soon as the page's script runs;
 * 'visible' once it comes near the screen, is touched or focused, or the address changes (an
 * island that shows state kept in the query string must not keep showing the server's markup).
 * 'visible' is for large parts below the fold, whose rendering would only hold up the page's start;
 * their code is loaded only then. 'interaction' only once it is touched or focused: for a part that
 * is on the screen but does nothing until used (the search box, whose form works without script),
 * so its code is not part of every page's first load.
 */
export type IslandLoad = 'load' | 'visible' | 'interaction';

/** The attribute that marks where entry.server.tsx puts island number N's markup. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/**
 * The `identifierPrefix` of island number N, on the server and in the browser: React never patches
 * attributes while hydrating, so the ids `useId` makes (aria-controls, label `for`) must come out
 * the same on both sides, and two islands must not make the same ones.
 */
export const islandIdPrefix = (index: number) => `i${index}-`;

/**
 * The root of an island, the same on the server and in the browser: it gives the island's
 * components the page's query string while rendering on the server (`useSearchParams`), and tells
 * the browser's mount code when the island has hydrated. It adds no element and calls no `useId`,
 * so the ids inside are those of the component alone.
 */
export function IslandRoot({ search, onHydrated, children }: { search: string; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <PageSearchContext.Provider value={search}>{children}</PageSearchContext.Provider>;
}

/**
 * Renders `component` inside a wrapper the client entry can find. On a page sent as islands the
 * wrapper carries the props as JSON and the island's number; entry.server.tsx renders the component
 * into it as a root of its own (see islandIdPrefix), which the browser hydrates with the same props.
 * Elsewhere (React Router hydrates the whole page) it is only a box without layout around the
 * component. Having no box (display: contents), the wrapper takes no margin from a parent's
 * `space-y-*`: space islands with the parent's `gap`, or put them in a box of their own.
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
  if (!islands) {
    return (
      <div data-island={name} className="contents">
        <Component {...props} />
      </div>
    );
  }
  const index = islands.islands.push({ component: Component as ComponentType<never>, props }) - 1;
  return (
    <div
      data-island={name}
      data-props={islandPropsJson(islands, index, props)}
      data-load={load !== 'load' ? load : undefined}
      className="contents"
      {...{ [ISLAND_SLOT_ATTRIBUTE]: index }}
    />
  );
}
