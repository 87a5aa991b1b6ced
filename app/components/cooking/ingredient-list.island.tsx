import { useId, useState } from 'react';

export interface IngredientListGroup {
  name: string;
  items: { slug: string; name: string; perCup: string; terms: string }[];
}

/**
 * Every ingredient, grouped, with a box that narrows the list as you type. Without script the whole
 * list is there and the box does nothing; it comes to life on first touch (load="interaction").
 */
export function IngredientList({
  groups,
  base,
  words,
}: {
  groups: IngredientListGroup[];
  /** The list's address in the page's language; an item's page is under it. */
  base: string;
  /** The filter's label, and what it says for each count of matches (plurals stay on the server). */
  words: { filter: string; counts: readonly string[] };
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const typed = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (terms: string) => typed.every((w) => terms.includes(w));
  const shown = groups.map((g) => ({ ...g, items: g.items.filter((i) => matches(i.terms)) })).filter((g) => g.items.length > 0);
  const count = shown.reduce((n, g) => n + g.items.length, 0);
  return (
    <div className="space-y-6">
      <div className="max-w-md space-y-1.5">
        <label htmlFor={`${id}-filter`} className="block text-sm font-medium">
          {words.filter}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-describedby={`${id}-count`}
          className="h-11 w-full rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-muted-foreground">
          {words.counts[count]}
        </p>
      </div>
      {shown.map((group) => (
        <section key={group.name} aria-label={group.name}>
          <h2 className="mb-2 text-xl font-semibold">{group.name}</h2>
          <ul className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((item) => (
              <li key={item.slug}>
                <a href={`${base}/${item.slug}`} className="text-primary underline underline-offset-4">
                  {item.name}
                </a>{' '}
                <span className="text-sm text-muted-foreground">{item.perCup}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
