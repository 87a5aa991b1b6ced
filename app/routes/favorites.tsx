import { FavoritesList } from '~/components/favorites-list.island';
import { RecentConversions } from '~/components/recent/recent-conversions.island';
import { favoritesListProps } from '~/components/favorites-words.server';
import { recentWords } from '~/components/recent/recent-words';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/favorites';

// Sent as islands (ADR 016): the header, the list and the recent conversions come to life in the browser.

export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(request);
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    title: t('favorites.title'),
    description: t('favorites.description'),
    keywords: t('favorites.keywords').split(', '),
    path: pagePath(language, 'favorites'),
    list: favoritesListProps(t, language),
  };
}

// The list is in the browser: the page itself is the same for everyone.
export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta(siteFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    keywords: loaderData.keywords,
    path: loaderData.path,
    noindex: true,
  });

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('favorites.heading')}</h1>
      {/* Favorites live in this browser's storage, so the list is read once the page runs. */}
      <Island component={FavoritesList} props={loaderData.list} />
      <section aria-labelledby="recent-conversions" className="space-y-4 pt-6">
        <h2 id="recent-conversions" className="text-2xl font-semibold">
          {t('home.recent')}
        </h2>
        <Island component={RecentConversions} props={{ words: recentWords(t) }} />
      </section>
    </div>
  );
}
