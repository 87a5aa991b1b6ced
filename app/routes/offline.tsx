import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useT, type MessageKey } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import type { Route } from './+types/offline';

// The service worker (docs/decisions/018-offline.md) shows this page, precached, in place of any
// page that is not kept on the device while there is no network: at the address of the page asked
// for. So it is sent as islands (ADR 016), whose header comes to life whatever the address, never
// with React Router's runtime, which would try to load the route of that address.

export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(request);
  const language = languageOfPath(new URL(request.url).pathname);
  return { title: t('offline.title'), description: t('offline.description'), path: pagePath(language, 'offline'), home: pagePath(language, 'home') };
}

export const headers = cacheHeaders('shared');

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildMeta(siteFromMatches(matches), {
    title: loaderData.title,
    description: loaderData.description,
    path: loaderData.path,
    noindex: true,
  });

const NEEDS_CONNECTION: readonly MessageKey[] = ['offline.needs.pages', 'offline.needs.posts', 'offline.needs.signIn', 'offline.needs.newsletter'];

export default function Offline({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-16">
      <header className="space-y-4 text-center">
        <CloudOff aria-hidden className="mx-auto size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">{t('offline.heading')}</h1>
        <p className="text-lg text-muted-foreground">{t('offline.lead')}</p>
      </header>
      <section aria-labelledby="offline-works" className="space-y-2">
        <h2 id="offline-works" className="text-xl font-semibold">
          {t('offline.works')}
        </h2>
        <p>{t('offline.worksText')}</p>
      </section>
      <section aria-labelledby="offline-needs" className="space-y-2">
        <h2 id="offline-needs" className="text-xl font-semibold">
          {t('offline.needs')}
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          {NEEDS_CONNECTION.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <p className="text-center">
        <Link to={loaderData.home} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {t('offline.home')}
        </Link>
      </p>
    </div>
  );
}
