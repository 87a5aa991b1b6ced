import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { asciiAt, editHtmlParts } from '~/lib/html-bytes.server';
import { ISLAND_MODULE_SUFFIX, type IslandAssets, type IslandModule } from './assets';
import {
  ISLAND_PROPS_ID,
  ISLAND_SLOT_ATTRIBUTE,
  IslandRoot,
  islandIdPrefix,
  islandPropsJson,
  type IslandsRender,
  type PendingIsland,
} from './island';

/**
 * Every island module, loaded with the server's code: a component's module is found by looking the
 * component up among their exports, so a page names no island by hand.
 */
const islandModules = import.meta.glob<Record<string, unknown>>('/app/**/*.island.tsx', { eager: true });

/** Each island component, with its module's source file (relative to the project) and export name. */
const componentModules = new Map<unknown, { file: string; export: string }>();
for (const [path, exports] of Object.entries(islandModules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'function') componentModules.set(value, { file: path.slice(1), export: name });
  }
}

/** How a page being rendered finds the script of each of its island components. */
export function islandModuleFinder(assets: IslandAssets): (component: ComponentType<never>) => IslandModule {
  return (component) => {
    const found = componentModules.get(component);
    const name = component.displayName ?? component.name;
    if (!found) throw new Error(`${name} is used as an island but no *${ISLAND_MODULE_SUFFIX} module exports it`);
    const url = assets.modules[found.file];
    if (!url) throw new Error(`The islands build has no script for ${found.file} (${name}): build again`);
    return { url, export: found.export };
  };
}

/** An empty element that the root layout puts where the page's island props go (see fillIslands). */
export const ISLAND_PROPS_PLACEHOLDER = `<script type="application/json" id="${ISLAND_PROPS_ID}"></script>`;

/** Thrown when part of a page sent as islands, outside its islands, suspended or failed (see fillIslands). */
export class SuspenseAboveIslandError extends Error {}

/**
 * React's mark of a Suspense boundary whose content it left for the browser to render. (A stream's
 * mark of content still to come, `$?`, cannot occur: renderIslandsPage renders in one pass.)
 */
const LEFT_TO_BROWSER = '<!--$!-->';

/**
 * The markup of pure islands (`<Island pure>`), by module, export, number (the id prefix), page
 * query and props, the most recently used last. Bounded by count: the site's pure islands are the
 * header's three, so a few sets of props and queries fill it, and a run of pages with queries of
 * their own only pushes entries out.
 */
const pureMarkup = new Map<string, string>();
const PURE_KEPT = 64;

function renderIsland(island: PendingIsland, index: number, search: string): string {
  const render = () => {
    const Component = island.component as ComponentType<object>;
    return renderToString(
      <IslandRoot search={search}>
        <Component {...island.props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(index) },
    );
  };
  if (!island.pure) return render();
  const key = JSON.stringify([island.module.url, island.module.export, index, search, island.props]);
  let markup = pureMarkup.get(key);
  if (markup === undefined) markup = render();
  else pureMarkup.delete(key);
  pureMarkup.set(key, markup);
  if (pureMarkup.size > PURE_KEPT) pureMarkup.delete(pureMarkup.keys().next().value!);
  return markup;
}

const SLOT = ` ${ISLAND_SLOT_ATTRIBUTE}="`;
const EMPTY_SLOT_END = '"></div>';
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A page sent as islands, as the bytes to send: the document rendered in one synchronous pass
 * (`renderToString`), then its islands (fillIslands). Such a page holds no deferred data and nothing
 * in it may suspend, so React's stream has nothing to wait for: rendering the document to a stream
 * and collecting its chunks cost about 2 ms more of a length pair page's 5 for the same bytes
 * (docs/decisions/067-document-in-one-pass.md). A part that suspends or fails inside a Suspense
 * boundary leaves React's mark of a boundary the browser must render (`<!--$!-->`), which
 * fillIslands refuses; outside any boundary React throws.
 */
export function renderIslandsPage(document: ReactNode, render: IslandsRender): Buffer {
  // React's stream writes the doctype before an `<html>` root; renderToString does not.
  return fillIslands(Buffer.from(`<!DOCTYPE html>${renderToString(document)}`), render);
}

/**
 * The second pass of a page sent as islands. Each island's wrapper was left empty; here each island
 * is rendered into it as a React root of its own with its own id prefix: the browser hydrates it the
 * same way (app/islands/mount.tsx), so React keeps the server's nodes and `useId` gives the same
 * ids. Then the islands' props go into the page's one JSON script element, and a modulepreload link
 * for each island hydrated at load lets the browser fetch those scripts beside the page's own.
 *
 * Nothing may suspend above an island. Rendered in one pass, a Suspense boundary whose content
 * suspended (or failed) is sent as its fallback, marked for the browser to render the content; a
 * page without React Router cannot, so the islands in it would never show. (Streamed, React would
 * send a large one's content hidden at the end of the page with an inline script to move it in,
 * which the page's Content-Security-Policy does not allow: ADR 047.) Such a page is refused here,
 * with this message rather than a page that silently breaks. (React Router's own empty boundary at
 * the end of the body, `<!--$--><!--/$-->`, is in place.)
 */
function fillIslands(html: Buffer, render: IslandsRender): Buffer {
  if (html.includes(LEFT_TO_BROWSER)) {
    throw new SuspenseAboveIslandError(
      'Part of a page sent as islands suspended or failed, and was left for the browser to render: nothing may suspend above an island (docs/decisions/016-islands.md). Move the lazy part into an island.',
    );
  }
  // The props' placeholder ends the body, after every island: the islands are filled in the page
  // before it, and the page is copied once, with the props, at the end.
  const at = html.lastIndexOf(ISLAND_PROPS_PLACEHOLDER);
  if (at === -1) throw new Error('The page has no place for its islands’ props: the root layout renders it');
  const parts = editHtmlParts(html.subarray(0, at), SLOT, (slot) => {
    const start = slot + SLOT.length;
    const end = html.indexOf(EMPTY_SLOT_END, start);
    const index = end === -1 ? '' : asciiAt(html, start, end);
    if (!/^\d+$/.test(index)) return null;
    const markup = renderIsland(render.islands[Number(index)]!, Number(index), render.search);
    // Into the wrapper: after its start tag's `">`, before its `</div>`.
    const inside = end + '">'.length;
    return { end: inside, insert: `${asciiAt(html, slot, inside)}${markup}` };
  });
  const preload = new Set(render.islands.filter((island) => island.load === 'load').map((island) => island.module.url));
  const links = [...preload].map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}">`).join('');
  const inside = at + ISLAND_PROPS_PLACEHOLDER.length - '</script>'.length;
  parts.push(Buffer.from(links + html.toString('latin1', at, inside) + islandPropsJson(render.islands.map((i) => i.props))), html.subarray(inside));
  return Buffer.concat(parts);
}
