import type { FavoriteWords } from '~/components/favorite-button';
import type { FavoritesListProps } from '~/components/favorites-list.island';
import { LANGUAGES, type Language } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { slots, type Translator } from '~/i18n/t';
import { translatorOf } from '~/i18n/translator.server';

/** What a calculator's star and its toasts say, in the page's language. */
export function favoriteWords(t: Translator): FavoriteWords {
  return { add: t('favorites.add'), remove: t('favorites.remove'), added: t('favorites.toastAdded'), removed: t('favorites.toastRemoved') };
}

/**
 * The favorites list's props: its words in the page's language, and every language's countdown
 * words, since a favorite keeps the language of the page it was saved on.
 */
export function favoritesListProps(t: Translator, language: Language): FavoritesListProps {
  return {
    words: {
      loading: t('favorites.loading'),
      empty: t('favorites.empty'),
      browse: t('favorites.browse'),
      added: t('favorites.added', slots('date')),
      remove: t('favorites.removeNamed', slots('title')),
      removed: t('favorites.toastRemoved'),
    },
    locale: language.locale,
    home: pagePath(language, 'home'),
    countdowns: LANGUAGES.map((other) => {
      const words = translatorOf(other);
      return {
        path: pagePath(other, 'countdown'),
        to: words('countdown.favoriteTo', slots('event')),
        since: words('countdown.favoriteSince', slots('event')),
      };
    }),
  };
}
