import { quantityPages, GROUP_ORDER, pairPages } from '~/domain/converters/registry';
import { describeAxe } from './axe';

/**
 * Converter pages share one template and differ in their text: the everyday ones (the common
 * group), the core pair pages and the first two of every other group stand for the 90 (the
 * catalog's new pages have their own sample in catalog.test.ts).
 */
const CONVERTERS = [
  ...quantityPages.filter((p) => p.group === 'common'),
  ...GROUP_ORDER.filter((g) => g !== 'common').flatMap((group) => quantityPages.filter((p) => p.group === group).slice(0, 2)),
  ...pairPages,
];

/** axe-core on every kind of route, in both themes: any WCAG 2.1 A/AA violation fails. */
const ROUTES = [
  '/',
  ...CONVERTERS.map((p) => `/${p.slug}`),
  '/length/feet-to-inches',
  '/temperature/fahrenheit-to-kelvin',
  '/mortgage',
  '/countdown',
  '/blog',
  '/blog/why-the-us-uses-two-measurement-systems',
  // A tag's archive (seeded articles share it).
  '/blog/tag/metric%20system',
  '/favorites',
  '/newsletter',
  '/sitemap',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/no-such-page',
];

describeAxe(ROUTES, { title: 'accessibility in both themes', allowErrorsOn: ['/no-such-page'] });
