import { useRouteLoaderData } from 'react-router';
import type { Catalog } from '~/domain/converters/catalog';

const EMPTY: Catalog = { nav: [], popular: [], groups: [] };

/** The last catalog text read, and what it read as: the same text comes with every render. */
let read: { json: string; catalog: Catalog } | undefined;

function readCatalog(json: string): Catalog {
  if (read?.json !== json) read = { json, catalog: JSON.parse(json) as Catalog };
  return read.catalog;
}

/**
 * The converter catalog sent with the root route's data as its JSON text (`catalogJson`), read once
 * for all the renders that get the same text; empty only if the root failed to load.
 */
export function useCatalog(): Catalog {
  const json = useRouteLoaderData<{ catalog?: string }>('root')?.catalog;
  return json === undefined ? EMPTY : readCatalog(json);
}
