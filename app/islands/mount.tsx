// The one script of every page sent as islands (docs/decisions/016-islands.md): it finds the
// page's islands, loads each one's module (the page named those hydrated at load in modulepreload
// links, so they are on their way already) and hydrates it.
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { listenToNumberSwitches } from '~/lib/number-choice';
import { registerServiceWorker } from '~/lib/service-worker';
import { subscribeToLocation } from '~/lib/search-params';
import { ISLAND_PROPS_ID, ISLAND_SLOT_ATTRIBUTE, IslandRoot, islandIdPrefix, readIslandProps } from './island';

type AnyComponent = ComponentType<never>;

/**
 * Shows the toast a server redirect asked for (`?notice=…`) and drops it from the address. The
 * notices' texts load only then: few pages are opened so.
 */
async function showRedirectNotice() {
  const params = new URLSearchParams(location.search);
  const notice = params.get('notice');
  if (!notice || !(await import('~/lib/notices')).showNotice(notice)) return;
  params.delete('notice');
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}

/**
 * What was typed or chosen in an island's fields before it hydrated. React keeps such a value on
 * the page while hydrating but does not tell the component (its state still holds the server's),
 * so the returned function hands each one to the hydrated island as the change event it missed.
 */
function keepEarlyInput(element: HTMLElement): () => void {
  const changed: (() => void)[] = [];
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    changed.push(() => {
      // What is there now: typing goes on while the island hydrates (its effects run a frame later).
      const typed = field.value;
      // Through React's own value tracking the field goes back to what React rendered, then the
      // browser's setter puts the typed text back behind React's back, so the input event is news.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  for (const select of element.querySelectorAll('select')) {
    if ([...select.options].every((option) => option.selected === option.defaultSelected)) continue;
    // React selects the rendered option again while hydrating: choose the user's once more.
    const chosen = select.value;
    changed.push(() => {
      select.value = chosen;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  return () => changed.forEach((change) => change());
}

/** Every island's props, by its number: the page's one JSON script element (see islandPropsJson). */
const islandProps = readIslandProps(document.getElementById(ISLAND_PROPS_ID)?.textContent ?? '{"values":[],"islands":[]}');

/**
 * Whether the server rendered this page for another query than its address has (root.tsx writes
 * the query on the page's script): offline, the service worker answers a converter's address with
 * the page kept at another query (docs/decisions/018-offline.md), whose numbers are not this
 * address's. Read before anything rewrites the address.
 */
const renderedForAnotherQuery = (document.querySelector<HTMLElement>('script[data-search]')?.dataset.search ?? location.search) !== location.search;

/**
 * Hydrates one island over the server's markup, as the root entry.server.tsx rendered it: the same
 * component, props and id prefix, so React keeps every node (and what was typed into it) and the
 * ids match. Markup rendered for another query is replaced instead: the island renders afresh from
 * the address, so its state is the address's, not the kept page's. Resolves once the island's
 * effects have run.
 */
function hydrateIsland(element: HTMLElement, component: AnyComponent): Promise<void> {
  const index = Number(element.getAttribute(ISLAND_SLOT_ATTRIBUTE));
  const props = islandProps[index];
  const options = { identifierPrefix: islandIdPrefix(index) };
  const replayInput = renderedForAnotherQuery ? () => {} : keepEarlyInput(element);
  return new Promise<void>((resolve) => {
    const island = createElement(IslandRoot, {
      search: location.search,
      onHydrated: resolve,
      children: createElement(component as ComponentType<object>, props),
    });
    if (renderedForAnotherQuery) createRoot(element, options).render(island);
    else hydrateRoot(element, island, options);
  }).then(replayInput);
}

/** Lets the browser paint and handle input before the next island hydrates: each is its own task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** How far below the screen a 'visible' island starts loading, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '600px 0px';
const TOUCH_EVENTS = ['pointerdown', 'focusin'] as const;

const HELD_EVENTS = ['click', 'submit', 'keydown'];

/**
 * Holds the clicks, submissions and Enter keys that reach an island's server markup before it has
 * hydrated (a button or field has no handler yet, and a form would submit itself to the server),
 * and returns a function that gives them to the hydrated island in the order they came, after what
 * was typed (see keepEarlyInput): each held control is clicked again, each held form submitted
 * again, Enter pressed again in each held field. Links are left to the browser.
 */
function holdEarlyActions(element: HTMLElement): () => void {
  const held = new Map<Element, () => void>();
  function hold(event: Event) {
    const target = event.target as Element;
    if (event instanceof KeyboardEvent) {
      // In a form, Enter submits it (held as a submission); elsewhere only the island's handler takes it.
      if (event.key === 'Enter' && !event.isComposing && target instanceof HTMLInputElement && !target.form)
        held.set(target, () => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
      return;
    }
    const control = event.type === 'submit' ? target : target.closest<HTMLElement>('button, input[type="submit"], input[type="checkbox"]');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held.set(control, () => {
      if (!control.isConnected) return;
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else (control as HTMLElement).click();
    });
  }
  for (const type of HELD_EVENTS) element.addEventListener(type, hold, true);
  return () => {
    for (const type of HELD_EVENTS) element.removeEventListener(type, hold, true);
    for (const replay of held.values()) replay();
  };
}

/**
 * Loads and hydrates a 'visible' island (see IslandLoad) the first time it comes within
 * VISIBLE_MARGIN of the screen, is pointed at or focused, or the address changes; an
 * 'interaction' island only when pointed at or focused. Until then its server markup stands: what
 * is typed into it is kept, and a click or submission is held and replayed once the island is live.
 */
function hydrateWhenNeeded(element: HTMLElement, load: () => Promise<AnyComponent>, onlyWhenUsed: boolean) {
  let started = false;
  const replay = holdEarlyActions(element);
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
    rootMargin: VISIBLE_MARGIN,
  });
  const unsubscribe = onlyWhenUsed ? () => {} : subscribeToLocation(start);
  function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    unsubscribe();
    for (const type of TOUCH_EVENTS) element.removeEventListener(type, start, true);
    void load()
      .then((component) => hydrateIsland(element, component))
      .then(replay);
  }
  // The wrapper has no box of its own (display: contents): watch what it holds.
  if (!onlyWhenUsed) for (const child of element.children) observer.observe(child);
  for (const type of TOUCH_EVENTS) element.addEventListener(type, start, true);
  // Focused or typed into before this script ran (a slow connection): no event is coming, start now.
  const fields = element.querySelectorAll('input');
  if (element.contains(document.activeElement) || [...fields].some((field) => field.value !== field.defaultValue)) start();
}

/** Loads an island's component: the export its wrapper names, of the module its wrapper names. */
function islandComponent(element: HTMLElement): Promise<AnyComponent> {
  const { island: url = '', export: name = '' } = element.dataset;
  return import(/* @vite-ignore */ url).then((module: Record<string, AnyComponent | undefined>) => {
    const component = module[name];
    if (!component) throw new Error(`${url} exports no island component named ${name}`);
    return component;
  });
}

/**
 * Hydrates each island of the page: one per task, in page order, 'visible' and 'interaction' ones
 * when needed. Then marks the page interactive (`data-hydrated`, which the end-to-end tests wait
 * for) and shows a redirect's notice.
 */
async function mountIslands(): Promise<void> {
  // Not in the task that evaluated the bundle: that one is long enough already.
  await nextTask();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_SLOT_ATTRIBUTE}]`)) {
    const load = () => islandComponent(element);
    if (element.dataset.load === 'visible' || element.dataset.load === 'interaction') {
      hydrateWhenNeeded(element, load, element.dataset.load === 'interaction');
    } else {
      try {
        await hydrateIsland(element, await load());
      } catch (error) {
        // One island that fails to load leaves the others to hydrate.
        console.error(error);
      }
      await nextTask();
    }
  }
  document.documentElement.dataset.hydrated = 'true';
  void showRedirectNotice();
  registerServiceWorker();
}

listenToNumberSwitches();
void mountIslands();
