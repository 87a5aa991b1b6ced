import { Clock, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { Route } from './+types/contact';

const LINK = 'text-primary underline underline-offset-4';

const REPORT_CHECKLIST = [
  'The address of the page, copied from your browser. It already contains the value and both units you chose.',
  'The value you entered and the units you converted from and to.',
  'The result you saw, and the result you expected.',
  'Where your expected value comes from: a textbook, a standard, a datasheet or another calculator.',
  'Your browser and device, if the page looked or behaved strangely.',
];

const TOPICS = [
  'A converter or unit you would like us to add.',
  'A correction or question about one of our blog articles.',
  'Trouble confirming or leaving the newsletter.',
  'A request about your personal data, as described in our privacy policy.',
];

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Contact Us',
    description:
      'Questions, wrong results or ideas for a new converter? E-mail our San Francisco team; we usually reply within 24–48 hours. Here is what to include.',
    keywords: ['contact', 'support', 'report a conversion error', 'suggest a converter', 'feedback'],
    path: '/contact',
  });

export default function Contact() {
  const { siteName, supportEmail } = useSite();
  const mailto = `mailto:${supportEmail}`;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
        <p className="text-lg text-muted-foreground">
          Found a result that looks wrong, missing a unit, or just want to say hello? The people who build {siteName} answer every message themselves.
        </p>
      </header>

      <Card className="p-6" aria-labelledby="email-us">
        <h2 id="email-us" className="text-xl font-semibold">
          E-mail us
        </h2>
        <ul className="mt-4 space-y-3">
          <li className="flex items-start gap-3">
            <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              Support is by e-mail:{' '}
              <a href={mailto} className={`${LINK} font-medium`}>
                {supportEmail}
              </a>
            </span>
          </li>
          <li className="flex items-start gap-3">
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>Replies usually come within 24–48 hours.</span>
          </li>
          <li className="flex items-start gap-3">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>Our team is based in San Francisco, California.</span>
          </li>
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">
          There is no contact form on this site. E-mail reaches us directly, and you keep a copy of what you sent.
        </p>
      </Card>

      <section aria-labelledby="report" className="space-y-4">
        <h2 id="report" className="text-2xl font-semibold">
          Reporting a wrong conversion
        </h2>
        <p>We take accuracy seriously and fix confirmed errors quickly. To help us reproduce the problem, please include:</p>
        <ul className="list-disc space-y-2 pl-6">
          {REPORT_CHECKLIST.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          Keep in mind that results are rounded to four decimal places for display, and that the currency converter uses fixed reference rates rather
          than live market prices. A small difference in the last digit, or from today's exchange rate, is expected.
        </p>
      </section>

      <section aria-labelledby="other" className="space-y-4">
        <h2 id="other" className="text-2xl font-semibold">
          Other things we can help with
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          {TOPICS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          For privacy requests, our{' '}
          <Link to="/privacy" className={LINK}>
            Privacy Policy
          </Link>{' '}
          explains your rights and what we hold. Before you write, the{' '}
          <Link to="/sitemap" className={LINK}>
            site map
          </Link>{' '}
          lists every converter and calculator we offer, in case what you need is already here.
        </p>
      </section>
    </div>
  );
}
