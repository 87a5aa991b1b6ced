import { FavoritesList } from '~/components/favorites-list.island';
import { RecentConversions } from '~/components/recent/recent-conversions.island';
import { Island } from '~/islands/island';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/favorites';

// Sent as islands (ADR 016): the header, the list and the recent conversions come to life in the browser.

// The list is in the browser: the page itself is the same for everyone.
export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Your Favorite Converters',
    description:
      'The converters and conversions you starred and the ones you made lately, saved in this browser for quick access. No account needed.',
    keywords: ['favorite converters', 'saved converters'],
    path: '/favorites',
    noindex: true,
  });

export default function Favorites() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Your Favorites</h1>
      {/* Favorites live in this browser's storage, so the list is read once the page runs. */}
      <Island component={FavoritesList} props={{}} />
      <section aria-labelledby="recent-conversions" className="space-y-4 pt-6">
        <h2 id="recent-conversions" className="text-2xl font-semibold">
          Recent Conversions
        </h2>
        <Island component={RecentConversions} props={{}} />
      </section>
    </div>
  );
}
