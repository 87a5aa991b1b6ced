import { Link } from 'react-router';
import { LegalSections, type LegalSection } from '~/components/legal-sections';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite, type PublicConfig } from '~/lib/site';
import type { Route } from './+types/privacy';

const LINK = 'text-primary underline underline-offset-4';

function policySections({ siteName, supportEmail }: PublicConfig): LegalSection[] {
  const email = (
    <a href={`mailto:${supportEmail}`} className={LINK}>
      {supportEmail}
    </a>
  );
  return [
    {
      id: 'summary',
      heading: 'The short version',
      paragraphs: [
        `You can use every converter and calculator on ${siteName} without an account, and the numbers you type are processed in your browser. We run no analytics trackers, we do not sell your data, and we collect only what we need to run the site and send the newsletter to people who ask for it.`,
      ],
    },
    {
      id: 'server-logs',
      heading: 'Server logs',
      paragraphs: [
        'Like every website, our server receives some technical information each time your browser requests a page: your IP address, the date and time, the address of the page requested, the referring page and your browser’s user-agent string. We use this only to keep the site running, investigate errors and protect it against abuse. To stop automated abuse of forms such as sign-in and the newsletter signup, the server also counts recent requests from each client for a short time (at most an hour), under a salted hash of the address rather than the address itself.',
        'IP addresses are anonymized: we shorten them before they are stored, so a log entry cannot be tied to you. An IPv4 address keeps only its first three parts (203.0.113.45 is stored as 203.0.113.0), an IPv6 address only its first three groups (its /48 network). Logs are kept only as long as needed for these purposes and are then deleted.',
        'Blog articles show how many times they were read. To count each reader once an hour rather than every reload, the server remembers for one hour, in its memory only, a keyed hash of your address and the article; it is never written to disk, and visits by search engines and other bots are not counted.',
        'Converter pages keep the current conversion in the page address so you can bookmark and share it. If you open such a link, the values in it reach our server as part of the address, like any other page request.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      paragraphs: ['We use cookies only where the site cannot work without them, and we use no advertising or tracking cookies.'],
      list: [
        'A session cookie is set only for administrators who sign in to manage blog posts. It keeps them signed in, cannot be read by scripts on the page, and is removed when they sign out or it expires. Visitors who do not sign in receive no session cookie.',
        'Your light or dark theme choice, your list of favorite converters and your recent conversions (the last 20 values you converted, with their units and results) are kept in your browser’s local storage. They stay on your device and are never sent to us. You can remove them at any time by clearing your browser’s site data.',
      ],
    },
    {
      id: 'newsletter',
      heading: 'Newsletter',
      paragraphs: [
        'If you subscribe to our newsletter, we store your e-mail address, when you signed up and whether you confirmed. Subscription is double opt-in: we first send a confirmation link, and you receive newsletters only after you click it. An unconfirmed address is never sent a newsletter.',
        'Every newsletter contains an unsubscribe link, and once you use it we send you nothing more. We use your address only to send the newsletter you asked for. It is passed to nobody except the e-mail delivery service that sends messages on our behalf.',
      ],
    },
    {
      id: 'admin-accounts',
      heading: 'Administrator accounts',
      paragraphs: [
        'A small group of administrators signs in to write blog posts. For them we store an e-mail address, a display name and a hashed password, never the password itself. The display name appears on the posts they write; their login e-mail is never published.',
        'Each sign-in creates a session record that keeps the shortened IP address (as above) and the browser’s user-agent string, so an administrator can tell their sessions apart. It is deleted at sign-out; a session not used for 7 days expires, and expired records are deleted at the next sign-in to the site.',
      ],
    },
    {
      id: 'advertising',
      heading: 'Advertising',
      paragraphs: [
        'Some pages contain boxes labelled “Advertisement”. They are placeholders: no third-party ad network currently loads on this site, so no advertiser receives information about your visit. If we add one, we will update this policy before it goes live to say which network it is, what it collects and what choices you have.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      paragraphs: [
        'We do not sell, rent or trade personal information, and we do not share it for advertising. We disclose it only to service providers that host the site or deliver e-mail for us, under obligations to protect it, or when the law requires us to.',
      ],
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      paragraphs: [
        `${siteName} is a general-audience website and is not directed at children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has given us an e-mail address, for example by subscribing to the newsletter, contact us and we will delete it.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, data protection laws such as the GDPR and the California Consumer Privacy Act give you rights over your personal information. We extend the following to everyone:',
      ],
      list: [
        'Access: ask what personal information we hold about you and receive a copy.',
        'Correction: ask us to fix information that is inaccurate or incomplete.',
        'Deletion: ask us to erase your information, such as your newsletter subscription.',
        'Objection: object to, or ask us to restrict, how we use your information.',
        'Portability: receive your information in a common, machine-readable format.',
        'Complaint: lodge a complaint with your local data protection or supervisory authority.',
      ],
    },
    {
      id: 'exercise',
      heading: 'How to exercise your rights',
      paragraphs: [
        <>
          E-mail {email} from the address your request concerns, with “Privacy request” in the subject. We may ask you to confirm that you control
          that address, and we answer within 30 days. You never need to contact us to leave the newsletter: the unsubscribe link in every mail is
          enough.
        </>,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'We keep the information we hold to a minimum and protect it with access controls, hashed passwords and session cookies that page scripts cannot read. No system is perfectly secure, but we work to keep yours safe and will tell affected people promptly if something goes wrong.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change significantly affects how we use information you have already given us, we will also tell newsletter subscribers by e-mail before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        <>
          Questions about this policy or your data go to {email}. You can find other ways to reach us on our{' '}
          <Link to="/contact" className={LINK}>
            contact page
          </Link>
          .
        </>,
      ],
    },
  ];
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(siteFromMatches(matches), {
    title: 'Privacy Policy',
    description:
      'What we collect and why: anonymized server logs, no analytics trackers, favorites and recent conversions kept in your browser, a double opt-in newsletter, and data never sold.',
    keywords: ['privacy policy', 'cookies', 'personal data', 'GDPR', 'data rights'],
    path: '/privacy',
  });

export default function Privacy() {
  const site = useSite();
  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Privacy Policy</h1>
        <p className="text-sm text-muted-foreground">
          Last Updated: <time dateTime="2025-01">January 2025</time>
        </p>
        <p className="pt-2">
          This policy explains what information {site.siteName} collects when you use this website, how we use it and the choices you have.
        </p>
      </header>
      <LegalSections sections={policySections(site)} />
    </article>
  );
}
