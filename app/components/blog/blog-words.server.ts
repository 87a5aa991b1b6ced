import { numberStyleOf } from '~/domain/number-style';
import { POST_CATEGORIES } from '~/domain/schemas/post';
import { languageByCode, ENGLISH } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import type { Translator } from '~/i18n/t';
import { CATEGORY_KEYS, type BlogWords, type CountWords } from './blog-words';

/** A plural message's words for 1 and, with `#` for the number, for more. */
function countWords(format: (count: number) => string): CountWords {
  return [format(1), format(2).replace('2', '#')];
}

/** The blog's words in `t`'s language, for the cards and the list (see BlogWords). */
export function blogWords(t: Translator): BlogWords {
  const language = languageByCode(t.language) ?? ENGLISH;
  const ago = (unit: string) => countWords((count) => t('blog.ago', { count, unit }));
  return {
    blogPath: pagePath(language, 'blog'),
    tagPath: pagePath(language, 'blog/tag'),
    numbers: numberStyleOf(language.locale),
    featured: t('blog.featured'),
    tagLabel: t('blog.tagLabel', { tag: '{tag}' }),
    views: countWords((count) => t('blog.views', { count })),
    articles: countWords((count) => t('blog.articles', { count })),
    justNow: t('blog.justNow'),
    ago: { second: ago('second'), minute: ago('minute'), hour: ago('hour'), day: ago('day'), month: ago('month'), year: ago('year') },
    categories: Object.fromEntries(POST_CATEGORIES.map((category, i) => [category, t(CATEGORY_KEYS[i]!)])),
    list: {
      searchLabel: t('blog.searchLabel'),
      searchPlaceholder: t('blog.searchPlaceholder'),
      categories: t('blog.categories'),
      categoriesNav: t('blog.categoriesNav'),
      allPosts: t('blog.allPosts'),
      failed: t('blog.failed'),
      noneFound: t('blog.noneFound'),
      noneYet: t('blog.noneYet'),
      loadMore: t('blog.loadMore'),
    },
    adLabel: t('ads.label'),
  };
}
