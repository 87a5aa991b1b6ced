import { useId } from 'react';
import { ADMIN_SORT_LABELS, ADMIN_SORTS, ADMIN_STATUSES, type AdminSort, type AdminStatus } from '~/domain/schemas/admin-list';
import { POST_CATEGORIES } from '~/domain/schemas/post';

export interface ListFilters {
  q: string;
  status: AdminStatus | '';
  category: string;
  sort: AdminSort;
}

export const NO_FILTERS: ListFilters = { q: '', status: '', category: '', sort: 'created' };

const STATUS_LABELS: Record<AdminStatus, string> = { draft: 'Drafts', scheduled: 'Scheduled', published: 'Published', trash: 'Trash' };

const controlClass = 'h-9 w-full rounded-md border bg-background px-2 text-sm';

/**
 * Search, status, category and order of the admin list (docs/product.md#post-form). The category
 * filter is labelled "Topic": the post form's own "Category" field keeps a name of its own.
 */
export function ListFilterControls({ value, onChange }: { value: ListFilters; onChange: (next: ListFilters) => void }) {
  const id = useId();
  const set = <K extends keyof ListFilters>(key: K, v: ListFilters[K]) => onChange({ ...value, [key]: v });
  return (
    <div role="search" aria-label="Posts" className="mb-4 grid gap-2 sm:grid-cols-2">
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          Search posts
        </label>
        <input id={`${id}-q`} type="search" value={value.q} onChange={(e) => set('q', e.target.value)} className={controlClass} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={value.status}
          onChange={(e) => set('status', e.target.value as ListFilters['status'])}
          className={controlClass}
        >
          <option value="">All statuses</option>
          {ADMIN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium">
          Topic
        </label>
        <select id={`${id}-category`} value={value.category} onChange={(e) => set('category', e.target.value)} className={controlClass}>
          <option value="">All topics</option>
          {POST_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
          Sort by
        </label>
        <select id={`${id}-sort`} value={value.sort} onChange={(e) => set('sort', e.target.value as AdminSort)} className={controlClass}>
          {ADMIN_SORTS.map((s) => (
            <option key={s} value={s}>
              {ADMIN_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
