import { z } from './zod';
import { POST_CATEGORIES } from './post';

/**
 * The admin list's search, filters and order (docs/product.md#post-form), as the page's controls
 * hold them and as the list API reads them from its query string. Empty means "any".
 */
export const ADMIN_STATUSES = ['draft', 'scheduled', 'published', 'trash'] as const;
export const ADMIN_SORTS = ['created', 'updated', 'published', 'views'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** The words of each order, for the select and for the tests. */
export const ADMIN_SORT_LABELS: Record<AdminSort, string> = {
  created: 'Newest created',
  updated: 'Last updated',
  published: 'Publish date',
  views: 'Most viewed',
};

const empty = z.literal('').transform(() => undefined);

export const AdminListFilterSchema = z.object({
  q: z.string().max(200, 'Search must be less than 200 characters').optional(),
  status: z.union([z.enum(ADMIN_STATUSES), empty], { error: 'status must be draft, scheduled, published or trash' }).optional(),
  category: z.union([z.enum(POST_CATEGORIES), empty], { error: 'category must be one of the listed categories' }).optional(),
  sort: z.union([z.enum(ADMIN_SORTS), empty], { error: 'sort must be created, updated, published or views' }).optional(),
});

export type AdminListFilter = z.output<typeof AdminListFilterSchema>;

/** The query string of a filter (without offset), empty values left out. */
export function filterQuery(filter: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params.toString();
}
