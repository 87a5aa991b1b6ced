// Client entry of /favorites (the islands build): the list of starred converters, and the header.
import { FavoritesList } from '~/components/favorites-list';
import { mountIslands } from './mount';

void mountIslands({ favorites: FavoritesList });
