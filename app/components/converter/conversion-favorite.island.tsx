import { FavoriteButton, type FavoriteWords } from '~/components/favorite-button';
import { conversionTitle } from '~/lib/favorites-titles';
import { recentHref } from '~/lib/recent';
import { useConversion, type ConverterFormProps } from './converter-form.island';

/**
 * A converter page's star (docs/decisions/034-remembering.md): the conversion the page shows, with
 * its value, units and compound target ('/length?v=5&from=ft&to=m', '5 ft → m'), the same favorite
 * as the recent list's star for it; as the page opens (no conversion in the address), the page.
 */
export function ConversionFavorite({
  path,
  title,
  page,
  units,
  favoriteWords,
}: ConverterFormProps & { title: string; favoriteWords?: FavoriteWords }) {
  const { query, compound, to, fromLabel, toLabel } = useConversion({ page, units });
  const value = query.value ?? '1';
  if (!query.stated || !value.trim()) return <FavoriteButton path={path} title={title} words={favoriteWords} />;
  const href = recentHref({ path, value, from: query.from, to, as: compound ?? undefined });
  return <FavoriteButton path={href} title={conversionTitle({ value, fromLabel, toLabel })} words={favoriteWords} />;
}
