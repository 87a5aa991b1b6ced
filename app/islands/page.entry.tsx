// Client entry of pages whose only interactive part is the header (information pages, the site
// map, newsletter links, the 404 page): its menus and theme switch.
import { mountIslands } from './mount';

void mountIslands({});
