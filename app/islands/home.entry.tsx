// Client entry of the home page (the islands build): the converter search, the recent conversions
// and the header.
import { HomeSearch } from '~/components/home-search-form';
import { RecentConversions } from '~/components/recent/recent-conversions';
import { mountIslands } from './mount';

void mountIslands({ 'home-search': HomeSearch, recent: RecentConversions });
