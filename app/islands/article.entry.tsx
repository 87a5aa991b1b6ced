// Client entry of a blog article (the islands build): the newsletter box and the header.
import { NewsletterBox } from '~/components/newsletter-box';
import { mountIslands } from './mount';

void mountIslands({ newsletter: NewsletterBox });
