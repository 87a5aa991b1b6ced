import { CircleCheck, CircleX } from 'lucide-react';
import { data, Link } from 'react-router';
import { languageByCode, languageOfPath } from '~/i18n/languages';
import { pagePath } from '~/i18n/pages';
import { useT } from '~/i18n/t';
import { translatorFor } from '~/i18n/translator.server';
import { cacheHeaders } from '~/lib/cache-control';
import { buildMeta } from '~/lib/seo';
import { siteFromMatches } from '~/lib/site';
import { confirmByToken } from '~/api/newsletter.server';
import { requireServices } from '~/services/context.server';
import type { Route } from './+types/newsletter.confirm';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** The double opt-in link of the confirmation mail: confirming twice is harmless. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const state = await confirmByToken(requireServices(context), token);
  const t = translatorFor(request);
  const meta = {
    title: t('newsletter.confirm.title'),
    description: t('newsletter.confirm.description'),
    path: pagePath(languageOfPath(new URL(request.url).pathname), 'newsletter/confirm'),
  };
  return state === 'confirmed' ? { state, message: '', meta } : data({ state, message: t('newsletter.confirm.invalid'), meta }, { status: 404 });
}

// The URL carries a personal token: no cache may keep the page.
export const headers = cacheHeaders('personal');

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const confirmed = loaderData.state === 'confirmed';
  const Icon = confirmed ? CircleCheck : CircleX;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Icon aria-hidden className={confirmed ? 'size-12 text-primary' : 'size-12 text-muted-foreground'} />
      {confirmed ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t('newsletter.confirm.done')}</h1>
          <p className="text-lg text-muted-foreground">{t('newsletter.confirm.doneText')}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t('newsletter.confirm.failed')}</h1>
          <p className="text-lg text-muted-foreground">{loaderData.message}</p>
          <p className="text-muted-foreground">{t('newsletter.confirm.again')}</p>
        </>
      )}
      <Link to={pagePath(languageByCode(t.language)!, 'blog')} className={LINK}>
        {t('newsletter.goToBlog')}
      </Link>
    </div>
  );
}

// Sent as islands (ADR 016): only the header comes to life in the browser.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => buildMeta(siteFromMatches(matches), { ...loaderData.meta, noindex: true });
