import { Link } from 'react-router';
import { LegalSections, type LegalSection } from '~/components/legal-sections';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite, type PublicConfig } from '~/lib/site';
import type { Route } from './+types/terms';

const LINK = 'text-primary underline underline-offset-4';

function termsSections({ siteName, teamName, supportEmail }: PublicConfig): LegalSection[] {
  return [
    {
      id: 'acceptance',
      heading: '1. Acceptance of these terms',
      paragraphs: [
        `These terms govern your use of ${siteName}, including its converters, calculators, blog and newsletter. By using the site you agree to them. If you do not agree, please do not use the site.`,
      ],
    },
    {
      id: 'service',
      heading: '2. The service',
      paragraphs: [
        `${siteName} is free to use and needs no account. We provide it “as is” and “as available”, without warranties of any kind, express or implied, including fitness for a particular purpose. We may change, add or remove features, or suspend the site, at any time and without notice.`,
      ],
    },
    {
      id: 'accuracy',
      heading: '3. Accuracy of results',
      paragraphs: [
        'We work hard to make every result correct, but you are responsible for checking any figure before you rely on it for something that matters, such as medication doses, structural or electrical work, or legal and commercial measurements.',
      ],
      list: [
        'Unit conversions use exact defined factors wherever they exist, but results are rounded for display, normally to four decimal places or to four decimals in scientific notation.',
        'Currency rates are fixed, approximate reference values set on a stated date. They are not live market rates and must not be used for financial transactions.',
        'Mortgage results are estimates based on the figures you enter. They are not financial advice or a loan offer; your lender’s terms, fees, taxes and insurance will differ.',
        'The countdown timer uses your device’s clock and time zone, so its result is only as accurate as they are.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '4. Acceptable use',
      paragraphs: ['When using the site, you agree not to:'],
      list: [
        'break the law or infringe anyone’s rights;',
        'try to gain access to the administration area, other accounts or our servers without permission;',
        'interfere with the site, for example by overloading it with automated requests or probing it for weaknesses;',
        'sign up other people for the newsletter without their consent, or automate signups;',
        'present the site or its content as your own, or suggest that we endorse you without our written permission.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '5. Intellectual property',
      paragraphs: [
        `The site’s text, design, graphics and code belong to ${teamName} or its licensors and are protected by copyright. Conversion factors and results are facts: you may use, copy and share the numbers you get here freely. You are welcome to link to any page of the site.`,
      ],
    },
    {
      id: 'blog',
      heading: '6. Blog content',
      paragraphs: [
        'Blog articles are for general information and education. They reflect the authors’ understanding at the time of writing and may be updated, corrected or removed. Short quotations with credit and a link to the original article are welcome; please ask before republishing a whole article.',
      ],
    },
    {
      id: 'links',
      heading: '7. Links to other websites',
      paragraphs: [
        'The site may link to websites we do not control. We are not responsible for their content, accuracy or privacy practices, and a link does not mean we endorse them.',
      ],
    },
    {
      id: 'liability',
      heading: '8. Limitation of liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${teamName} is not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or revenue, arising from your use of, or inability to use, the site or any result it produces. Because the service is free, our total liability for any claim relating to it is limited to the greatest extent the law allows. Some jurisdictions do not allow these limitations, so some of them may not apply to you.`,
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. When we do, we change the date at the top of this page. Continuing to use the site after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'governing-law',
      heading: '10. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of California, USA, without regard to its conflict-of-law rules. Any dispute will be heard by the state or federal courts located in San Francisco County, California, unless the law of your country of residence gives you the right to bring it elsewhere.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      paragraphs: [
        <>
          Questions about these terms go to{' '}
          <a href={`mailto:${supportEmail}`} className={LINK}>
            {supportEmail}
          </a>
          . How we handle personal information is described in our{' '}
          <Link to="/privacy" className={LINK}>
            Privacy Policy
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
    title: 'Terms of Service',
    description:
      'The terms for using our free converters, calculators and blog: results provided as is, fixed reference currency rates, no financial advice, California law.',
    keywords: ['terms of service', 'terms of use', 'disclaimer', 'limitation of liability'],
    path: '/terms',
  });

export default function Terms() {
  const site = useSite();
  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Terms of Service</h1>
        <p className="text-sm text-muted-foreground">
          Last Updated: <time dateTime="2025-01">January 2025</time>
        </p>
        <p className="pt-2">Please read these terms before using {site.siteName}. They are short and written to be understood.</p>
      </header>
      <LegalSections sections={termsSections(site)} />
    </article>
  );
}
