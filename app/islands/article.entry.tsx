// Client entry of a blog article (the islands build): the header, and the newsletter box below
// the article, whose code (with its e-mail schema) loads when the box comes near the screen.
import { mountIslands } from './mount';

void mountIslands({ newsletter: { lazy: () => import('~/components/newsletter-box').then((m) => m.NewsletterBox) } });
