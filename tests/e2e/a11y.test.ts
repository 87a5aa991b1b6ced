import { converterPages } from '~/domain/converters/registry';
import { describeAxe } from './axe';

/** axe-core on every route, in both themes: any WCAG 2.1 A/AA violation fails. */
const ROUTES = [
  '/',
  ...converterPages.map((p) => `/${p.slug}`),
  '/length/feet-to-inches',
  '/temperature/fahrenheit-to-kelvin',
  '/mortgage',
  '/countdown',
  '/blog',
  '/blog/why-the-us-uses-two-measurement-systems',
  '/favorites',
  '/sitemap',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/no-such-page',
];

describeAxe(ROUTES, { title: 'accessibility in the %s theme', allowErrorsOn: ['/no-such-page'] });
