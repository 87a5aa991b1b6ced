import { render, type ComponentChild } from 'preact';
import { createElement, useEffect, type ComponentType } from 'react';
import { ConvertersMenu, HeaderActions } from '~/components/header-menus';
import { showNotice } from '~/lib/notices';
import { registerServiceWorker } from '~/lib/service-worker';
import { SiteToaster } from '~/lib/toast';
import type { IslandName } from './island';
import { subscribeToLocation } from './router';

// This module runs only in the islands build, where `react` is preact/compat: the elements
// createElement makes are Preact's, which is what the casts below tell TypeScript.

type Islands = Partial<Record<IslandName, ComponentType<never>>>;

/** Shows the toast a server redirect asked for (`?notice=…`) and drops it from the address. */
function showRedirectNotice() {
  const params = new URLSearchParams(location.search);
  if (!showNotice(params.get('notice'))) return;
  params.delete('notice');
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}

/** Marks the page interactive once every island's effects have run (end-to-end tests wait for it). */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function renderIsland(element: HTMLElement, component: ComponentType<never>) {
  const props: unknown = JSON.parse(element.dataset.props ?? '{}');
  render(createElement(component as ComponentType<object>, props as object) as unknown as ComponentChild, element);
}

/** Lets the browser paint and handle input before the next island renders: each is its own task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** How far below the screen a 'visible' island starts rendering, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '600px 0px';
const TOUCH_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * Renders a 'visible' island (see IslandLoad) the first time it comes within VISIBLE_MARGIN of
 * the screen, is pointed at or focused (rendering is synchronous, so the click or key that follows
 * reaches a live control), or the address changes.
 */
function renderWhenNeeded(element: HTMLElement, component: ComponentType<never>) {
  let rendered = false;
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && renderNow(), {
    rootMargin: VISIBLE_MARGIN,
  });
  const unsubscribe = subscribeToLocation(renderNow);
  function renderNow() {
    if (rendered) return;
    rendered = true;
    observer.disconnect();
    unsubscribe();
    for (const type of TOUCH_EVENTS) element.removeEventListener(type, renderNow, true);
    renderIsland(element, component);
  }
  // The wrapper has no box of its own (display: contents): watch what it holds.
  for (const child of element.children) observer.observe(child);
  for (const type of TOUCH_EVENTS) element.addEventListener(type, renderNow, true);
}

/**
 * Renders each island of the page over the server's markup. Preact's render reuses the existing
 * elements and patches their attributes to the client's props (ids included), so the page neither
 * flashes nor shifts. Islands render one per task, in page order, 'visible' ones when needed;
 * then the toaster is mounted.
 */
export async function mountIslands(pageIslands: Islands): Promise<void> {
  const components: Islands = { 'converters-menu': ConvertersMenu, 'header-actions': HeaderActions, ...pageIslands };
  // Not in the task that evaluated the bundle: that one is long enough already.
  await nextTask();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    const component = components[name];
    if (!component) {
      console.error(`No island component named "${name}" on this page`);
    } else if (element.dataset.load === 'visible') {
      renderWhenNeeded(element, component);
    } else {
      renderIsland(element, component);
      await nextTask();
    }
  }
  const host = document.createElement('div');
  document.body.append(host);
  render(
    createElement('div', null, createElement(SiteToaster), createElement(Ready)) as unknown as ComponentChild,
    host,
  );
  showRedirectNotice();
  registerServiceWorker();
}
