import type { MetaDescriptor } from 'react-router';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import type { Chrome } from '~/i18n/chrome';
import { useChrome } from '~/i18n/chrome';
import type { SiteInfo } from '~/lib/seo';

/** The 404 page's head: the site's name in the title like every page, a description, not indexed. */
export function notFoundMeta(site: Pick<SiteInfo, 'siteName'>, chrome: Chrome): MetaDescriptor[] {
  return [
    { title: `${chrome.notFound.title} | ${site.siteName}` },
    { name: 'description', content: chrome.notFound.description },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page for any address nothing answers: a way on (the search, the home page, the site map), never a dead end. */
export function NotFound() {
  const { notFound: words, paths, search } = useChrome();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">{words.text}</p>
      <form method="get" action={paths.search} role="search" aria-label={words.searchForm} className="flex w-full flex-wrap gap-2">
        <label htmlFor="not-found-q" className="sr-only">
          {search.label}
        </label>
        <input
          id="not-found-q"
          name="q"
          type="search"
          placeholder={words.placeholder}
          className="h-11 min-w-0 flex-1 rounded-md border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" size="lg">
          {search.submit}
        </Button>
      </form>
      <p className="flex gap-6">
        <Link to={paths.home} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {words.home}
        </Link>
        <Link to={paths.sitemap} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {words.all}
        </Link>
      </p>
    </div>
  );
}
