// Client entry of /favorites (the islands build): the list of starred converters, the recent
// conversions, and the header.
import { FavoritesList } from '~/components/favorites-list';
import { RecentConversions } from '~/components/recent/recent-conversions';
import { mountIslands } from './mount';

void mountIslands({ favorites: FavoritesList, recent: RecentConversions });
