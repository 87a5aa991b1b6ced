import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { readFavorites, type Favorite } from '~/lib/favorites';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/favorites';

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Your Favorite Converters',
    description: 'The converters you starred, saved in this browser for quick access. No account needed.',
    keywords: ['favorite converters', 'saved converters'],
    path: '/favorites',
    noindex: true,
  });

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export default function Favorites() {
  // Favorites live in this browser's storage, so they are read after hydration.
  const [favorites, setFavorites] = useState<Favorite[] | null>(null);
  useEffect(() => setFavorites(readFavorites()), []);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Your Favorites</h1>
      {favorites === null ? (
        <p className="text-muted-foreground" aria-busy="true">
          Loading your favorites…
        </p>
      ) : favorites.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <Star aria-hidden className="mx-auto mb-3 size-8 text-muted-foreground" />
          <p className="text-lg">You haven't saved any converters yet.</p>
          <Link to="/" className="mt-3 inline-block font-medium text-primary underline underline-offset-4">
            Browse converters
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {favorites.map((fav) => (
            <li key={fav.path}>
              <Link to={fav.path} className="block h-full rounded-lg border bg-card p-5 hover:border-primary hover:bg-accent">
                <span className="flex items-center gap-2 font-semibold">
                  <Star aria-hidden className="size-4 fill-star text-star" />
                  {fav.title}
                </span>
                <span className="mt-2 block text-sm text-muted-foreground">
                  Added {dateFormat.format(new Date(fav.timestamp))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
