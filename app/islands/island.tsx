import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { PageSearchContext } from '~/lib/search-params';
import type { IslandModule } from './assets';

/**
 * The handle of a route whose page React Router hydrates whole (the signed-in forms of /auth and
 * /blog-admin) instead of sending it as islands, as every other page is.
 */
export interface RouterHandle {
  hydrate: 'router';
}

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

/** One island of the page being rendered: rendered later as a root of its own (app/islands/fill.server.tsx). */
export interface PendingIsland {
  component: ComponentType<never>;
  props: object;
  module: IslandModule;
  load: IslandLoad;
  /** Its markup depends on nothing but its props and the page's query (see `Island`'s `pure`). */
  pure: boolean;
}

/**
 * Set while rendering a page that is sent as islands: the page's query string, the URL of the
 * page's script, where each island component's module is, and the islands found so far.
 */
export interface IslandsRender {
  search: string;
  mount: string;
  moduleOf: (component: ComponentType<never>) => IslandModule;
  islands: PendingIsland[];
}

export const IslandsContext = createContext<IslandsRender | null>(null);

export const useIslands = () => useContext(IslandsContext);

/** The attribute that marks where the second pass puts island number N's markup. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/** The id of the page's one JSON script element that holds every island's props (see islandPropsJson). */
export const ISLAND_PROPS_ID = 'island-props';

/**
 * The page's islands' props as the JSON of one script element: each distinct value once (the
 * converter's units, which the all-units table shares, are written once), and for each island its
 * props as indexes into those values. `<` is written `\u003c`, so no text in the data (`</script>`,
 * `<!--`) can end or change the element; JSON.parse reads it back as `<`.
 */
export function islandPropsJson(islands: readonly object[]): string {
  const values: string[] = [];
  const indexOf = new Map<string, number>();
  const props = islands.map((island) => {
    const indexes: Record<string, number> = {};
    for (const [prop, value] of Object.entries(island)) {
      const json = jsonOf(value);
      if (json === undefined) continue; // as JSON.stringify leaves out an undefined prop
      let index = indexOf.get(json);
      if (index === undefined) {
        index = values.push(json) - 1;
        indexOf.set(json, index);
      }
      indexes[prop] = index;
    }
    return indexes;
  });
  return `{"values":[${values.join(',')}],"islands":${JSON.stringify(props)}}`.replace(/</g, '\\u003c');
}

/**
 * JSON.stringify's text of a value; of a frozen object or array, made once and kept while the value
 * lives. Whoever freezes a value for props says it never changes, down to its last part: clientUnits
 * does for a quantity's units, the same on every page of the quantity.
 */
function jsonOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return JSON.stringify(value);
  let json = frozenJson.get(value);
  if (json === undefined) frozenJson.set(value, (json = JSON.stringify(value)));
  return json;
}
const frozenJson = new WeakMap<object, string>();

/** The islands' props from islandPropsJson's text, island by island. */
export function readIslandProps(json: string): Record<string, unknown>[] {
  const { values, islands } = JSON.parse(json) as { values: unknown[]; islands: Record<string, number>[] };
  return islands.map((indexes) => Object.fromEntries(Object.entries(indexes).map(([prop, index]) => [prop, values[index]])));
}

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
 * Renders `component` inside a wrapper the browser can find. On a page sent as islands the wrapper
 * is empty and names the component's module and export (as Astro's island element does) and the
 * island's number; the second pass renders the component into it as a root of its own (see
 * islandIdPrefix) and writes its props into the page's JSON, and the browser hydrates it with the
 * same props. Nothing may suspend above an island (docs/decisions/016-islands.md).
 * Elsewhere (React Router hydrates the whole page) it is only a box without layout around the
 * component. Having no box (display: contents), the wrapper takes no margin from a parent's
 * `space-y-*`: space islands with the parent's `gap`, or put them in a box of their own.
 *
 * `pure` says that the component's server markup depends on its props and the page's query alone:
 * no clock, no random number, nothing read from a module that changes. The second pass then renders
 * it once for each such set and reuses the markup (the site's header menus, the same on every page;
 * docs/decisions/065-render-cost.md).
 */
export function Island<P extends object>({
  component: Component,
  props,
  load = 'load',
  pure = false,
}: {
  component: ComponentType<P>;
  props: P;
  load?: IslandLoad;
  pure?: boolean;
}) {
  const islands = useIslands();
  if (!islands) {
    return (
      <div className="contents">
        <Component {...props} />
      </div>
    );
  }
  const component = Component as ComponentType<never>;
  const module = islands.moduleOf(component);
  const index = islands.islands.push({ component, props, module, load, pure }) - 1;
  return (
    <div
      data-island={module.url}
      data-export={module.export}
      data-load={load !== 'load' ? load : undefined}
      className="contents"
      {...{ [ISLAND_SLOT_ATTRIBUTE]: index }}
    />
  );
}
