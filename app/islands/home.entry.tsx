// Client entry of the home page (the islands build): the header, whose search box is also the
// page's hero (the same island, mounted by mount.tsx on every page), and the recent conversions.
import { RecentConversions } from '~/components/recent/recent-conversions';
import { mountIslands } from './mount';

void mountIslands({ recent: RecentConversions });
