import { Link } from 'react-router';
import { LegalSections, LegalUpdated, sectionsFrom, type SectionKeys } from '~/components/legal-sections';
import { languageByCode } from '~/i18n/languages';
import { pageMeta } from '~/i18n/page-meta.server';
import { pagePath } from '~/i18n/pages';
import { useT } from '~/i18n/t';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { Route } from './+types/privacy';

const LINK = 'text-primary underline underline-offset-4';

/** The policy's sections: their anchors, and how many paragraphs and list items each language writes. */
const SECTIONS: readonly SectionKeys[] = [
  { id: 'summary', key: 'summary', paragraphs: 1 },
  { id: 'server-logs', key: 'logs', paragraphs: 4 },
  { id: 'cookies', key: 'cookies', paragraphs: 1, list: 2 },
  { id: 'newsletter', key: 'newsletter', paragraphs: 2 },
  { id: 'admin-accounts', key: 'admin', paragraphs: 2 },
  { id: 'advertising', key: 'advertising', paragraphs: 1 },
  { id: 'sharing', key: 'sharing', paragraphs: 1 },
  { id: 'children', key: 'children', paragraphs: 1 },
  { id: 'your-rights', key: 'rights', paragraphs: 1, list: 6 },
  { id: 'exercise', key: 'exercise', paragraphs: 1 },
  { id: 'security', key: 'security', paragraphs: 1 },
  { id: 'changes', key: 'changes', paragraphs: 1 },
  { id: 'contact', key: 'contact', paragraphs: 1 },
];

export function loader({ request }: Route.LoaderArgs) {
  return pageMeta(request, 'privacy', 'info.privacy');
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), loaderData);

export default function Privacy() {
  const { siteName, supportEmail } = useSite();
  const t = useT();
  const language = languageByCode(t.language)!;
  const sections = sectionsFrom(
    t,
    'info.privacy',
    SECTIONS,
    { siteName, email: supportEmail, label: t('ads.label') },
    {
      email: (chunk) => (
        <a href={`mailto:${supportEmail}`} className={LINK}>
          {chunk}
        </a>
      ),
      link: (chunk) => (
        <Link to={pagePath(language, 'contact')} className={LINK}>
          {chunk}
        </Link>
      ),
    },
  );
  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('info.privacy.heading')}</h1>
        <LegalUpdated t={t} />
        <p className="pt-2">{t('info.privacy.intro', { siteName })}</p>
      </header>
      <LegalSections sections={sections} />
    </article>
  );
}
