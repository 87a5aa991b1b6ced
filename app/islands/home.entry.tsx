// Client entry of the home page (the islands build): the converter search and the header.
import { HomeSearch } from '~/components/home-search-form';
import { mountIslands } from './mount';

void mountIslands({ 'home-search': HomeSearch });
