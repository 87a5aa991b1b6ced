import { QueryFavoriteButton, type FavoriteWords } from '~/components/favorite-button';
import { COUNTDOWN_KEYS, countdownTitle, type CountdownTitleWords } from '~/lib/favorites-countdown';

/** The countdown page's star: the page with its date, or the page alone as it opens; titled in the page's words. */
export function CountdownFavorite({
  path,
  title,
  words,
  titles,
}: {
  path: string;
  title: string;
  words: FavoriteWords;
  titles: CountdownTitleWords;
}) {
  return <QueryFavoriteButton path={path} title={title} keys={COUNTDOWN_KEYS} describe={(params) => countdownTitle(params, titles)} words={words} />;
}
