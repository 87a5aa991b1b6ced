import { useRouteLoaderData } from 'react-router';
import type { Catalog } from '~/domain/converters/catalog';

const EMPTY: Catalog = { nav: [], popular: [], groups: [] };

/** The converter catalog sent with the root route's data (empty only if the root failed to load). */
export function useCatalog(): Catalog {
  const data = useRouteLoaderData<{ catalog?: Catalog }>('root');
  return data?.catalog ?? EMPTY;
}
