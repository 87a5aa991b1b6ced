import { useEffect, useState } from 'react';
import { filterQuery } from '~/domain/schemas/admin-list';
import { getJson } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import type { BlogPost } from '~/services/db/post-rows.server';
import { NO_FILTERS, type ListFilters } from './list-filters';

/** A pause in typing a search this long asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The admin list's filters and the query they make; when they change, the first page of the
 * matching posts is fetched and handed to `onPage` (which replaces the list).
 */
export function useFilteredList(
  onPage: (page: { posts: BlogPost[]; total: number }) => void,
  onSignedOut: () => void,
  /** The filters the page was loaded with (its address): the loader's first page is theirs. */
  initial: ListFilters = NO_FILTERS,
) {
  const [filters, setFilters] = useState<ListFilters>(initial);
  const [asked, setAsked] = useState(false);
  const query = filterQuery({ ...filters, sort: filters.sort === 'created' ? '' : filters.sort });
  useEffect(() => {
    // The loader's first page is the one of the filters it was loaded with.
    if (!asked) return;
    let current = true;
    const timer = setTimeout(() => {
      void getJson<{ posts: BlogPost[]; total: number }>(`/api/admin/posts?${query}`).then((result) => {
        if (!current) return;
        if (result.ok) onPage(result.data);
        else if (result.status === 401) onSignedOut();
        else toast.error('Error', { description: result.message });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // onPage and onSignedOut are the page's; the query alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, asked]);
  return {
    filters,
    query,
    setFilters: (next: ListFilters) => {
      setAsked(true);
      setFilters(next);
    },
  };
}
