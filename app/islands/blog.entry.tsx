// Client entry of /blog (the islands build): the search, categories and list of posts, the header,
// and the newsletter box, whose code (with its e-mail schema) loads when it comes near the screen.
import { BlogList } from '~/components/blog/blog-list';
import { mountIslands } from './mount';

void mountIslands({
  'blog-list': BlogList,
  newsletter: { lazy: () => import('~/components/newsletter-box').then((m) => m.NewsletterBox) },
});
