import type { MetaDescriptor } from 'react-router';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import type { SiteInfo } from '~/lib/seo';

/** The 404 page's head: the site's name in the title like every page, a description, not indexed. */
export function notFoundMeta(site: Pick<SiteInfo, 'siteName'>): MetaDescriptor[] {
  return [
    { title: `Page Not Found | ${site.siteName}` },
    {
      name: 'description',
      content: 'There is no page at this address. Search the converters by unit or by a whole query such as 5 ft to m, or start from the home page.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page for any address nothing answers: a way on (the search, the home page, the site map), never a dead end. */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <form method="get" action="/search" role="search" aria-label="Search the converters" className="flex w-full flex-wrap gap-2">
        <label htmlFor="not-found-q" className="sr-only">
          Search converters
        </label>
        <input
          id="not-found-q"
          name="q"
          type="search"
          placeholder="e.g. 5 ft to m"
          className="h-11 min-w-0 flex-1 rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" size="lg">
          Search
        </Button>
      </form>
      <p className="flex gap-6">
        <Link to="/" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          Return to Home
        </Link>
        <Link to="/sitemap" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          All converters
        </Link>
      </p>
    </div>
  );
}
