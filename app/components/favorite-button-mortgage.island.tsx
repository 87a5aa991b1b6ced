import { QueryFavoriteButton, type FavoriteWords } from '~/components/favorite-button';
import type { MoneyStyle } from '~/domain/money-format';
import { MORTGAGE_KEYS, mortgageTitle } from '~/lib/favorites-mortgage';

/**
 * The mortgage page's star: the page with its plan, or the page alone as it opens; the plan titled
 * in the page's words (`describe`: `Mortgage: {amount} at {rate}% for {years} years`) and money.
 */
export function MortgageFavorite({
  path,
  title,
  words,
  describe,
  money,
}: {
  path: string;
  title: string;
  words: FavoriteWords;
  describe: string;
  money: MoneyStyle;
}) {
  return (
    <QueryFavoriteButton path={path} title={title} keys={MORTGAGE_KEYS} describe={(params) => mortgageTitle(params, describe, money)} words={words} />
  );
}
