// Client entry of converter and pair pages (the islands build): the form, the favorite star, the
// header, and the value in every unit, whose code loads when it comes near the screen.
import { ConverterForm } from '~/components/converter/converter-form';
import { ConversionFavorite } from '~/components/converter/conversion-favorite';
import { mountIslands } from './mount';

void mountIslands({
  converter: ConverterForm,
  favorite: ConversionFavorite,
  'all-units': { lazy: () => import('~/components/converter/all-units').then((m) => m.AllUnits) },
});
