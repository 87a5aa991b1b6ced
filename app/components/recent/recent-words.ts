import type { Translator } from '~/i18n/t';
import { slots } from '~/i18n/t';
import type { RecentWords } from './recent-conversions.island';

/** The recent conversions' words in the page's language, for the island's props (home and favorites pages). */
export function recentWords(t: Translator): RecentWords {
  return {
    empty: t('recent.empty'),
    clear: t('recent.clear'),
    add: t('recent.add', slots('title')),
    added: t('favorites.toastAdded'),
    removed: t('favorites.toastRemoved'),
  };
}
