// Client entry of converter pages (the islands build): the form, the favorite star, the header.
import { ConverterForm } from '~/components/converter/converter-form';
import { FavoriteButton } from '~/components/favorite-button';
import { mountIslands } from './mount';

void mountIslands({ converter: ConverterForm, favorite: FavoriteButton });
