import { QueryFavoriteButton } from '~/components/favorite-button';
import { COUNTDOWN_KEYS, countdownTitle } from '~/lib/favorites-countdown';

/** The countdown page's star: the page with its date, or the page alone as it opens. */
export function CountdownFavorite({ path, title }: { path: string; title: string }) {
  return <QueryFavoriteButton path={path} title={title} keys={COUNTDOWN_KEYS} describe={countdownTitle} />;
}
