import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { searchDestination } from '~/domain/home-search';

/**
 * The home page's converter search. With JavaScript a match opens its converter directly and a
 * miss does nothing; without, the form asks the home page, which redirects a match.
 */
export function HomeSearch() {
  const id = useId();
  return (
    <form
      method="get"
      action="/"
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        const destination = typeof q === 'string' ? searchDestination(q) : null;
        if (destination) location.assign(destination);
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search converters
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        placeholder="Search converters, e.g. feet, kg, celsius…"
        className="h-12 flex-1 rounded-md border bg-background px-4 text-base"
      />
      <Button type="submit" size="xl">
        <Search aria-hidden /> Search
      </Button>
    </form>
  );
}
