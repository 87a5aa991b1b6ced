import { QueryFavoriteButton } from '~/components/favorite-button';
import { MORTGAGE_KEYS, mortgageTitle } from '~/lib/favorites-mortgage';

/** The mortgage page's star: the page with its plan, or the page alone as it opens. */
export function MortgageFavorite({ path, title }: { path: string; title: string }) {
  return <QueryFavoriteButton path={path} title={title} keys={MORTGAGE_KEYS} describe={mortgageTitle} />;
}
