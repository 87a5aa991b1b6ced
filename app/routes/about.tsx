import { Link } from 'react-router';
import { CURRENCIES } from '~/domain/units/currency';
import { languageByCode } from '~/i18n/languages';
import { pageMeta } from '~/i18n/page-meta.server';
import { pagePath, type FixedPage } from '~/i18n/pages';
import { rich } from '~/i18n/rich';
import { useT, type MessageKey, type MessageValues } from '~/i18n/t';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches, useSite } from '~/lib/site';
import type { Route } from './+types/about';

const LINK = 'text-primary underline underline-offset-4';

/** What the site offers: the page each links to (a fixed page, or a converter by its slug), its words and their numbers (from the tables). */
const FEATURES: readonly { to: FixedPage | { converter: string }; text: MessageKey; values?: MessageValues }[] = [
  { to: 'sitemap', text: 'info.about.feature.converters' },
  { to: { converter: 'currency' }, text: 'info.about.feature.currency', values: { count: CURRENCIES.length } },
  { to: 'mortgage', text: 'info.about.feature.mortgage' },
  { to: 'countdown', text: 'info.about.feature.countdown' },
  { to: 'favorites', text: 'info.about.feature.favorites' },
  { to: 'blog', text: 'info.about.feature.blog' },
];

const AUDIENCES: readonly MessageKey[] = [
  'info.about.audience.students',
  'info.about.audience.cooks',
  'info.about.audience.engineers',
  'info.about.audience.everyone',
];

export function loader({ request }: Route.LoaderArgs) {
  return pageMeta(request, 'about', 'info.about');
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), loaderData);

export default function About() {
  const { siteName, teamName } = useSite();
  const t = useT();
  const language = languageByCode(t.language)!;
  // A converter's address in another language is the converters' work (its slug there); until then, its English slug under the prefix.
  const href = (to: FixedPage | { converter: string }) =>
    typeof to === 'string' ? pagePath(language, to) : pagePath(language, 'home', to.converter);
  return (
    <article className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('info.about.heading', { siteName })}</h1>
        <p className="text-lg text-muted-foreground">{t('info.about.lead', { siteName })}</p>
      </header>

      <section aria-labelledby="offer" className="space-y-4">
        <h2 id="offer" className="text-2xl font-semibold">
          {t('info.about.offer')}
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          {FEATURES.map((f) => (
            <li key={f.text}>
              {rich(t(f.text, f.values), {
                link: (chunk) => (
                  <Link to={href(f.to)} className={LINK}>
                    {chunk}
                  </Link>
                ),
              })}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audience" className="space-y-4">
        <h2 id="audience" className="text-2xl font-semibold">
          {t('info.about.audience')}
        </h2>
        <p>{t('info.about.audienceLead')}</p>
        <ul className="list-disc space-y-2 pl-6">
          {AUDIENCES.map((key) => (
            <li key={key}>{rich(t(key), { who: (chunk) => <strong className="font-semibold">{chunk}</strong> })}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="exact" className="space-y-4">
        <h2 id="exact" className="text-2xl font-semibold">
          {t('info.about.exact')}
        </h2>
        <p>{t('info.about.exact.p1')}</p>
        <p>{t('info.about.exact.p2')}</p>
        <p>{t('info.about.exact.p3')}</p>
      </section>

      <section aria-labelledby="team" className="space-y-4">
        <h2 id="team" className="text-2xl font-semibold">
          {t('info.about.team')}
        </h2>
        <p>
          {rich(t('info.about.team.p1', { siteName }), {
            link: (chunk) => (
              <Link to={pagePath(language, 'contact')} className={LINK}>
                {chunk}
              </Link>
            ),
          })}
        </p>
        <p className="font-medium">{t('info.about.signature', { teamName })}</p>
      </section>
    </article>
  );
}
