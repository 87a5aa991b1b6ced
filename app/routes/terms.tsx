import { Link } from 'react-router';
import { LegalSections, LegalUpdated, sectionsFrom, type SectionKeys } from '~/components/legal-sections';
import { languageByCode } from '~/i18n/languages';
import { pageMeta } from '~/i18n/page-meta.server';
import { pagePath } from '~/i18n/pages';
import { useT } from '~/i18n/t';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { Route } from './+types/terms';

const LINK = 'text-primary underline underline-offset-4';

/** The terms' sections: their anchors, and how many paragraphs and list items each language writes. */
const SECTIONS: readonly SectionKeys[] = [
  { id: 'acceptance', key: 'acceptance', paragraphs: 1 },
  { id: 'service', key: 'service', paragraphs: 1 },
  { id: 'accuracy', key: 'accuracy', paragraphs: 1, list: 4 },
  { id: 'acceptable-use', key: 'use', paragraphs: 1, list: 5 },
  { id: 'intellectual-property', key: 'ip', paragraphs: 1 },
  { id: 'blog', key: 'blog', paragraphs: 1 },
  { id: 'links', key: 'links', paragraphs: 1 },
  { id: 'liability', key: 'liability', paragraphs: 1 },
  { id: 'changes', key: 'changes', paragraphs: 1 },
  { id: 'governing-law', key: 'law', paragraphs: 1 },
  { id: 'contact', key: 'contact', paragraphs: 1 },
];

export function loader({ request }: Route.LoaderArgs) {
  return pageMeta(request, 'terms', 'info.terms');
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), loaderData);

export default function Terms() {
  const { siteName, teamName, supportEmail } = useSite();
  const t = useT();
  const language = languageByCode(t.language)!;
  const sections = sectionsFrom(
    t,
    'info.terms',
    SECTIONS,
    { siteName, teamName, email: supportEmail },
    {
      email: (chunk) => (
        <a href={`mailto:${supportEmail}`} className={LINK}>
          {chunk}
        </a>
      ),
      link: (chunk) => (
        <Link to={pagePath(language, 'privacy')} className={LINK}>
          {chunk}
        </Link>
      ),
    },
  );
  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('info.terms.heading')}</h1>
        <LegalUpdated t={t} />
        <p className="pt-2">{t('info.terms.intro', { siteName })}</p>
      </header>
      <LegalSections sections={sections} />
    </article>
  );
}
