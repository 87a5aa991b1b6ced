import { Clock, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { languageByCode } from '~/i18n/languages';
import { pageMeta } from '~/i18n/page-meta.server';
import { pagePath } from '~/i18n/pages';
import { rich } from '~/i18n/rich';
import { useT, type MessageKey } from '~/i18n/t';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { Route } from './+types/contact';

const LINK = 'text-primary underline underline-offset-4';

const REPORT_CHECKLIST: readonly MessageKey[] = [
  'info.contact.report.address',
  'info.contact.report.value',
  'info.contact.report.result',
  'info.contact.report.source',
  'info.contact.report.browser',
];

const TOPICS: readonly MessageKey[] = [
  'info.contact.topic.converter',
  'info.contact.topic.blog',
  'info.contact.topic.newsletter',
  'info.contact.topic.privacy',
];

export function loader({ request }: Route.LoaderArgs) {
  return pageMeta(request, 'contact', 'info.contact');
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), loaderData);

export default function Contact() {
  const { siteName, supportEmail } = useSite();
  const t = useT();
  const language = languageByCode(t.language)!;
  const mailto = `mailto:${supportEmail}`;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('info.contact.heading')}</h1>
        <p className="text-lg text-muted-foreground">{t('info.contact.lead', { siteName })}</p>
      </header>

      <Card className="p-6" aria-labelledby="email-us">
        <h2 id="email-us" className="text-xl font-semibold">
          {t('info.contact.emailUs')}
        </h2>
        <ul className="mt-4 space-y-3">
          <li className="flex items-start gap-3">
            <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              {rich(t('info.contact.support', { email: supportEmail }), {
                email: (chunk) => (
                  <a href={mailto} className={`${LINK} font-medium`}>
                    {chunk}
                  </a>
                ),
              })}
            </span>
          </li>
          <li className="flex items-start gap-3">
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{t('info.contact.replies')}</span>
          </li>
          <li className="flex items-start gap-3">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{t('info.contact.based')}</span>
          </li>
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">{t('info.contact.noForm')}</p>
      </Card>

      <section aria-labelledby="report" className="space-y-4">
        <h2 id="report" className="text-2xl font-semibold">
          {t('info.contact.report')}
        </h2>
        <p>{t('info.contact.reportLead')}</p>
        <ul className="list-disc space-y-2 pl-6">
          {REPORT_CHECKLIST.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('info.contact.reportNote')}</p>
      </section>

      <section aria-labelledby="other" className="space-y-4">
        <h2 id="other" className="text-2xl font-semibold">
          {t('info.contact.other')}
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          {TOPICS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>
          {rich(t('info.contact.otherNote'), {
            privacy: (chunk) => (
              <Link to={pagePath(language, 'privacy')} className={LINK}>
                {chunk}
              </Link>
            ),
            sitemap: (chunk) => (
              <Link to={pagePath(language, 'sitemap')} className={LINK}>
                {chunk}
              </Link>
            ),
          })}
        </p>
      </section>
    </div>
  );
}
