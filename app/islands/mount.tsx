import { render, type ComponentChild } from 'preact';
import { createElement, useEffect, type ComponentType } from 'react';
import { ConvertersMenu, HeaderActions } from '~/components/header-menus';
import { showNotice } from '~/lib/notices';
import { SiteToaster } from '~/lib/toast';
import type { IslandName } from './island';

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

/**
 * Renders each island of the page over the server's markup. Preact's render reuses the existing
 * elements and patches their attributes to the client's props (ids included), so the page neither
 * flashes nor shifts; then the toaster is mounted after the islands.
 */
export function mountIslands(pageIslands: Islands): void {
  const components: Islands = { 'converters-menu': ConvertersMenu, 'header-actions': HeaderActions, ...pageIslands };
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island as IslandName;
    const component = components[name];
    if (!component) {
      console.error(`No island component named "${name}" on this page`);
      continue;
    }
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    render(createElement(component as ComponentType<object>, props as object) as unknown as ComponentChild, element);
  }
  const host = document.createElement('div');
  document.body.append(host);
  render(
    createElement('div', null, createElement(SiteToaster), createElement(Ready)) as unknown as ComponentChild,
    host,
  );
  showRedirectNotice();
}
